import { formatMoney } from '@pawcall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { completedAppointment, DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
const DAY = 86_400_000;

/**
 * The amount or date shown beside a statement line (a dt and its dd). The label's spaces are
 * matched as the DOM text is normalized (fr-CA's percent has a narrow no-break space).
 */
function line(canvas: HTMLElement, label: string) {
  const term = within(canvas).getByText(label.replace(/\s+/g, ' '), { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent;
}

/** /px/appointments/{id}/receipt: Dr. Chen's printable statement for one appointment. */
const meta = {
  title: 'Screens/Vet/Earnings statement',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/px/appointments/PWCRCP01/receipt',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [completedAppointment('PWCRCP01', 10)];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visit completed 10 days ago: $75 less the 20.00% platform fee, paid out 7 days after the visit. */
export const PaidOut: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, intl, locale } = storyMessages(globals);
    await canvas.findByRole('heading', { name: t('pxReceipt.title', { reference: 'PWCRCP01' }) }, LOAD);
    const usd = (amount: number) => formatMoney(amount, 'USD', locale);
    const rate = intl.formatNumber(0.2, { style: 'percent', minimumFractionDigits: 2 });
    await expect(line(canvasElement, t('pxReceipt.client'))).toBe('Olivia Martin');
    await expect(line(canvasElement, t('pxReceipt.grossEarnings'))).toBe(usd(7500));
    await expect(line(canvasElement, t('pxReceipt.platformFee', { rate }))).toBe(usd(-1500));
    await expect(line(canvasElement, t('pxReceipt.netTotal'))).toBe(usd(6000));
    await expect(line(canvasElement, t('pxReceipt.paidOut'))).toBe(usd(6000));
    const appointment = completedAppointment('PWCRCP01', 10);
    const paidOn = intl.formatDate(Date.parse(appointment.end_at) + 7 * DAY, { dateStyle: 'medium' });
    await expect(line(canvasElement, t('pxReceipt.paidOn'))).toBe(paidOn);
    await expect(canvas.getByText(t('pxReceipt.status.PAID', { date: paidOn }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('pxReceipt.print') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('visit.backToAppointment') })).toBeVisible();
  },
};

/** Completed yesterday: earned, not yet paid; the statement says on which day it will be. */
export const Scheduled: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCRCP02/receipt',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [completedAppointment('PWCRCP02', 1)];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, intl, locale } = storyMessages(globals);
    await canvas.findByRole('heading', { name: t('pxReceipt.title', { reference: 'PWCRCP02' }) }, LOAD);
    await expect(line(canvasElement, t('pxReceipt.netTotal'))).toBe(formatMoney(6000, 'USD', locale));
    await expect(line(canvasElement, t('pxReceipt.paidOut'))).toBe(formatMoney(0, 'USD', locale));
    await expect(line(canvasElement, t('pxReceipt.paidOn'))).toBe(t('pxReceipt.notYet'));
    const appointment = completedAppointment('PWCRCP02', 1);
    const payday = intl.formatDate(Date.parse(appointment.end_at) + 7 * DAY, { dateStyle: 'medium' });
    await expect(canvas.getByText(t('pxReceipt.status.SCHEDULED', { date: payday }))).toBeVisible();
  },
};

/** A cancelled appointment earns nothing, and the statement says why. */
export const CancelledNoEarnings: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCRCP03/receipt',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [
          upcomingAppointment('PWCRCP03', 2 * DAY_MINUTES, { status: 'CANCELLED', can_cancel: false }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, locale } = storyMessages(globals);
    await expect(await canvas.findByText(t('pxReceipt.status.CANCELLED'), {}, LOAD)).toBeVisible();
    await expect(line(canvasElement, t('pxReceipt.grossEarnings'))).toBe(formatMoney(0, 'USD', locale));
    await expect(line(canvasElement, t('pxReceipt.netTotal'))).toBe(formatMoney(0, 'USD', locale));
    await expect(line(canvasElement, t('pxReceipt.paidOn'))).toBe(t('pxReceipt.notYet'));
  },
};
