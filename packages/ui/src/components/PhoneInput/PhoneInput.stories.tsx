import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Mobile phone', countryLabel: 'Country code', onCommit: fn(), onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'CA');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile phone' }), '416 555 0199{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith({
      country: 'CA',
      number: '416 555 0199',
      e164: '+14165550199',
    });
  },
};
export const Filled: Story = { args: { defaultValue: { country: 'GB', number: '7700 900123' } } };
export const WithErrors: Story = {
  args: { required: true, errors: ['Country code and phone number are required.'] },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { country: 'US', number: '555 010 0199' } },
};
