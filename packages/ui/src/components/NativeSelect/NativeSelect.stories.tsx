import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const meta = {
  title: 'Forms/Native select',
  component: NativeSelect,
  args: {
    label: 'Language',
    defaultValue: 'en-US',
    onChange: fn(),
    children: [
      <option key="en-US" value="en-US" lang="en-US">
        English (US)
      </option>,
      <option key="en-CA" value="en-CA" lang="en-CA">
        English (Canada)
      </option>,
      <option key="fr-CA" value="fr-CA" lang="fr-CA">
        Français (Canada)
      </option>,
    ],
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The header's language picker: the label is for screen readers only. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

export const Disabled: Story = { args: { disabled: true } };
