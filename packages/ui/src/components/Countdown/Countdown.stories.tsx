import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: {
    label: 'Time left to complete your booking',
    secondsLeft: 299,
    announce: (minutes: number) => `${minutes} minutes left`,
  },
  argTypes: { secondsLeft: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveTextContent(
      '04:59',
    );
  },
};
export const Urgent: Story = { args: { secondsLeft: 45 } };
export const Expired: Story = { args: { secondsLeft: 0 } };
