import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Inline } from '../components/Layout/Inline';
import { Stack } from '../components/Layout/Stack';
import { Money } from '../components/Money/Money';
import { TextField } from '../components/TextField/TextField';
import { exampleTheme } from '../themes/example.css';
import { pawcallTheme } from '../themes/pawcall.css';
import { pharmacyTheme } from '../themes/pharmacy.css';
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

export const SideBySide: Story = {
  render: () => (
    <Inline gap="xl" align="flex-start">
      <ThemeProvider theme={pawcallTheme} surface>
        <div style={{ padding: 16 }}>
          <Sample name="Pawcall" />
        </div>
      </ThemeProvider>
      <ThemeProvider theme={pharmacyTheme} surface>
        <div style={{ padding: 16 }}>
          <Sample name="Pharmacy" />
        </div>
      </ThemeProvider>
      <ThemeProvider theme={exampleTheme} surface>
        <div style={{ padding: 16 }}>
          <Sample name="Example brand" />
        </div>
      </ThemeProvider>
    </Inline>
  ),
};
