import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch, switchLabelPositions } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Text me reminders', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: switchLabelPositions } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Text me reminders' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Accept chat requests', description: 'Clients can message you between 10am and 8pm.' },
};
export const LabelFirst: Story = { args: { labelPosition: 'start' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
