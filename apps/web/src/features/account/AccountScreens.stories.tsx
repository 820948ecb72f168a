import { petBiscuit, petMiso } from '@pawcall/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The client's account pages, each at its own URL, signed in as Olivia. */
const meta = {
  title: 'Screens/Account',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: { screen: { path: '/cx/account' } satisfies ScreenParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /cx/account: who the client is, and a link to every account page. */
export const Overview: Story = {
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account.title') }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('olivia@pawcall.test')).toBeVisible();
    const sections = canvas.getByRole('navigation', { name: t('account.sections') });
    await expect(within(sections).getByRole('link', { name: t('account.pets.title') })).toHaveAttribute(
      'href',
      '/cx/account/pets',
    );
    await expect(within(sections).getByRole('link', { name: t('account.security.title') })).toHaveAttribute(
      'href',
      '/cx/account/security',
    );
  },
};

/** /cx/account/profile: names, gender, birthday and the email change. */
export const Profile: Story = {
  parameters: { screen: { path: '/cx/account/profile' } satisfies ScreenParameters },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('accountSettings.profile.title') }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('accountSettings.profile.firstName') })).toHaveValue(
      'Olivia',
    );
    await expect(canvas.getByRole('heading', { name: t('accountSettings.email.heading') })).toBeVisible();
  },
};

/** /cx/account/pets: each pet with its latest weight; Miso has none recorded yet. */
export const PetsList: Story = {
  parameters: {
    screen: {
      path: '/cx/account/pets',
      setup: ({ state }) => {
        state.pets = state.pets.map((pet) =>
          pet.uuid === petBiscuit.uuid
            ? { ...pet, weight: { value: 11.2, is_metric: true, created_at: daysAgo(20) } }
            : pet,
        );
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account.pets.title') }, LOAD),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Biscuit' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Miso' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('account.pets.edit', { name: 'Miso' }) }),
    ).toHaveAttribute('href', `/cx/account/pets/${petMiso.uuid}`);
    await expect(canvas.getByRole('link', { name: t('account.pets.add') })).toHaveAttribute(
      'href',
      '/cx/account/pets/add',
    );
  },
};

/** /cx/account/pets/{id}: Biscuit's form, with a weight history whose last entry is more than 6 months old. */
export const PetEdit: Story = {
  parameters: {
    screen: {
      path: `/cx/account/pets/${petBiscuit.uuid}`,
      setup: ({ state }) => {
        const old = { value: 10.4, is_metric: true, created_at: daysAgo(400) };
        const latest = { value: 11.2, is_metric: true, created_at: daysAgo(200) };
        state.pets = state.pets.map((pet) =>
          pet.uuid === petBiscuit.uuid ? { ...pet, weight: latest, weight_history: [old, latest] } : pet,
        );
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('account.pets.edit', { name: 'Biscuit' }) },
        LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('account.pets.history.outdated'))).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: t('account.pets.history') })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByDisplayValue('Biscuit')).toBeVisible();
  },
};

/** /cx/account/billing: the saved cards, the primary one marked, with links to add one and to the history. */
export const Billing: Story = {
  parameters: { screen: { path: '/cx/account/billing' } satisfies ScreenParameters },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account.billing.title') }, LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByText(t('account.billing.card', { brand: 'visa', last4: '4242' }), {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText(t('account.billing.primary'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('account.billing.makePrimary', { last4: '0002' }) }),
    ).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t('billing.history.link') })).toHaveAttribute(
      'href',
      '/cx/account/billing/history',
    );
  },
};

/** /cx/account/security: the password form. */
export const Security: Story = {
  parameters: {
    screen: {
      path: '/cx/account/security',
      setup: ({ state }) => {
        if (state.user) state.user.password_changed_at = daysAgo(10);
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('account.security.title') }, LOAD),
    ).toBeVisible();
    const form = canvas.getByRole('form', { name: t('account.security.title') });
    await expect(within(form).getByLabelText(t('account.security.current'))).toHaveAttribute(
      'type',
      'password',
    );
    await expect(within(form).getByLabelText(t('account.security.new'))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.queryByText(t('account.security.advice'))).toBeNull();
  },
};

/** The same page when the password is more than 90 days old: the change is advised. */
export const SecurityPasswordAdvice: Story = {
  parameters: {
    screen: {
      path: '/cx/account/security',
      setup: ({ state }) => {
        if (state.user) state.user.password_changed_at = daysAgo(120);
      },
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByText(t('account.security.advice'), {}, LOAD)).toBeVisible();
  },
};
