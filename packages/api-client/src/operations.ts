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
  /** Sign-up's first step: a code to the address (the same answer whether or not it has an account). */
  sendRegistrationCode: (c: ApiClients, email: string) =>
    unwrap(c, () => c.v1.POST('/auth/register/code', { body: { email } })),
  register: (c: ApiClients, body: RegisterBody) => unwrap(c, () => c.v1.POST('/auth/register', { body })),
  refreshSession: (c: ApiClients) => unwrap(c, () => c.v1.POST('/auth/refresh')),
  logout: (c: ApiClients) => unwrap(c, () => c.v1.POST('/auth/logout')),
  getProfile: (c: ApiClients) => unwrap(c, () => c.v1.GET('/profile')),
  listPets: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/pets')),
  listPaymentMethods: (c: ApiClients) => unwrap(c, () => c.v1.GET('/cx/payment-methods')),
  /** Billing details are sent by the account's add-payment-method page; every field is then required. */
  addPaymentMethod: (
    c: ApiClients,
    paymentMethodId: string,
    billingDetails?: V1Body<'addPaymentMethod'>['billing_details'],
  ) =>
    unwrap(c, () =>
      c.v1.POST('/cx/payment-methods', {
        body: {
          payment_method_id: paymentMethodId,
          ...(billingDetails ? { billing_details: billingDetails } : {}),
        },
      }),
    ),
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
