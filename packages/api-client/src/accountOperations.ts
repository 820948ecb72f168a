import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

type V1Body<Op extends keyof V1Operations> = V1Operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type PetInput = V1Body<'createPet'>;
export type AddressInput = V1Body<'createAddress'>;
export type PartnerOnboardingBody = V1Body<'completePartnerOnboarding'>;
export type PreferencesBody = V1Body<'updatePreferences'>;
export type SocialLoginBody = V1Body<'socialLogin'>;
export type NotificationListQuery = NonNullable<V1Operations['listNotifications']['parameters']['query']>;

/**
 * Accounts (sign-in beyond the password, verification, onboarding, profile, pets, cards,
 * notifications). A module of its own, apart from `api`, so the bundler keeps it out of the first
 * page's JavaScript: only the lazy screens that use it import it.
 */
export const accountApi = {
  requestPasswordReset: (c: ApiClients, email: string) =>
    unwrap(c, () => c.v1.POST('/auth/password/forgot', { body: { email } })),
  resetPassword: (c: ApiClients, body: V1Body<'resetPassword'>) =>
    unwrap(c, () => c.v1.POST('/auth/password/reset', { body })),
  requestMagicLink: (c: ApiClients, email: string) =>
    unwrap(c, () => c.v1.POST('/auth/magic-link', { body: { email } })),
  verifyMagicLogin: (c: ApiClients, id: string, code: string) =>
    unwrap(c, () => c.v1.POST('/auth/magic-login', { body: { id, code, platform: 'WEB' } })),
  listSocialProviders: (c: ApiClients) => unwrap(c, () => c.v1.GET('/auth/social/providers')),
  socialLogin: (c: ApiClients, body: SocialLoginBody) => unwrap(c, () => c.v1.POST('/auth/social', { body })),
  getSsoOrganization: (c: ApiClients, organization: string) =>
    unwrap(c, () => c.v1.GET('/auth/sso/{organization}', { params: { path: { organization } } })),
  sendEmailCode: (c: ApiClients) => unwrap(c, () => c.v1.POST('/profile/email/code')),
  verifyEmail: (c: ApiClients, code: string) =>
    unwrap(c, () => c.v1.POST('/profile/email/verify', { body: { code } })),
  updatePhone: (c: ApiClients, countryCode: string, phoneNumber: string) =>
    unwrap(c, () =>
      c.v1.PUT('/profile/phone', { body: { country_code: countryCode, phone_number: phoneNumber } }),
    ),
  /** A new code to the saved number: texted, or read out by a call. */
  sendPhoneCode: (c: ApiClients, channel: 'SMS' | 'CALL' = 'SMS') =>
    unwrap(c, () => c.v1.POST('/profile/phone/code', { body: { channel } })),
  verifyPhone: (c: ApiClients, code: string) =>
    unwrap(c, () => c.v1.POST('/profile/phone/verify', { body: { code } })),
  createAddress: (c: ApiClients, body: AddressInput) =>
    unwrap(c, () => c.v1.POST('/profile/address', { body })),
  updateAddress: (c: ApiClients, uuid: string, body: AddressInput) =>
    unwrap(c, () => c.v1.PUT('/profile/address/{uuid}', { params: { path: { uuid } }, body })),
  changePassword: (c: ApiClients, currentPassword: string, password: string) =>
    unwrap(c, () => c.v1.PUT('/profile/password', { body: { current_password: currentPassword, password } })),
  updatePreferences: (c: ApiClients, body: PreferencesBody) =>
    unwrap(c, () => c.v1.PATCH('/profile/preferences', { body })),
  uploadProfilePhoto: (c: ApiClients, dataUrl: string) =>
    unwrap(c, () => c.v1.POST('/profile/photo', { body: { data_url: dataUrl } })),
  identifyChatWidget: (c: ApiClients) => unwrap(c, () => c.v1.GET('/profile/identify/hs')),
  getProfileMetrics: (c: ApiClients) => unwrap(c, () => c.v1.GET('/profile/metrics')),
  getPermissions: (c: ApiClients) => unwrap(c, () => c.v1.GET('/permissions')),
  updateCommunicationPreferences: (c: ApiClients, body: V1Body<'updateCommunicationPreferences'>) =>
    unwrap(c, () => c.v1.POST('/cx/communication/update', { body })),
  completeClientOnboarding: (c: ApiClients) => unwrap(c, () => c.v1.POST('/cx/onboarding/complete')),
  completePartnerOnboarding: (c: ApiClients, body: PartnerOnboardingBody) =>
    unwrap(c, () => c.v1.POST('/px/onboarding/complete', { body })),
  createPet: (c: ApiClients, body: PetInput) => unwrap(c, () => c.v1.POST('/cx/pets', { body })),
  updatePet: (c: ApiClients, uuid: string, body: V1Body<'updatePet'>) =>
    unwrap(c, () => c.v1.PUT('/cx/pets/{uuid}', { params: { path: { uuid } }, body })),
  patchPet: (c: ApiClients, uuid: string, body: V1Body<'patchPet'>) =>
    unwrap(c, () => c.v1.PATCH('/cx/pets/{uuid}', { params: { path: { uuid } }, body })),
  removePet: (c: ApiClients, uuid: string, body: V1Body<'removePet'>) =>
    unwrap(c, () => c.v1.DELETE('/cx/pets/{uuid}', { params: { path: { uuid } }, body })),
  setDefaultPaymentMethod: (c: ApiClients, id: string) =>
    unwrap(c, () =>
      c.v1.PUT('/cx/payment-methods/{id}', { params: { path: { id } }, body: { is_default: true } }),
    ),
  removePaymentMethod: (c: ApiClients, id: string) =>
    unwrap(c, () => c.v1.DELETE('/cx/payment-methods/{id}', { params: { path: { id } } })),
  listNotifications: (c: ApiClients, query: NotificationListQuery = {}) =>
    unwrap(c, () => c.v1.GET('/notifications', { params: { query } })),
  recentNotifications: (c: ApiClients) => unwrap(c, () => c.v1.GET('/notifications/recent')),
  latestNews: (c: ApiClients) => unwrap(c, () => c.v1.GET('/notifications/news/latest')),
  markNotificationRead: (c: ApiClients, id: string) =>
    unwrap(c, () => c.v1.POST('/notifications/{id}', { params: { path: { id } } })),
  markAllNotificationsRead: (c: ApiClients) => unwrap(c, () => c.v1.PUT('/notifications/mark-all-as-read')),
  getGeo: (c: ApiClients) => unwrap(c, () => c.p.GET('/geo')),
  getExchangeRate: (c: ApiClients, from: string, to: string) =>
    unwrap(c, () => c.p.GET('/exchange/{from}/{to}', { params: { path: { from, to } } })),
  postBeacon: (c: ApiClients, payload: string) => unwrap(c, () => c.p.POST('/beacon', { body: { payload } })),
};
