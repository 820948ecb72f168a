import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimeZonePicker } from './TimeZonePicker';

const meta = {
  title: 'Components/TimeZonePicker',
  component: TimeZonePicker,
  args: {
    label: 'Time zone',
    emptyMessage: 'No time zones match',
    at: new Date('2026-01-15T12:00:00Z'),
    timeZones: [
      'America/St_Johns',
      'America/Halifax',
      'America/Toronto',
      'America/Winnipeg',
      'America/Edmonton',
      'America/Vancouver',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TimeZonePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Time zone' }), 'halifax');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('America/Halifax');
  },
};
export const Chosen: Story = { args: { defaultValue: 'America/Toronto' } };
export const Required: Story = {
  args: { required: true, errors: ['A time zone must be chosen first.'] },
};
