import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';
import { CANCEL_REASONS } from '@pawcall/domain';

const LOAD = { timeout: 10_000 };

/** The cancellation flow on the appointment page: the policy, a reason, text for "other", confirm. */
const meta = {
  title: 'Screens/Client/Cancel appointment',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/appointments/PWCCXL01',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCCXL01', 2 * DAY_MINUTES)];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the refund policy and the reasons to choose from. */
export const Policy: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('cancel.open') }, LOAD));
    const dialog = await canvas.findByRole('region', { name: t('cancel.title') }, LOAD);
    await expect(await within(dialog).findByText(t('cancel.policy'), {}, LOAD)).toBeVisible();
    const reasons = within(dialog).getByRole('radiogroup', { name: t('cancel.reason') });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(CANCEL_REASONS.length);
    await expect(within(dialog).getByRole('button', { name: t('cancel.confirm') })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: t('cancel.close') })).toBeEnabled();
  },
};

/** "Other" asks for text before the appointment is cancelled; with it, the cancellation goes through. */
export const OtherRequiresText: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('cancel.open') }, LOAD));
    const dialog = await canvas.findByRole('region', { name: t('cancel.title') }, LOAD);
    await userEvent.click(await within(dialog).findByRole('button', { name: t('cancel.confirm') }, LOAD));
    await expect(await within(dialog).findByText(t('cancel.required'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: t('cancel.reason.OTHER') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancel.confirm') }));
    await expect(await within(dialog).findByText(t('cancel.notesRequired'))).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('cancel.notes')) }),
      'Feeling better',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancel.confirm') }));
    // The page then shows the appointment as the server now has it: cancelled, with nothing left to cancel…
    await waitFor(() => expect(canvas.getByText(t('appointment.label.cancelled'))).toBeVisible(), LOAD);
    await expect(canvas.queryByRole('button', { name: t('cancel.open') })).toBeNull();
    // …and the flow's confirmation stays to be read.
    await expect(canvas.getByText(t('cancel.done'))).toBeVisible();
  },
};
