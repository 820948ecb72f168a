import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, radioGroupAppearances, radioGroupOrientations } from './RadioGroup';

const paymentOptions = [
  { value: 'SINGLE', label: 'Pay per appointment', description: 'One video, chat or phone visit.' },
  { value: 'MEMBERSHIP', label: 'Membership', description: 'Unlimited messaging and 3 appointments.' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'How would you like to pay?', options: paymentOptions, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    appearance: { control: 'inline-radio', options: radioGroupAppearances },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Pay per appointment/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: /Pay per appointment/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('SINGLE');
  },
};
export const Selected: Story = { args: { defaultValue: 'MEMBERSHIP' } };
export const Cards: Story = { args: { appearance: 'card', defaultValue: 'SINGLE' } };
export const Horizontal: Story = {
  args: {
    label: 'Sex',
    orientation: 'horizontal',
    options: [
      { value: 'MALE', label: 'Male' },
      { value: 'FEMALE', label: 'Female' },
    ],
  },
};
export const WithErrors: Story = { args: { errors: ['Please choose a payment option.'] } };
export const DisabledOption: Story = {
  args: { options: [...paymentOptions, { value: 'PLAN', label: 'Company plan', disabled: true }] },
};
