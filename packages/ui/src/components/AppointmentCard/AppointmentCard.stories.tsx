import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { AppointmentCard } from './AppointmentCard';

const meta = {
  title: 'Components/AppointmentCard',
  component: AppointmentCard,
  args: {
    title: 'Video appointment for Rex',
    startsAt: '2026-11-24T14:30:00Z',
    timeZone: 'America/Toronto',
    vetName: 'Dr. Jane Smith',
    details: 'Rex · Skin and itch',
    status: { label: 'Confirmed', tone: 'success' },
    actions: (
      <>
        <Button size="sm">Join</Button>
        <Button size="sm" variant="secondary">
          Reschedule
        </Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Video appointment for Rex' })).toBeVisible();
    await expect(canvas.getByText('Confirmed')).toBeVisible();
  },
};
export const Cancelled: Story = {
  args: { status: { label: 'Cancelled', tone: 'danger' }, actions: undefined },
};
export const StartingSoon: Story = { args: { status: { label: 'Starting soon', tone: 'warning' } } };
export const FrenchCanadian: Story = { args: { locale: 'fr-CA', title: 'Rendez-vous vidéo pour Rex' } };
