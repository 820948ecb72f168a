import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { type ToastOptions, ToastProvider, toastTones, useToast } from './Toast';

function Demo(props: ToastOptions & { showOnMount?: boolean }) {
  const { toast } = useToast();
  const { showOnMount, ...options } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: show once when the story mounts
  useEffect(() => {
    if (showOnMount) toast({ ...options, duration: 60_000 });
  }, []);
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  args: { title: 'Success', description: 'Your appointment is booked.', tone: 'success', showOnMount: true },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [
    (Story) => (
      <ToastProvider label="Notification" closeLabel="Dismiss">
        <div style={{ minHeight: 200 }}>{Story()}</div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToast: Story = {
  name: 'Success',
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notification (F8)' });
    const toast = await within(region).findByRole('listitem');
    await expect(toast).toHaveTextContent('Your appointment is booked.');
    // Visible once the slide-in animation (which starts at opacity 0) has run.
    await waitFor(() => expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible());
  },
};
export const ErrorToast: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Error',
    description: 'This time slot is no longer available, but your other choices are saved.',
  },
};
export const Info: Story = {
  args: { tone: 'info', title: 'Heads up', description: 'Join opens 10 minutes before start.' },
};
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Error',
    description: 'Unable to download receipt',
    action: {
      label: 'Try again',
      altText: 'Download the receipt again from Appointments',
      onClick: () => {},
    },
  },
};
