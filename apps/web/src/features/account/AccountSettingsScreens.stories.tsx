import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AccountMessageId, MessageId } from '../../i18n/messages';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** The account settings pages, each at its URL with Olivia signed in, as first opened. */
const meta = {
  title: 'Screens/Account/Settings',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: { screen: { path: '/cx/account/photo' } satisfies ScreenParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settings page: its URL, and the title its only level-1 heading shows. */
function settingsPage(path: string, title: AccountMessageId | MessageId): Story {
  return {
    parameters: { screen: { path } satisfies ScreenParameters },
    play: async ({ canvas, globals }) => {
      const { t } = storyMessages(globals);
      await expect(await canvas.findByRole('heading', { level: 1, name: t(title) }, LOAD)).toBeVisible();
    },
  };
}

export const Photo = settingsPage('/cx/account/photo', 'accountSettings.photo.title');
export const Phone = settingsPage('/cx/account/phone', 'accountSettings.phone.title');
export const Address = settingsPage('/cx/account/address', 'account.address.title');
export const GlobalPreferences = settingsPage('/cx/account/global-preferences', 'account.preferences.title');
export const Wallet = settingsPage('/cx/account/wallets', 'accountSettings.wallet.title');
export const PaymentHistory = settingsPage('/cx/account/billing/history', 'account.nav.billingHistory');
export const AddPaymentMethod = settingsPage(
  '/cx/account/billing/add-payment-method',
  'account.nav.billingAdd',
);

export const Privacy: Story = {
  parameters: { screen: { path: '/cx/account/privacy' } satisfies ScreenParameters },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('form', { name: t('accountSettings.privacy.title') }, LOAD),
    ).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: t('accountSettings.privacy.emailMarketing') }),
    ).toBeEnabled();
  },
};

export const ChatSettings: Story = {
  parameters: { screen: { path: '/cx/account/chat-settings' } satisfies ScreenParameters },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('form', { name: t('accountSettings.chat.title') }, LOAD),
    ).toBeVisible();
  },
};

export const Invite: Story = {
  parameters: { screen: { path: '/cx/account/invite' } satisfies ScreenParameters },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('accountSettings.invite.title') }, LOAD),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', { name: t('accountSettings.invite.email') }, LOAD),
    ).toBeVisible();
  },
};
