import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import type { components, V1Operations } from './generated';
import { accountApi } from './accountOperations';
import { unwrap } from './operations';

type Schemas = components['schemas'];
export type Gender = Schemas['Gender'];
export type ProfileInput = Schemas['ProfileInput'];
export type CodeSent = Schemas['CodeSent'];
export type CommunicationPreferences = Schemas['CommunicationPreferences'];
export type ChatSettings = Schemas['ChatSettings'];
export type Referral = Schemas['Referral'];
export type ReferralStatus = Schemas['ReferralStatus'];
export type Referrals = Schemas['Referrals'];
export type Wallet = Schemas['Wallet'];
export type WalletGiftCard = Schemas['WalletGiftCard'];
export type WalletVoucher = Schemas['WalletVoucher'];
export type WalletPromoCode = Schemas['WalletPromoCode'];
export type ChatSettingsBody = NonNullable<
  V1Operations['updateChatSettings']['requestBody']
>['content']['application/json'];
export type CommunicationPreferencesBody = NonNullable<
  V1Operations['updateCommunicationPreferences']['requestBody']
>['content']['application/json'];

/**
 * Account settings: profile details, email change by code, photo removal, communication
 * and chat preferences, referrals and the wallet. Only the lazy account screens import it. Saving
 * the communication preferences and the chat widget's identity are accountApi's
 * (updateCommunicationPreferences, identifyChatWidget).
 */
export const accountSettingsApi = {
  updateProfile: (c: ApiClients, body: ProfileInput) => unwrap(c, () => c.v1.PUT('/profile', { body })),
  /** Sends a 6-digit code to the new address; the email changes only with verifyEmailChange. */
  requestEmailChange: (c: ApiClients, email: string) =>
    unwrap(c, () => c.v1.POST('/profile/email', { body: { email } })),
  verifyEmailChange: (c: ApiClients, code: string) =>
    unwrap(c, () => c.v1.POST('/profile/email/change/verify', { body: { code } })),
  removeProfilePhoto: (c: ApiClients) => unwrap(c, () => c.v1.DELETE('/profile/photo')),
  getCommunicationPreferences: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/communication')),
  getChatSettings: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/chat-settings')),
  updateChatSettings: (c: ApiClients, body: ChatSettingsBody) =>
    unwrap(c, () => c.v1.PUT('/cx/chat-settings', { body })),
  listReferrals: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/referrals')),
  sendReferral: (c: ApiClients, email: string) =>
    unwrap(c, () => c.v1.POST('/cx/referrals', { body: { email } })),
  getWallet: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/wallet')),
};

export const accountSettingsKeys = {
  communication: ['cx', 'communication'] as const,
  chatSettings: ['cx', 'chat-settings'] as const,
  chatIdentity: ['profile', 'identify', 'hs'] as const,
  referrals: ['cx', 'referrals'] as const,
  wallet: ['cx', 'wallet'] as const,
};

export const accountSettingsQueries = {
  communication: (c: ApiClients) =>
    queryOptions({
      queryKey: accountSettingsKeys.communication,
      queryFn: () => accountSettingsApi.getCommunicationPreferences(c),
    }),
  chatSettings: (c: ApiClients) =>
    queryOptions({
      queryKey: accountSettingsKeys.chatSettings,
      queryFn: () => accountSettingsApi.getChatSettings(c),
    }),
  chatIdentity: (c: ApiClients) =>
    queryOptions({
      queryKey: accountSettingsKeys.chatIdentity,
      queryFn: () => accountApi.identifyChatWidget(c),
    }),
  referrals: (c: ApiClients) =>
    queryOptions({
      queryKey: accountSettingsKeys.referrals,
      queryFn: () => accountSettingsApi.listReferrals(c),
    }),
  wallet: (c: ApiClients) =>
    queryOptions({ queryKey: accountSettingsKeys.wallet, queryFn: () => accountSettingsApi.getWallet(c) }),
};

export function useCommunicationPreferences() {
  return useQuery(accountSettingsQueries.communication(useApiClients()));
}
export function useChatSettings() {
  return useQuery(accountSettingsQueries.chatSettings(useApiClients()));
}
export function useChatIdentity() {
  return useQuery(accountSettingsQueries.chatIdentity(useApiClients()));
}
export function useReferrals() {
  return useQuery(accountSettingsQueries.referrals(useApiClients()));
}
export function useWallet() {
  return useQuery(accountSettingsQueries.wallet(useApiClients()));
}
