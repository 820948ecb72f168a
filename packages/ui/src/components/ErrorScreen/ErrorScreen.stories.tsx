import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Components/ErrorScreen',
  component: ErrorScreen,
  args: {
    title: 'Woof! Unable to connect',
    message: 'Check your internet connection, then try again.',
    tryAgainLabel: 'Try again',
    onTryAgain: fn(),
    logOutLabel: 'Log out',
    onLogOut: fn(),
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectionLost: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Woof! Unable to connect' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};
export const TryAgainOnly: Story = {
  args: {
    title: 'Woof! Something went wrong, please refresh, try again or contact support.',
    message: undefined,
    onLogOut: undefined,
  },
};
export const WithoutIllustration: Story = { args: { illustration: null } };
