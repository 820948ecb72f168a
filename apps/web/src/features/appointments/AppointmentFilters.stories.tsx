import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  type ScreenParameters,
  ScreenRoutes,
  type StoryServer,
  withScreen,
} from '../../storybook/ScreenStory';
import { completedAppointment, DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Olivia's visits: Biscuit in 2 days, Miso in 5, and a past one of Biscuit's. */
function oliviasAppointments({ state }: StoryServer) {
  const miso = { ...state.pets[1]! };
  state.appointments = [
    upcomingAppointment('PWCFLT01', 2 * DAY_MINUTES),
    upcomingAppointment('PWCFLT02', 5 * DAY_MINUTES, { pet: miso }),
    completedAppointment('PWCFLT03', 4),
  ];
}

/** The 15th of next month as a calendar date (YYYY-MM-DD), and the day before it. */
function midNextMonth() {
  const now = new Date();
  const day = (date: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, date));
  return { from: day(15), before: day(14) };
}
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** /cx/appointments: search, status, type of visit, a date range and the order, applied on submit. */
const meta = {
  title: 'Screens/Client/Appointment filters',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: { path: '/cx/appointments', setup: oliviasAppointments } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Searching "miso" keeps Miso's visit in Upcoming, and Past says nothing matches. */
export const FilteredResult: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const upcoming = await canvas.findByRole('region', { name: t('appointments.future') }, LOAD);
    const biscuits = { name: t('appointments.viewDetails', { reference: 'PWCFLT01' }) };
    await expect(await within(upcoming).findByRole('link', biscuits, LOAD)).toBeVisible();
    const filters = canvas.getByRole('region', { name: t('appointments.filter.title') });
    await userEvent.type(
      within(filters).getByRole('searchbox', {
        name: new RegExp(`^${escapeRegExp(t('appointments.filter.search'))}`),
      }),
      'miso',
    );
    await userEvent.click(within(filters).getByRole('button', { name: t('appointments.filter.apply') }));
    await waitFor(() => expect(within(upcoming).queryByRole('link', biscuits)).toBeNull(), LOAD);
    await expect(
      within(upcoming).getByRole('link', { name: t('appointments.viewDetails', { reference: 'PWCFLT02' }) }),
    ).toBeVisible();
    const past = canvas.getByRole('region', { name: t('appointments.past') });
    await expect(await within(past).findByText(t('appointments.filter.noMatch'), {}, LOAD)).toBeVisible();
  },
};

/** An end date before the start is refused on Apply, next to the "To" date that keeps the choice. */
export const EndBeforeStart: Story = {
  parameters: {
    screen: {
      path: `/cx/appointments?from=${iso(midNextMonth().from)}&to=${iso(midNextMonth().from)}`,
      setup: oliviasAppointments,
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const { t, locale } = storyMessages(globals);
    const filters = await canvas.findByRole('region', { name: t('appointments.filter.title') }, LOAD);
    await expect(canvas.queryByText(t('appointments.filter.range'))).toBeNull();
    const to = within(filters).getByRole('button', {
      name: new RegExp(`^${escapeRegExp(t('appointments.filter.to'))}`),
    });
    await userEvent.click(to);
    // The calendar opens on the chosen end's month; the day before the start is picked.
    const dayLabel = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: dayLabel.format(midNextMonth().before) }));
    await userEvent.click(within(filters).getByRole('button', { name: t('appointments.filter.apply') }));
    await expect(await within(filters).findByText(t('appointments.filter.range'))).toBeVisible();
    const shown = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' });
    await expect(to).toHaveTextContent(shown.format(midNextMonth().before));
  },
};
