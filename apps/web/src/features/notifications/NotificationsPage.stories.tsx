import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();

/** /cx/notifications: the signed-in user's notifications, unread first in weight, and the latest news. */
const meta = {
  title: 'Screens/Account/Notifications',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/notifications',
      setup: ({ state }) => {
        state.notifications = [
          {
            id: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a11',
            type: 'AppointmentBooked',
            resource_id: 'PWC01001',
            resource_description: null,
            body: 'Your appointment with Dr. Chen is confirmed.',
            sent_at: hoursAgo(2),
            read_at: null,
            link: '/cx/appointments/PWC01001',
          },
          {
            id: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a12',
            type: 'FollowUpRequested',
            resource_id: 'PWC0PAST1',
            resource_description: null,
            body: 'Dr. Chen proposes a follow-up for Biscuit.',
            sent_at: hoursAgo(30),
            read_at: hoursAgo(29),
            link: '/cx/appointments/PWC0PAST1',
          },
          {
            id: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a13',
            type: 'NewsNotification',
            resource_id: null,
            resource_description: null,
            body: 'Vets now answer chat questions on weekends too.',
            sent_at: hoursAgo(5),
            read_at: null,
            link: null,
          },
        ];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('notifications.title') }, LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'button',
        { name: t('notifications.item.unread', { body: 'Your appointment with Dr. Chen is confirmed.' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('notifications.markAll') })).toBeEnabled();
    // The latest unread news is shown on top as well as in the list.
    await expect(await canvas.findByText(t('notifications.news'), {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByText('Vets now answer chat questions on weekends too.')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: {
    screen: {
      path: '/cx/notifications',
      setup: ({ state }) => {
        state.notifications = [];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('notifications.empty'), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('notifications.markAll') })).toBeNull();
  },
};
