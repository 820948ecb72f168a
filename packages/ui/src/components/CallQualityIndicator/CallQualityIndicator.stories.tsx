import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallQualityIndicator, callQualities } from './CallQualityIndicator';

const meta = {
  title: 'Video/CallQualityIndicator',
  component: CallQualityIndicator,
  args: {
    quality: 'excellent',
    showLabel: true,
    labels: {
      excellent: 'Excellent connection',
      good: 'Good connection',
      suboptimal: 'Fair connection',
      degraded: 'Weak connection',
      poor: 'Poor connection',
    },
  },
  argTypes: { quality: { control: 'inline-radio', options: callQualities } },
} satisfies Meta<typeof CallQualityIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {callQualities.map((quality) => (
        <CallQualityIndicator key={quality} {...args} quality={quality} />
      ))}
    </div>
  ),
};
export const Excellent: Story = {};
export const Poor: Story = { args: { quality: 'poor' } };
export const BarsOnly: Story = { args: { quality: 'suboptimal', showLabel: false } };
