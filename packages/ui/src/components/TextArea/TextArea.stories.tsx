import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Describe the concern', onCommit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Describe the concern' });
    await userEvent.type(box, 'Scratching{Enter}since Monday');
    await expect(box).toHaveValue('Scratching\nsince Monday');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledWith('Scratching\nsince Monday');
  },
};
export const WithDescription: Story = { args: { description: 'Symptoms, how long, anything you tried.' } };
export const WithErrors: Story = { args: { errors: ['A description is required.'] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Limping on the left hind leg.' } };
