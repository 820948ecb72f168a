import type { ApiClients } from './clients';
import { errorFromResponse, networkError } from './errors';
import type { V1Operations, POperations } from './generated';

type FetchResult = { data?: unknown; error?: unknown; response: Response };
// Distributes over openapi-fetch's success | error union; only the success branch has a required `data`.
type DataOf<R> = R extends { data: infer E } ? (E extends { data: infer D } ? D : never) : never;

/** Runs one call and unwraps the envelope; every failure becomes an ApiError. */
export async function unwrap<R extends FetchResult>(
  clients: ApiClients,
  run: () => Promise<R>,
): Promise<DataOf<R>> {
  const locale = clients.config.getLocale();
  let result: R;
  try {
    result = await run();
  } catch (cause) {
    throw networkError(cause, locale);
  }
  const body = result.data as { status?: unknown; data?: unknown } | undefined;
  if (result.response.ok && body?.status === 'success') return body.data as DataOf<R>;
  const error = errorFromResponse(result.response.status, result.error ?? result.data, locale);
  if (error.status === 403 && error.code === 'IDENTIFIER')
    clients.config.onIdentifierError?.(error.data?.url ?? '/');
  throw error;
}

type V1Body<Op extends keyof V1Operations> = V1Operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type PBody<Op extends keyof POperations> = POperations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type AppointmentListQuery = NonNullable<V1Operations['listAppointments']['parameters']['query']>;
export type PartnerSearchQuery = NonNullable<POperations['searchPartners']['parameters']['query']>;
export type LoginBody = V1Body<'login'>;
export type RegisterBody = V1Body<'register'>;
export type BookBody = V1Body<'book'>;
export type ConfirmBookingBody = V1Body<'confirmBooking'>;
export type AvailabilityBody = PBody<'getPartnerAvailability'>;
export type CreateQuoteBody = PBody<'createQuote'>;

// One plain function per operation: the machines' injected actors and the react-query hooks both call these.
export const api = {
  login: (c: ApiClients, body: LoginBody) => unwrap(c, () => c.v1.POST('/auth/login', { body })),
  register: (c: ApiClients, body: RegisterBody) => unwrap(c, () => c.v1.POST('/auth/register', { body })),
  refreshSession: (c: ApiClients) => unwrap(c, () => c.v1.POST('/auth/refresh')),
  logout: (c: ApiClients) => unwrap(c, () => c.v1.POST('/auth/logout')),
  getProfile: (c: ApiClients) => unwrap(c, () => c.v1.GET('/profile')),
  listPets: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/pets')),
  listPaymentMethods: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/payment-methods')),
  addPaymentMethod: (c: ApiClients, paymentMethodId: string) =>
    unwrap(c, () => c.v1.POST('/cx/payment-methods', { body: { payment_method_id: paymentMethodId } })),
  getQuote: (c: ApiClients, uuid: string) =>
    unwrap(c, () => c.v1.GET('/cx/quote/{uuid}', { params: { path: { uuid } } })),
  setQuotePet: (c: ApiClients, uuid: string, petUuid: string) =>
    unwrap(c, () =>
      c.v1.PUT('/cx/quote/{uuid}/pet', { params: { path: { uuid } }, body: { pet_uuid: petUuid } }),
    ),
  setQuotePaymentMethod: (c: ApiClients, uuid: string, paymentMethodUuid: string) =>
    unwrap(c, () =>
      c.v1.PUT('/cx/quote/{uuid}/payment-method', {
        params: { path: { uuid } },
        body: { payment_method_uuid: paymentMethodUuid },
      }),
    ),
  setQuotePromoCode: (c: ApiClients, uuid: string, code: string) =>
    unwrap(c, () => c.v1.PUT('/cx/quote/{uuid}/promo-code', { params: { path: { uuid } }, body: { code } })),
  book: (c: ApiClients, body: BookBody) => unwrap(c, () => c.v1.POST('/cx/book', { body })),
  confirmBooking: (c: ApiClients, body: ConfirmBookingBody) =>
    unwrap(c, () => c.v1.POST('/cx/book/confirm', { body })),
  authenticateLocalPaymentIntent: (
    c: ApiClients,
    id: string,
    clientSecret: string,
    outcome: 'succeed' | 'fail',
  ) =>
    unwrap(c, () =>
      c.v1.POST('/payments/local/intents/{id}/authenticate', {
        params: { path: { id } },
        body: { client_secret: clientSecret, outcome },
      }),
    ),
  listAppointments: (c: ApiClients, query: AppointmentListQuery = {}) =>
    unwrap(c, () => c.v1.GET('/cx/appointments', { params: { query } })),
  getAppointment: (c: ApiClients, ref: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}', { params: { path: { ref } } })),
  searchPartners: (c: ApiClients, query: PartnerSearchQuery = {}) =>
    unwrap(c, () => c.p.GET('/partners/search', { params: { query } })),
  getPartnerProfile: (c: ApiClients, slug: string) =>
    unwrap(c, () => c.p.GET('/partners/{slug}', { params: { path: { slug } } })),
  getPartnerAvailability: (c: ApiClients, uuid: string, body: AvailabilityBody) =>
    unwrap(c, () => c.p.POST('/partner/{uuid}/availability', { params: { path: { uuid } }, body })),
  createQuote: (c: ApiClients, partnerUuid: string, body: CreateQuoteBody) =>
    unwrap(c, () => c.p.POST('/quote/{partnerUuid}', { params: { path: { partnerUuid } }, body })),
};

export type PetInput = V1Body<'createPet'>;
export type AddressInput = V1Body<'createAddress'>;
export type PartnerOnboardingBody = V1Body<'completePartnerOnboarding'>;
export type PreferencesBody = V1Body<'updatePreferences'>;
export type SocialLoginBody = V1Body<'socialLogin'>;
export type NotificationListQuery = NonNullable<V1Operations['listNotifications']['parameters']['query']>;

/**
 * Accounts (sign-in beyond the password, verification, onboarding, profile, pets, cards,
 * notifications). A separate object from `api` so the first page's bundle carries only what it uses.
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
  sendPhoneCode: (c: ApiClients) => unwrap(c, () => c.v1.POST('/profile/phone/code')),
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
