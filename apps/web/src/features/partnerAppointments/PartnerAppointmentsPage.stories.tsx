import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  type ScreenParameters,
  ScreenRoutes,
  type StoryServer,
  withScreen,
} from '../../storybook/ScreenStory';
import { completedAppointment, DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** Dr. Chen's week: a confirmed visit, a request to answer, a record to finalize, a finished one, a free trial. */
function drChensAppointments({ state }: StoryServer) {
  const miso = { ...state.pets[1]! };
  state.appointments = [
    upcomingAppointment('PWCV0001', 2 * DAY_MINUTES),
    upcomingAppointment('PWCV0002', 4 * DAY_MINUTES, { pet: miso, partner_confirmed_at: null }),
    completedAppointment('PWCV0003', 1),
    completedAppointment('PWCV0004', 9, {
      pet: miso,
      finalized_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    }),
    upcomingAppointment('PWCV0005', 6 * DAY_MINUTES, { total: { amount: 0, currency: 'USD' } }),
  ];
}

function tabStory(tab: string): ScreenParameters {
  return { path: `/px/appointments/${tab}`, viewer: 'vet', setup: drChensAppointments };
}

/** /px/appointments/{tab}: the vet's appointments in five tabs, each with its own URL. */
const meta = {
  title: 'Screens/Vet/Appointments tabs',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/px/appointments/upcoming',
      viewer: 'vet',
      setup: drChensAppointments,
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const tab = await canvas.findByRole('tab', { name: t('px.appointments.tab.upcoming') }, LOAD);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(
      await within(panel).findByRole(
        'link',
        { name: t('px.appointments.item', { pet: 'Miso', client: 'Olivia Martin' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(panel).getByText(t('appointment.label.requested'))).toBeVisible();
    // Confirmed, requested and the free trial: what has not ended yet.
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    // The tabs are keyboard-operable: the arrow key moves to the next tab.
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t('px.appointments.tab.past') })).toHaveFocus();
  },
};

export const Past: Story = {
  parameters: { screen: tabStory('past') },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('tab', { name: t('px.appointments.tab.past') }, LOAD),
    ).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(
      await within(panel).findByRole(
        'link',
        { name: t('px.appointments.item', { pet: 'Miso', client: 'Olivia Martin' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(panel).getAllByText(t('appointment.label.completed'))).toHaveLength(2);
  },
};

export const ActionNeeded: Story = {
  parameters: { screen: tabStory('action-needed') },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const panel = await canvas.findByRole('tabpanel', {}, LOAD);
    // Only the visit whose record is not finalized yet waits for the vet.
    await expect(
      await within(panel).findByRole(
        'link',
        { name: t('px.appointments.item', { pet: 'Biscuit', client: 'Olivia Martin' }) },
        LOAD,
      ),
    ).toHaveAttribute('href', '/px/appointments/PWCV0003');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Requests: Story = {
  parameters: { screen: tabStory('requests') },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const panel = await canvas.findByRole('tabpanel', {}, LOAD);
    // The panel's status says "Loading…" first; wait for the count it ends with.
    const count = await within(panel).findByText(t('clinical.inquiries.count', { total: 1 }), {}, LOAD);
    await expect(count.closest('[role="status"]')).not.toBeNull();
    await expect(
      within(panel).getByRole('link', {
        name: t('px.appointments.item', { pet: 'Miso', client: 'Olivia Martin' }),
      }),
    ).toHaveAttribute('href', '/px/appointments/PWCV0002');
  },
};

export const Accelerator: Story = {
  parameters: { screen: tabStory('accelerator-appointments') },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const panel = await canvas.findByRole('tabpanel', {}, LOAD);
    await expect(await within(panel).findByText(t('clinical.accelerator.title'), {}, LOAD)).toBeVisible();
    await expect(
      within(panel).getByRole('link', {
        name: t('px.appointments.item', { pet: 'Biscuit', client: 'Olivia Martin' }),
      }),
    ).toHaveAttribute('href', '/px/appointments/PWCV0005');
  },
};

export const Empty: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/upcoming',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('px.appointments.empty.upcoming'), {}, LOAD)).toBeVisible();
  },
};
