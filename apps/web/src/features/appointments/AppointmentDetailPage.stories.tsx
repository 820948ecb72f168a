import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import {
  completedAppointment,
  DAY_MINUTES,
  startingIn,
  upcomingAppointment,
} from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** /cx/appointments/{id}: one appointment of the client's, in each state the spec names. */
const meta = {
  title: 'Screens/Client/Appointment detail',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: { screen: { path: '/cx/appointments/PWCUP001' } satisfies ScreenParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming, with the questionnaire's gaps named so the client can fill them before the visit. */
export const UpcomingWithQuestionnaireNotice: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCUP001',
      setup: ({ state }) => {
        const appointment = upcomingAppointment('PWCUP001', 2 * DAY_MINUTES, { description: '' });
        state.appointments = [{ ...appointment, pet: { ...appointment.pet, weight: null } }];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t, intl } = storyMessages(globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('appointment.title', { pet: 'Biscuit' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('appointment.label.upcoming'))).toBeVisible();
    await expect(canvas.getByText(t('appointment.questionnaire.title'))).toBeVisible();
    const missing = intl.formatList(
      [t('appointment.questionnaire.REASON'), t('appointment.questionnaire.PET_DETAILS')],
      { type: 'conjunction' },
    );
    await expect(canvas.getByText(t('appointment.questionnaire.body', { missing }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('cancel.open') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('appointment.concerns.edit') })).toBeEnabled();
  },
};

/** Completed: the released medical record (DAP and notes), messages with the vet and the upgrade offer. */
export const CompletedWithRecord: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCDONE1',
      setup: ({ state, visit }) => {
        const finalizedAt = new Date(Date.now() - DAY_MINUTES * 60_000).toISOString();
        state.appointments = [completedAppointment('PWCDONE1', 2, { finalized_at: finalizedAt })];
        visit.records.set('PWCDONE1', {
          released: true,
          finalized_at: finalizedAt,
          can_finalize: false,
          items: [
            {
              uuid: '5e0b7a51-8c7d-4a55-9d1e-2f3a4b5c6d01',
              type: 'DAP',
              body_1: '',
              data: 'Scratching the right ear for four days; redness, brown discharge.',
              assessment: 'Otitis externa, likely yeast.',
              plan: 'Ear cleaner daily for 7 days, then recheck.',
              is_published: true,
              created_at: finalizedAt,
              removed_at: null,
              author: 'Dr. Chen',
            },
            {
              uuid: '5e0b7a51-8c7d-4a55-9d1e-2f3a4b5c6d02',
              type: 'COMMENT_RECORD',
              body_1: 'Keep his ears dry after walks in the rain.',
              is_published: true,
              created_at: finalizedAt,
              removed_at: null,
              author: 'Dr. Chen',
            },
          ],
        });
        visit.messages.set('PWCDONE1', {
          items: [
            {
              uuid: '5e0b7a51-8c7d-4a55-9d1e-2f3a4b5c6d03',
              channel: 'DIRECT',
              body: 'How is Biscuit doing with the ear cleaner?',
              sender: 'PARTNER',
              sender_name: 'Dr. Chen',
              created_at: finalizedAt,
            },
          ],
          can_send: true,
          window_ends_at: new Date(Date.now() + DAY_MINUTES * 60_000).toISOString(),
        });
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('appointment.label.completed'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t('record.title') }, LOAD)).toBeVisible();
    await expect(canvas.getByText('Otitis externa, likely yeast.')).toBeVisible();
    await expect(canvas.getByText('Keep his ears dry after walks in the rain.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('record.download') })).toBeEnabled();
    const messages = await canvas.findByRole('list', { name: t('messages.title') }, LOAD);
    await expect(
      within(messages).getByText('How is Biscuit doing with the ear cleaner?', { exact: false }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('clinical.offer.title'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('visit.ended.rate') })).toBeVisible();
    // A completed visit can no longer be cancelled; the page says why.
    await expect(canvas.getByText(t('cancel.rule'))).toBeVisible();
  },
};

/** Cancelled by the vet: the refund is named and nothing can be changed any more. */
export const Cancelled: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCCANC1',
      setup: ({ state }) => {
        state.appointments = [
          upcomingAppointment('PWCCANC1', DAY_MINUTES, {
            status: 'CANCELLED',
            can_cancel: false,
            cancelled_by: 'PARTNER',
            cancelled_at: new Date().toISOString(),
            refund_status: 'IN_PROGRESS',
            refund: { amount: 7500, currency: 'USD' },
            ...startingIn(DAY_MINUTES),
          }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t, intl } = storyMessages(globals);
    await expect(
      await canvas.findByText(t('appointment.cancelledByVet'), { exact: false }, LOAD),
    ).toBeVisible();
    const amount = intl.formatNumber(75, { style: 'currency', currency: 'USD' });
    // Text queries collapse the no-break spaces of a formatted amount (fr-CA: "75,00 $ US") to spaces.
    const refund = t('appointment.refund', { amount }).replace(/\s+/g, ' ');
    await expect(canvas.getByText(refund, { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('cancel.open') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('appointment.concerns.edit') })).toBeNull();
  },
};

/** The room is open: the client joins from here. */
export const ReadyToJoin: Story = {
  parameters: {
    screen: {
      path: '/cx/appointments/PWCNOW01',
      setup: ({ state }) => {
        state.appointments = [upcomingAppointment('PWCNOW01', 5, { can_enter: true })];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('link', { name: t('visit.enterRoom') }, LOAD)).toHaveAttribute(
      'href',
      '/cx/appointments/PWCNOW01/session',
    );
    await expect(canvas.getByRole('link', { name: t('receipt.link') })).toHaveAttribute(
      'href',
      '/cx/appointments/PWCNOW01/receipt',
    );
  },
};
