import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Calendar } from './Calendar';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: {
    label: 'Appointment date',
    placeholder: 'Choose a date',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
    today: '2026-03-10',
    min: '2026-03-10',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('button', { name: /Appointment date/ });
    await userEvent.click(field);
    await screen.findByRole('dialog', { name: 'Appointment date' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-03-17');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field).toHaveTextContent('March 17, 2026');
  },
};
export const Chosen: Story = { args: { defaultValue: '2026-03-20' } };
export const WithErrors: Story = {
  args: { required: true, errors: ['A date must be chosen.'] },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-03-20' } };
export const CalendarOnly: Story = {
  render: (args) => (
    <Calendar
      value="2026-03-20"
      today="2026-03-10"
      min="2026-03-10"
      isDateDisabled={(date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0}
      previousMonthLabel={args.previousMonthLabel}
      nextMonthLabel={args.nextMonthLabel}
      onSelect={fn()}
    />
  ),
};
