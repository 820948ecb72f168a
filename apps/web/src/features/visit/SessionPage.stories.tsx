import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { completedAppointment, DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/**
 * /cx/appointments/{id}/session: the session check and waiting room in the states that need no
 * camera or microphone (a room that opens later, one that has ended or expired, a failed fetch).
 * The room and the call themselves need real media: the e2e journeys cover them.
 */
const meta = {
  title: 'Screens/Visit/Session check',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/appointments/PWCROOM1/session',
      // An hour away: the room opens 10 minutes before the start.
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCROOM1', 60)];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RoomInTheFuture: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('visit.future.title'), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('visit.join') })).toBeNull();
    await expect(canvas.getByText(t('visit.recordingNotice'))).toBeVisible();
  },
};

export const Expired: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCROOM2/session',
      // Its time passed without the visit taking place.
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCROOM2', -2 * 60, { can_cancel: false })];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('visit.expired.title'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(t('visit.expired.body'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('visit.join') })).toBeNull();
  },
};

export const VisitEnded: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCROOM3/session',
      setup: ({ state }) => {
        state.appointments = [completedAppointment('PWCROOM3', 1)];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('visit.past.title'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(t('visit.past.body'))).toBeVisible();
  },
};

/** The vet's side of a room that opens later (the same check, from /px). */
export const VetWaitingForTheRoom: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCROOM4/session',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCROOM4', DAY_MINUTES)];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('visit.future.title'), {}, LOAD)).toBeVisible();
  },
};

export const SessionUnavailable: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCROOM1/session',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCROOM1', 60)];
      },
      handlers: () => [
        http.get('*/api/v1/appointments/:ref/session', () =>
          HttpResponse.json({ status: 'error', message: 'Service unavailable' }, { status: 503 }),
        ),
      ],
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('visit.error.SESSION_FETCH_FAILED'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('visit.retry') })).toBeEnabled();
  },
};
