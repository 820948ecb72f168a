import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  type ScreenParameters,
  ScreenRoutes,
  type StoryServer,
  withScreen,
} from '../../storybook/ScreenStory';
import { completedAppointment, DAY_MINUTES, upcomingAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
const DATA = 'Scratching the right ear for four days; redness, brown discharge.';

/** A visit Dr. Chen finished yesterday, with the draft of its DAP note (data only, so far). */
function visitWithDraft({ state, visit }: StoryServer) {
  state.appointments = [completedAppointment('PWCVDAP1', 1)];
  visit.records.set('PWCVDAP1', {
    released: false,
    finalized_at: null,
    can_finalize: true,
    items: [
      {
        uuid: '7a1c2d3e-4f50-4a61-8b72-9c8d7e6f5a01',
        type: 'DAP',
        body_1: '',
        data: DATA,
        assessment: null,
        plan: null,
        is_published: false,
        created_at: new Date(Date.now() - 20 * 60 * 60_000).toISOString(),
        removed_at: null,
        author: 'Dr. Chen',
      },
    ],
  });
}

/** The same visit once its record is finalized and released to the client. */
function visitFinalized({ state, visit }: StoryServer) {
  const finalizedAt = new Date(Date.now() - 18 * 60 * 60_000).toISOString();
  state.appointments = [completedAppointment('PWCVDAP1', 1, { finalized_at: finalizedAt })];
  visit.records.set('PWCVDAP1', {
    released: true,
    finalized_at: finalizedAt,
    can_finalize: false,
    items: [
      {
        uuid: '7a1c2d3e-4f50-4a61-8b72-9c8d7e6f5a01',
        type: 'DAP',
        body_1: '',
        data: DATA,
        assessment: 'Otitis externa, likely yeast.',
        plan: 'Ear cleaner daily for 7 days, then recheck.',
        is_published: true,
        created_at: finalizedAt,
        removed_at: null,
        author: 'Dr. Chen',
      },
    ],
  });
}

/** /px/appointments/{id}: the vet's appointment with the medical record (DAP) editor. */
const meta = {
  title: 'Screens/Vet/Appointment detail',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/px/appointments/PWCVDAP1',
      viewer: 'vet',
      setup: visitWithDraft,
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft: the saved data is back in its field, and finalizing names the fields still empty. */
export const DapDraft: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('record.title') }, LOAD)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: t('record.data') })).toHaveValue(DATA),
      LOAD,
    );
    await userEvent.click(canvas.getByRole('button', { name: t('record.finalize') }));
    await expect(await canvas.findByText(t('record.assessment.invalid'))).toBeVisible();
    await expect(canvas.getByText(t('record.plan.invalid'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('record.assessment') })).not.toHaveAttribute(
      'readonly',
    );
  },
};

/** Finalized: the DAP is read-only, the record can be emailed or downloaded, and only new notes can be added. */
export const DapFinalized: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCVDAP1',
      viewer: 'vet',
      setup: visitFinalized,
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('record.title') }, LOAD)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: t('record.plan') })).toHaveAttribute('readonly'),
      LOAD,
    );
    await expect(canvas.getByRole('textbox', { name: t('record.plan') })).toHaveValue(
      'Ear cleaner daily for 7 days, then recheck.',
    );
    await expect(canvas.queryByRole('button', { name: t('record.finalize') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('record.email') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('record.download') })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: t('record.newNote') })).toBeVisible();
  },
};

/** A request the vet has not answered: confirm or decline, or cancel with the client's refund named. */
export const RequestToAnswer: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCVREQ1',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [
          upcomingAppointment('PWCVREQ1', 2 * DAY_MINUTES, { partner_confirmed_at: null }),
        ];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('button', { name: t('px.confirm') }, LOAD)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('px.decline') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('px.cancel.open') }));
    await expect(await canvas.findByRole('radiogroup', { name: t('px.cancel.reason') }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('px.cancel.close') })).toBeEnabled();
  },
};

/** A no-show: the record cannot be finalized, and the page says why. */
export const NoShowCannotFinalize: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/PWCVNOS1',
      viewer: 'vet',
      setup: ({ state }) => {
        state.appointments = [completedAppointment('PWCVNOS1', 1, { status: 'INCOMPLETE' })];
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('record.cannotFinalize'), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('record.finalize') })).toBeNull();
  },
};
