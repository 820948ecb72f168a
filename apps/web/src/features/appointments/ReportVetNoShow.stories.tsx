import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** Dr. Chen as the page names her ("Dr. {last name}"). */
function vetName(t: ReturnType<typeof storyMessages>['t']) {
  const { partner } = upcomingAppointment('PWCNSH01');
  return t('partner.name.vet', { firstName: partner.first_name, lastName: partner.last_name });
}

/**
 * "The vet did not join" on the client's appointment page: a confirmed appointment that started
 * 15 minutes ago and the vet never joined, so the shared rule offers the report.
 */
const meta = {
  title: 'Screens/Client/The vet did not join',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/appointments/PWCNSH01',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCNSH01', -15, { partner_joined_at: null })];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered: the action is on the page, nothing is reported until the client confirms. */
export const Available: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('button', { name: t('noShow.open') }, LOAD)).toBeEnabled();
    await expect(
      canvas.queryByRole('region', { name: t('noShow.confirmTitle', { vet: vetName(t) }) }),
    ).toBeNull();
    await expect(canvas.queryByText(t('noShow.hint'))).toBeNull();
  },
};

/** Asked to confirm (what happens to the payment, the vet is told); keeping waiting closes it again. */
export const ConfirmDialog: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const vet = vetName(t);
    await userEvent.click(await canvas.findByRole('button', { name: t('noShow.open') }, LOAD));
    const dialog = canvas.getByRole('region', { name: t('noShow.confirmTitle', { vet }) });
    await expect(within(dialog).getByText(t('noShow.confirmBody', { vet }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('noShow.keep') }));
    await expect(canvas.queryByRole('region', { name: t('noShow.confirmTitle', { vet }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('noShow.open') }));
    await userEvent.click(
      within(canvas.getByRole('region', { name: t('noShow.confirmTitle', { vet }) })).getByRole('button', {
        name: t('noShow.confirm'),
      }),
    );
    await waitFor(() => expect(canvas.getByText(t('noShow.done'))).toBeVisible(), LOAD);
    await expect(canvas.queryByRole('button', { name: t('noShow.open') })).toBeNull();
  },
};

/** Too early: the vet may still come, so the page says when the report opens instead of offering it. */
export const TooEarly: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCNSH02',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCNSH02', -3, { partner_joined_at: null })];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('noShow.hint'), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('noShow.open') })).toBeNull();
  },
};
