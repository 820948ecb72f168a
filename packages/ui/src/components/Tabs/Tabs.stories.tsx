import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, tabsVariants } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Video room',
    onValueChange: fn(),
    items: [
      { value: 'chat', label: 'Chat', content: <p>Messages with Dr. Smith appear here.</p> },
      { value: 'files', label: 'Files', content: <p>Two photos shared.</p> },
      { value: 'rx', label: 'Rx', content: <p>No prescriptions.</p> },
      { value: 'pet', label: 'Pet', content: <p>Rex, 4 years, 12 kg.</p> },
      { value: 'notes', label: 'Private notes', content: <p>Only vets see these.</p>, disabled: true },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Chat' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Files' })).toHaveTextContent('Two photos shared.');
    await expect(args.onValueChange).toHaveBeenCalledWith('files');
  },
};
export const Pill: Story = { args: { variant: 'pill' } };
export const SecondSelected: Story = { args: { defaultValue: 'pet' } };
