import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Combobox } from './Combobox';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    label: 'Breed',
    emptyMessage: 'No breeds match',
    placeholder: 'Start typing a breed',
    onValueChange: fn(),
    options: [
      { value: 'beagle', label: 'Beagle' },
      { value: 'border-collie', label: 'Border Collie' },
      { value: 'boxer', label: 'Boxer' },
      { value: 'bulldog', label: 'French Bulldog' },
      { value: 'labrador', label: 'Labrador Retriever' },
      { value: 'mixed', label: 'Mixed breed' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Breed' });
    await userEvent.type(input, 'bull');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('French Bulldog');
    await expect(args.onValueChange).toHaveBeenCalledWith('bulldog');
  },
};
export const Chosen: Story = { args: { defaultValue: 'labrador' } };
export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Breed' }), 'zebra');
    await expect(canvas.getByRole('status')).toHaveTextContent('No breeds match');
  },
};
export const Clinics: Story = {
  args: {
    label: 'Home clinic',
    emptyMessage: 'No clinics match',
    placeholder: undefined,
    options: [
      { value: 'c1', label: 'Riverside Animal Hospital', hint: 'Toronto, ON' },
      { value: 'c2', label: 'Maple Vet Clinic', hint: 'Ottawa, ON' },
    ],
    defaultValue: 'c2',
  },
};
export const WithErrors: Story = { args: { errors: ['Please choose a breed.'], required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'beagle' } };
