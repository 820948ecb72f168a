import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onCommit: fn(), onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'rex@example.com');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('rex@example.com');
  },
};
export const WithDescription: Story = { args: { description: 'We send your receipt here.' } };
export const Required: Story = { args: { required: true } };
export const WithErrors: Story = {
  args: {
    defaultValue: 'rex@',
    errors: ['Please enter a valid email.', 'An account with this email already exists.'],
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'rex@example.com' } };
export const Placeholder: Story = { args: { label: 'Promo code', type: 'text', placeholder: 'FOLLOWUP15' } };
export const HiddenLabel: Story = {
  args: { label: 'Search vets', type: 'search', hideLabel: true, placeholder: 'Search' },
};
