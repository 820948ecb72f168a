import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, checkboxSizes } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms of use', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: checkboxSizes } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms of use' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'All concerns' } };
export const WithDescription: Story = {
  args: { label: 'Email me reminders', description: 'Ten minutes before each appointment.' },
};
export const WithErrors: Story = { args: { errors: ['You must agree to the terms of use.'] } };
export const Disabled: Story = { args: { disabled: true, label: 'Lethargy' } };
export const Large: Story = { args: { size: 'lg' } };
