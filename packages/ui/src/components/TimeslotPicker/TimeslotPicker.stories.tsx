import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimeslotPicker, timeslotModes } from './TimeslotPicker';

const days = [
  {
    id: '2026-11-24',
    label: 'Tue, Nov 24',
    slots: [
      { id: 'tue-0900', label: '9:00 AM', accessibleLabel: 'Tuesday 9:00 AM' },
      { id: 'tue-0930', label: '9:30 AM', accessibleLabel: 'Tuesday 9:30 AM' },
      { id: 'tue-1400', label: '2:00 PM', accessibleLabel: 'Tuesday 2:00 PM', disabled: true },
    ],
  },
  {
    id: '2026-11-25',
    label: 'Wed, Nov 25',
    slots: [
      { id: 'wed-1000', label: '10:00 AM', accessibleLabel: 'Wednesday 10:00 AM' },
      { id: 'wed-1530', label: '3:30 PM', accessibleLabel: 'Wednesday 3:30 PM' },
    ],
  },
  { id: '2026-11-26', label: 'Thu, Nov 26', slots: [] },
];

const meta = {
  title: 'Components/TimeslotPicker',
  component: TimeslotPicker,
  args: {
    label: 'Choose up to 3 times that work for you',
    days,
    limitMessage: 'You can choose up to 3 times.',
    noSlotsLabel: 'No times available',
    onValueChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: timeslotModes },
    max: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof TimeslotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SomeSelected: Story = { args: { defaultValue: ['tue-0930'] } };
export const LimitReached: Story = {
  args: { defaultValue: ['tue-0900'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday 10:00 AM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday 3:30 PM' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You can choose up to 3 times.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday 9:30 AM' }));
    await expect(canvas.getByRole('button', { name: 'Tuesday 9:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const SingleSelect: Story = {
  args: { mode: 'single', label: 'Choose a time', defaultValue: ['wed-1000'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tuesday 9:00 AM' }));
    await expect(canvas.getByRole('button', { name: 'Tuesday 9:00 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Wednesday 10:00 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const WithErrors: Story = { args: { errors: ['A time must be chosen.'] } };
