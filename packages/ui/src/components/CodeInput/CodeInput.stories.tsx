import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    description: 'We texted a 6-digit code to (555) 010-0199.',
    digitLabel: (position: number, length: number) => `Digit ${position} of ${length}`,
    onComplete: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};
export const PartlyFilled: Story = { args: { defaultValue: '482' } };
export const Incorrect: Story = {
  args: { defaultValue: '482913', errors: ['The code you entered was incorrect'] },
};
export const Disabled: Story = { args: { defaultValue: '482913', disabled: true } };
