import { makeAppointment } from '@pawcall/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { DAY_MINUTES, startingIn } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** /cx/appointments: the client's Upcoming, Past and Incomplete groups, each paged on its own. */
const meta = {
  title: 'Screens/Client/Appointments list',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: { screen: { path: '/cx/appointments' } satisfies ScreenParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments',
      setup: ({ state }) => {
        state.appointments = [
          makeAppointment({ reference_id: 'PWCFUT01', ...startingIn(2 * DAY_MINUTES) }),
          makeAppointment({
            reference_id: 'PWCFUT02',
            ...startingIn(6 * DAY_MINUTES),
            pet: { ...makeAppointment().pet, name: 'Miso', species: 'CAT' },
            concerns: ['Vomiting'],
          }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const upcoming = await canvas.findByRole('region', { name: t('appointments.future') }, LOAD);
    await expect(
      await within(upcoming).findByRole(
        'heading',
        { name: t('appointment.title', { pet: 'Biscuit' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      within(upcoming).getByRole('link', { name: t('appointments.viewDetails', { reference: 'PWCFUT02' }) }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('appointments.past.empty'), {}, LOAD)).toBeVisible();
  },
};

export const Past: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments',
      setup: ({ state }) => {
        state.appointments = [
          makeAppointment({ reference_id: 'PWCPAST1', status: 'COMPLETED', ...startingIn(-3 * DAY_MINUTES) }),
          makeAppointment({
            reference_id: 'PWCPAST2',
            status: 'CANCELLED',
            ...startingIn(-20 * DAY_MINUTES),
          }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const past = await canvas.findByRole('region', { name: t('appointments.past') }, LOAD);
    await expect(
      await within(past).findByRole(
        'link',
        { name: t('appointments.viewDetails', { reference: 'PWCPAST1' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(past).getByText(t('appointment.label.completed'))).toBeVisible();
    await expect(within(past).getByText(t('appointment.label.cancelled'))).toBeVisible();
    await expect(await canvas.findByText(t('appointments.future.empty'), {}, LOAD)).toBeVisible();
  },
};

export const Incomplete: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments',
      setup: ({ state }) => {
        state.appointments = [
          makeAppointment({
            reference_id: 'PWCNOSH1',
            status: 'INCOMPLETE',
            ...startingIn(-5 * DAY_MINUTES),
          }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const incomplete = await canvas.findByRole('region', { name: t('appointments.incomplete') }, LOAD);
    await expect(
      await within(incomplete).findByRole(
        'link',
        { name: t('appointments.viewDetails', { reference: 'PWCNOSH1' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      within(within(incomplete).getByRole('article')).getByText(t('appointment.label.incomplete')),
    ).toBeVisible();
    // A no-show is not a past visit: Past leaves it out.
    await expect(await canvas.findByText(t('appointments.past.empty'), {}, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments',
      setup: ({ state }) => {
        state.appointments = [];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('appointments.future.empty'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(t('appointments.past.empty'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(t('appointments.incomplete.empty'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('appointments.bookNew') })).toHaveAttribute(
      'href',
      '/gs',
    );
  },
};
