import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceScale } from '../../theme/tokens';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Box } from './Box';
import { Columns } from './Columns';
import { Inline, inlineJustifies } from './Inline';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack and Inline',
  component: Stack,
  args: { gap: 'md' },
  argTypes: { gap: { control: 'select', options: spaceScale } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerticalStack: Story = {
  render: (args) => (
    <Stack {...args}>
      <Box padding="md" background="raised" borderRadius="md" boxShadow="sm">
        Pet
      </Box>
      <Box padding="md" background="raised" borderRadius="md" boxShadow="sm">
        Location
      </Box>
      <Box padding="md" background="raised" borderRadius="md" boxShadow="sm">
        Payment
      </Box>
    </Stack>
  ),
};

export const InlineRow: Story = {
  argTypes: { justify: { control: 'inline-radio', options: inlineJustifies } } as never,
  render: (args) => (
    <Inline gap={args.gap}>
      <Badge tone="brand">Dog</Badge>
      <Badge tone="brand">Cat</Badge>
      <Badge tone="brand">Rabbit</Badge>
      <Button size="sm">Book</Button>
    </Inline>
  ),
};

export const ResponsiveBox: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ base: 'column', small: 'row' }} gap={{ base: 'sm', large: 'xl' }}>
      <Box padding="lg" background="brand" borderRadius="md" color="text">
        Stacks on phones
      </Box>
      <Box padding="lg" background="sunken" borderRadius="md" color="text">
        Side by side from 640px
      </Box>
    </Box>
  ),
};

export const ResponsiveColumns: Story = {
  render: () => (
    <Columns columns={{ base: 1, small: 2, large: 3 }} gap="md">
      {['Plus', 'Unlimited', 'Wellness'].map((name) => (
        <Box key={name} padding="lg" background="raised" borderRadius="md" boxShadow="sm">
          {name}
        </Box>
      ))}
    </Columns>
  ),
};

/** `minItemWidth`: as many columns as fit, none under 12.5rem (`sm`); no breakpoints. */
export const AutoFillColumns: Story = {
  render: () => (
    <Columns minItemWidth="sm" gap="sm">
      {['Vomiting', 'Itching', 'Limping', 'Not eating', 'Coughing'].map((name) => (
        <Box key={name} padding="sm" background="raised" borderRadius="md" boxShadow="sm">
          {name}
        </Box>
      ))}
    </Columns>
  ),
};

/** A page's column: at most a reading width (`maxWidth` xs–xl), centred with `marginX="auto"`. */
export const CentredColumn: Story = {
  render: () => (
    <Box background="sunken" padding="sm">
      <Stack gap="sm" maxWidth="xs" marginX="auto">
        <Box padding="md" background="raised" borderRadius="md" boxShadow="sm">
          Sign in
        </Box>
        <Box padding="md" background="raised" borderRadius="md" boxShadow="sm">
          Forgot your password?
        </Box>
      </Stack>
    </Box>
  ),
};
