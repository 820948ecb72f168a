import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Vets answer within minutes, day and night.' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Muted: Story = { args: { tone: 'muted', children: 'Last updated 3 days ago' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Your card was declined.' } };
export const Success: Story = { args: { tone: 'success', children: 'Payment received.' } };
export const Bold: Story = { args: { weight: 'bold' } };

/** A span keeps the line it sits in, and with no size of its own the size of its parent. */
export const InlineSpan: Story = {
  render: (args) => (
    <p style={{ margin: 0, fontSize: '0.875rem' }}>
      Reference AB12CD <Text {...args} as="span" tone="muted" />
    </p>
  ),
  args: { children: '(booked yesterday)' },
};
