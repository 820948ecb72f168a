import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Inline } from '../components/Layout/Inline';
import { Stack } from '../components/Layout/Stack';
import { Money } from '../components/Money/Money';
import { TextField } from '../components/TextField/TextField';
import { brands } from '../themes/brands';
import { pawcallTheme } from '../themes/pawcall.css';
import { ThemeProvider } from './ThemeProvider';

function Sample({ name }: { name: string }) {
  return (
    <Card style={{ maxWidth: 340 }}>
      <Stack gap="md">
        <strong>{name}</strong>
        <Inline gap="xs">
          <Badge tone="brand">Dog</Badge>
          <Badge tone="accent">Plus</Badge>
          <Badge tone="success">Confirmed</Badge>
        </Inline>
        <TextField label="Email" />
        <Inline justify="space-between">
          <Money amount={1599} currency="USD" />
          <Button>Book</Button>
        </Inline>
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Theme/Brands',
  component: ThemeProvider,
  args: { theme: pawcallTheme },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every registered brand, each loaded from the registry as an app loads it. */
export const SideBySide: Story = {
  loaders: [
    async () => ({
      themes: await Promise.all(brands.map(async (brand) => ({ ...brand, theme: await brand.load() }))),
    }),
  ],
  render: (_args, { loaded }) => (
    <Inline gap="xl" align="flex-start">
      {(loaded.themes as { id: string; title: string; theme: string }[]).map(({ id, title, theme }) => (
        <ThemeProvider key={id} theme={theme} surface>
          <div style={{ padding: 16 }}>
            <Sample name={title} />
          </div>
        </ThemeProvider>
      ))}
    </Inline>
  ),
};
