import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Confirmed', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand', children: 'Dog' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Plus' } };
export const Success: Story = { args: { tone: 'success', children: 'Completed' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Starting soon' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
