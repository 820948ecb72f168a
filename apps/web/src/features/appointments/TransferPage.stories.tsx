import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** /cx/transfer/{id}: another vet and a time, with the transfer fee shown before confirming. */
const meta = {
  title: 'Screens/Client/Transfer appointment',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/transfer/PWCMOVE1',
      // Dr. Chen confirmed it, so moving it costs the transfer fee.
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCMOVE1', 3 * DAY_MINUTES, { can_transfer: true })];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeeCharged: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const summary = await canvas.findByRole('region', { name: t('transfer.summary.title') }, LOAD);
    await expect(await within(summary).findByText(t('transfer.fee.charged'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /Sam Patel/ }, LOAD)).toBeVisible();
    // The appointment's own vet is not offered.
    await expect(canvas.queryByRole('radio', { name: /Emily Chen/ })).toBeNull();
  },
};

export const FreeBeforeTheVetConfirms: Story = {
  parameters: {
    screen: {
      path: '/cx/transfer/PWCMOVE2',
      setup: ({ state }) => {
        state.appointments = [
          upcomingAppointment('PWCMOVE2', 3 * DAY_MINUTES, {
            partner_confirmed_at: null,
            can_transfer: true,
            can_self_transfer: true,
          }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    const summary = await canvas.findByRole('region', { name: t('transfer.summary.title') }, LOAD);
    await expect(
      await within(summary).findByText(t('transfer.fee.free.NOT_CONFIRMED_BY_VET'), {}, LOAD),
    ).toBeVisible();
  },
};
