import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'error',
    title: 'We were unable to charge your card',
    children: 'Please try again or select another card.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = { name: 'Error' };
export const Success: Story = {
  args: { tone: 'success', title: 'Appointment booked', children: 'We emailed your receipt.' },
};
export const Warning: Story = {
  args: { tone: 'warning', title: undefined, children: 'Your booking session expires in 5 minutes.' },
};
export const Info: Story = {
  args: { tone: 'info', title: 'Join opens 10 minutes before the start', children: undefined },
};
export const Dismissible: Story = {
  args: { onDismiss: fn(), dismissLabel: 'Dismiss' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
