import { MAX_LICENCES } from '@pawcall/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  type ScreenParameters,
  ScreenRoutes,
  type StoryServer,
  withScreen,
} from '../../storybook/ScreenStory';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
type T = ReturnType<typeof storyMessages>['t'];
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A vet who has just registered, with a verified phone: onboarding at /px/welcome. */
function newVet({ state }: StoryServer) {
  state.user = {
    ...state.user!,
    type: 'PARTNER',
    status: 'ONBOARDING',
    designation: null,
    post_nominal: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    pets: [],
    payment_methods: [],
    phone: { uuid: '5f0c1e6a-9d0e-4a59-b3f6-0d4c1a0b7e21', phone_number: '+14165550222', is_verified: true },
  };
}

/** Through the welcome, designation and photo steps to the credentials step, as the vet would. */
async function toCredentials(canvas: Canvas, userEvent: UserEvent, t: T) {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('onboarding.partner.welcome.start') }, LOAD),
  );
  await userEvent.click(await canvas.findByRole('button', { name: t('onboarding.continue') }, LOAD));
  await userEvent.type(
    await canvas.findByLabelText(startsWith(t('onboarding.partner.postNominal')), {}, LOAD),
    'RVT',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('onboarding.continue') }));
  await userEvent.click(
    await canvas.findByRole('button', { name: t('onboarding.partner.photo.skip') }, LOAD),
  );
  return canvas.findByRole('button', { name: t('onboarding.partner.licence.add') }, LOAD);
}

const licences = (canvas: Canvas, t: T) =>
  canvas.getAllByRole('group', {
    name: new RegExp(`^${t('onboarding.partner.licence.legend', { number: '\\d+' })}$`),
  });

/** /px/welcome/credentials: the vet's education and up to 10 licences, one group per licence. */
const meta = {
  title: 'Screens/Vet/Onboarding credentials',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  // The page keeps a partner's entries in this browser; each story starts with none.
  beforeEach: () => localStorage.clear(),
  tags: ['!autodocs'],
  parameters: {
    screen: { path: '/px/welcome', viewer: 'vet', setup: newVet } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three licences, each its own labelled group; an expired one is refused under its own row. */
export const SeveralLicences: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const add = await toCredentials(canvas, userEvent, t);
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(licences(canvas, t)).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.partner.licence.remove', { number: 3 }) }),
    );
    await expect(licences(canvas, t)).toHaveLength(2);
    const licence = (number: number) =>
      within(canvas.getByRole('group', { name: t('onboarding.partner.licence.legend', { number }) }));
    await userEvent.type(
      canvas.getByLabelText(startsWith(t('onboarding.partner.school'))),
      'Ontario Veterinary College',
    );
    await userEvent.type(canvas.getByLabelText(startsWith(t('onboarding.partner.year'))), '2015');
    await userEvent.type(
      licence(1).getByLabelText(startsWith(t('onboarding.partner.licence.jurisdiction'))),
      'ON',
    );
    await userEvent.type(
      licence(1).getByLabelText(startsWith(t('onboarding.partner.licence.number'))),
      'ON-1',
    );
    await userEvent.type(
      licence(1).getByLabelText(startsWith(t('onboarding.partner.licence.expires'))),
      '2031-06-30',
    );
    await userEvent.type(
      licence(2).getByLabelText(startsWith(t('onboarding.partner.licence.jurisdiction'))),
      'QC',
    );
    await userEvent.type(
      licence(2).getByLabelText(startsWith(t('onboarding.partner.licence.number'))),
      'QC-2',
    );
    await userEvent.type(
      licence(2).getByLabelText(startsWith(t('onboarding.partner.licence.expires'))),
      '2020-01-31',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.continue') }));
    await expect(
      await licence(2).findByText(t('onboarding.partner.licence.expiryPast'), {}, LOAD),
    ).toBeVisible();
    await expect(licence(1).queryByText(t('onboarding.partner.licence.expiryPast'))).toBeNull();
  },
};

/** At 10 licences the add button is disabled and the page says why; removing one enables it again. */
export const TenLicenceLimit: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const add = await toCredentials(canvas, userEvent, t);
    await expect(
      canvas.queryByText(t('onboarding.partner.licence.limit', { count: MAX_LICENCES })),
    ).toBeNull();
    for (let count = licences(canvas, t).length; count < MAX_LICENCES; count++) await userEvent.click(add);
    await expect(licences(canvas, t)).toHaveLength(MAX_LICENCES);
    await expect(add).toBeDisabled();
    await expect(
      canvas.getByText(t('onboarding.partner.licence.limit', { count: MAX_LICENCES })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.partner.licence.remove', { number: MAX_LICENCES }) }),
    );
    await waitFor(() => expect(add).toBeEnabled());
    await expect(licences(canvas, t)).toHaveLength(MAX_LICENCES - 1);
  },
};
