import { HttpResponse, http } from 'msw';
import type { AppNotification, Appointment, PartnerProfile, PaymentMethod, Pet, Quote, User } from '../types';
import {
  cardDeclined,
  cardNeedsAction,
  cardVisa,
  clientOlivia,
  makeAppointment,
  makeQuote,
  partnerChen,
  partnerPatel,
  slotsFrom,
} from './fixtures';
import { accountSettingsHandlers } from './accountSettingsHandlers';
import { clinicalHandlers } from './clinicalHandlers';
import { petProfileHandlers, seedClinics } from './petProfileHandlers';
import { paymentHistoryHandlers } from './paymentHistoryHandlers';
import { transferHandlers } from './transferHandlers';
import { followUpHandlers } from './followUpHandlers';
import { partnerCancelHandlers } from './partnerCancelHandlers';
import { partnerStatementHandlers } from './partnerStatementHandlers';
import { vetNoShowHandlers } from './vetNoShowHandlers';
import { orderHandlers } from './orderHandlers';
import type { Clinic } from '../petProfile';

// The spec's wording for the messages the handlers return (part 2, section 8).
export const mockMessages = {
  slotUnavailable:
    'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.',
  declined: 'We were unable to charge your card, Please try again or select another card.',
  expired: 'Your booking session has expired',
  invalidPromo: 'Invalid promo code',
  badCredentials: 'The email or password you entered is incorrect.',
};

export interface MockApiState {
  user: User | null;
  password: string;
  pets: Pet[];
  cards: PaymentMethod[];
  partners: PartnerProfile[];
  quotes: Map<string, Quote>;
  appointments: Appointment[];
  /** start_at values already booked by someone else: booking them answers 409. */
  takenSlots: Set<string>;
  intents: Map<string, { quoteUuid: string; status: 'requires_action' | 'succeeded' | 'failed' }>;
  /** Requests seen, for tests that assert what was sent. */
  requests: Request[];
  /** GET /api/p/config/payments: the local test-card provider unless a test chooses Stripe. */
  paymentsConfig: { provider: 'local' | 'stripe'; publishable_key: string | null };
  /** The signed-in user's notifications, newest first. */
  notifications: AppNotification[];
  /** The home clinic search's clinics. */
  clinics: Clinic[];
}

export interface MockApiOptions {
  signedIn?: boolean;
  slotsStart?: string;
}

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

let referenceCounter = 0;
function nextReference(): string {
  referenceCounter += 1;
  return `PWC${String(1000 + referenceCounter).padStart(5, '0')}`;
}

/** A small in-memory engine behind the contract, for component tests and stories (never for the server). */
export function createMockApi(options: MockApiOptions = {}) {
  const state: MockApiState = {
    user: options.signedIn === false ? null : structuredClone(clientOlivia),
    password: 'Pawcall123',
    pets: [...(clientOlivia.pets ?? [])],
    cards: [cardVisa, cardDeclined, cardNeedsAction],
    notifications: [
      {
        id: '6f1c8a4e-2b7d-4c1e-9a3f-0d5e7b9c1a01',
        type: 'AppointmentBooked',
        resource_id: 'PWC01001',
        resource_description: null,
        body: 'Your appointment with Dr. Chen is confirmed.',
        sent_at: '2026-11-20T15:00:00Z',
        read_at: null,
        link: '/cx/appointments/PWC01001',
      },
    ],
    partners: [partnerChen, partnerPatel],
    quotes: new Map(),
    appointments: [
      makeAppointment(),
      makeAppointment({
        reference_id: 'PWC0PAST1',
        status: 'COMPLETED',
        start_at: '2026-10-02T14:00:00Z',
        end_at: '2026-10-02T14:30:00Z',
      }),
    ],
    takenSlots: new Set(),
    intents: new Map(),
    requests: [],
    paymentsConfig: { provider: 'local', publishable_key: null },
    clinics: [...seedClinics],
  };
  const slotsStart = options.slotsStart ?? '2026-11-23T15:00:00Z';

  const requireUser = () =>
    state.user ? null : error(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  const findPartner = (key: string | undefined) =>
    state.partners.find((partner) => partner.uri_slug === key || partner.uuid === key);

  function bookQuote(
    quote: Quote,
    paymentMethodUuid: string | null | undefined,
    pet: Pet,
    concerns: string[],
    description: string,
  ) {
    if (Date.parse(quote.expires_at) <= Date.now())
      return error(410, 'SESSION_EXPIRED', mockMessages.expired);
    if (state.takenSlots.has(quote.start_at))
      return error(409, 'SLOT_UNAVAILABLE', mockMessages.slotUnavailable);
    const free = quote.total.amount === 0;
    const card = state.cards.find((c) => c.uuid === paymentMethodUuid);
    if (!free && !card) return fail({ payment_method_uuid: ['Please choose a card.'] });
    if (!free && card?.uuid === cardDeclined.uuid)
      return error(402, 'PAYMENT_DECLINED', mockMessages.declined);
    if (!free && card?.uuid === cardNeedsAction.uuid) {
      const id = `pi_${quote.uuid.slice(0, 8)}`;
      state.intents.set(id, { quoteUuid: quote.uuid, status: 'requires_action' });
      return success({
        kind: 'REQUIRES_ACTION' as const,
        payment_intent_id: id,
        client_secret: `${id}_secret`,
      });
    }
    const appointment = makeAppointment({
      reference_id: nextReference(),
      start_at: quote.start_at,
      end_at: quote.end_at,
      partner: quote.partner,
      pet,
      concerns,
      description,
      total: quote.total,
      payment_method: free ? null : (card ?? null),
      created_at: new Date().toISOString(),
    });
    state.appointments.unshift(appointment);
    state.takenSlots.add(quote.start_at);
    state.quotes.set(quote.uuid, { ...quote, modifiable: false });
    return success({ kind: 'BOOKED' as const, appointment });
  }

  const pendingBookings = new Map<
    string,
    { pet: Pet; concerns: string[]; description: string; card: string | null | undefined }
  >();

  const handlers = [
    http.all('*/api/*', ({ request }) => {
      state.requests.push(request.clone());
    }),
    ...accountSettingsHandlers(state),
    // Before the engine's /appointments/:ref handlers: /inquiry and /accelerator are fixed paths.
    ...clinicalHandlers(state),
    http.post('*/api/v1/auth/login', async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      if (body.email !== clientOlivia.email || body.password !== state.password)
        return error(401, 'INVALID_CREDENTIALS', mockMessages.badCredentials);
      state.user = structuredClone(clientOlivia);
      return success({ access_token: 'mock-access-token', expires_in: 900, user: state.user });
    }),
    http.post('*/api/v1/auth/refresh', () =>
      state.user
        ? success({ access_token: 'mock-access-token', expires_in: 900, user: state.user })
        : error(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    ),
    http.post('*/api/v1/auth/logout', () => {
      state.user = null;
      return success(null);
    }),
    // Accounts: answers that reveal nothing, counts and notifications of the signed-in user.
    http.post('*/api/v1/auth/password/forgot', () => success({ accepted: true })),
    http.post('*/api/v1/auth/magic-link', () => success({ accepted: true })),
    http.get('*/api/v1/auth/social/providers', () => success([])),
    http.get(
      '*/api/v1/profile/metrics',
      () =>
        requireUser() ??
        success({
          pets: state.pets.length,
          upcoming_appointments: 0,
          past_appointments: 0,
          unread_notifications: state.notifications.filter((n) => n.read_at === null).length,
        }),
    ),
    http.get('*/api/v1/notifications', ({ request }) => {
      const denied = requireUser();
      if (denied) return denied;
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return success({
        page,
        per_page: perPage,
        total: state.notifications.length,
        unread: state.notifications.filter((n) => n.read_at === null).length,
        items: state.notifications.slice((page - 1) * perPage, page * perPage),
      });
    }),
    // Recent leaves news out; the latest unread news comes on its own (null when there is none).
    http.get(
      '*/api/v1/notifications/recent',
      () =>
        requireUser() ??
        success({
          unread: state.notifications.filter((n) => n.read_at === null).length,
          items: state.notifications.filter((n) => n.type !== 'NewsNotification').slice(0, 5),
        }),
    ),
    http.get(
      '*/api/v1/notifications/news/latest',
      () =>
        requireUser() ??
        success(state.notifications.find((n) => n.type === 'NewsNotification' && n.read_at === null) ?? null),
    ),
    // The engine has no real-time endpoint: pages fall back to what they fetched, as when it is down.
    http.get('*/api/p/realtime-config', () =>
      error(503, 'REALTIME_UNAVAILABLE', 'Real-time updates are not part of the mock engine.'),
    ),
    http.put('*/api/v1/notifications/mark-all-as-read', () => {
      for (const notification of state.notifications) notification.read_at ??= new Date().toISOString();
      return requireUser() ?? success({ unread: 0 });
    }),
    http.post('*/api/v1/notifications/:id', ({ params }) => {
      const notification = state.notifications.find((n) => n.id === params.id);
      if (!notification) return error(404, 'NOT_FOUND', "We couldn't find this notification.");
      notification.read_at ??= new Date().toISOString();
      return requireUser() ?? success(notification);
    }),
    http.get(
      '*/api/v1/profile',
      () => requireUser() ?? success({ ...state.user!, pets: state.pets, payment_methods: state.cards }),
    ),
    http.get('*/api/p/config/payments', () => success(state.paymentsConfig)),
    http.get('*/api/v1/cx/pets', () => requireUser() ?? success(state.pets)),
    // Accounts: the profile address, preferences and pets (spec part 2, section 5).
    ...(['post', 'put'] as const).map((method) =>
      http[method](
        method === 'post' ? '*/api/v1/profile/address' : '*/api/v1/profile/address/:uuid',
        async ({ request }) => {
          const unauthenticated = requireUser();
          if (unauthenticated) return unauthenticated;
          const body = (await request.json()) as Record<string, string | null | undefined>;
          const missing = ['address_1', 'city', 'province', 'postal', 'country'].filter(
            (field) => (body[field] ?? '').trim() === '',
          );
          if (missing.length > 0)
            return fail(Object.fromEntries(missing.map((field) => [field, ['This field is required.']])));
          const address = {
            uuid: state.user!.profile_address?.uuid ?? crypto.randomUUID(),
            address_1: body.address_1!,
            address_2: body.address_2 ?? null,
            city: body.city!,
            province: body.province!,
            postal: body.postal!,
            country: body.country!,
            latitude: null,
            longitude: null,
          };
          state.user = { ...state.user!, profile_address: address };
          return success(address, method === 'post' ? 201 : 200);
        },
      ),
    ),
    http.patch('*/api/v1/profile/preferences', async ({ request }) => {
      const unauthenticated = requireUser();
      if (unauthenticated) return unauthenticated;
      const { region, ...body } = (await request.json()) as Partial<
        Pick<User, 'first_name' | 'last_name' | 'locale' | 'timezone'>
      > & { region?: string };
      if (region !== undefined && !/^[A-Z]{2}$/.test(region))
        return fail({ region: ['Please choose a region from the list.'] });
      state.user = { ...state.user!, ...body };
      if (region !== undefined) {
        // As the server: outside the local markets (CA, US, GB) a client is global.
        const local = ['CA', 'US', 'GB'].includes(region);
        const name = new Intl.DisplayNames([state.user.locale], { type: 'region' }).of(region) ?? region;
        const locale =
          region === 'CA'
            ? state.user.locale === 'fr-CA'
              ? 'fr-CA'
              : 'en-CA'
            : region === 'GB'
              ? 'en-GB'
              : 'en-US';
        state.user = {
          ...state.user,
          region: { country: region, name, locale },
          ...(state.user.type === 'CLIENT' ? { is_global: !local } : {}),
        };
      }
      return success(state.user);
    }),
    http.post('*/api/v1/cx/pets', async ({ request }) => {
      const unauthenticated = requireUser();
      if (unauthenticated) return unauthenticated;
      const body = (await request.json()) as Partial<Pet> & {
        weight?: { value: number; is_metric: boolean } | null;
      };
      if (!body.name?.trim() || !body.species)
        return fail({
          ...(body.name?.trim() ? {} : { name: ['This field is required.'] }),
          ...(body.species ? {} : { species: ['This field is required.'] }),
        });
      const weight = body.weight ? { ...body.weight, created_at: new Date().toISOString() } : null;
      const pet = {
        ...body,
        uuid: crypto.randomUUID(),
        weight,
        weight_history: weight ? [weight] : [],
      } as Pet;
      state.pets.push(pet);
      return success(pet, 201);
    }),
    http.put('*/api/v1/cx/pets/:uuid', async ({ params, request }) => {
      const unauthenticated = requireUser();
      if (unauthenticated) return unauthenticated;
      const index = state.pets.findIndex((pet) => pet.uuid === params.uuid);
      if (index < 0) return error(404, 'NOT_FOUND', "We couldn't find this pet.");
      const current = state.pets[index]!;
      const { weight: sentWeight, ...body } = (await request.json()) as Partial<Pet> & {
        weight?: { value: number; is_metric: boolean } | null;
      };
      // A new weight is added to the history; an absent one leaves it as it was.
      const weight = sentWeight ? { ...sentWeight, created_at: new Date().toISOString() } : null;
      const history = current.weight_history ?? (current.weight ? [current.weight] : []);
      const pet = {
        ...current,
        ...body,
        ...(weight ? { weight, weight_history: [...history, weight] } : {}),
      } as Pet;
      state.pets[index] = pet;
      return success(pet);
    }),
    http.get('*/api/v1/cx/payment-methods', () => requireUser() ?? success(state.cards)),
    http.post('*/api/v1/cx/payment-methods', async ({ request }) => {
      const body = (await request.json()) as {
        payment_method_id: string;
        billing_details?: PaymentMethod['billing_details'];
      };
      // "Name on card, address, city, country, province, billing country required" when sent.
      const billing = body.billing_details;
      if (billing) {
        const missing = (['name', 'address_1', 'city', 'province', 'country'] as const).filter(
          (field) => billing[field].trim() === '',
        );
        if (missing.length > 0)
          return fail(
            Object.fromEntries(
              missing.map((field) => [`billing_details.${field}`, ['This field is required.']]),
            ),
          );
      }
      const template =
        body.payment_method_id === 'pm_card_chargeDeclined'
          ? cardDeclined
          : body.payment_method_id === 'pm_card_authenticationRequired'
            ? cardNeedsAction
            : cardVisa;
      const card = {
        ...template,
        uuid: crypto.randomUUID(),
        is_default: false,
        ...(billing ? { name: billing.name, billing_details: billing } : {}),
      };
      state.cards.push(card);
      return success(card, 201);
    }),
    ...petProfileHandlers(state),
    ...paymentHistoryHandlers(state),
    ...transferHandlers(state),
    ...followUpHandlers(state),
    ...partnerCancelHandlers(state),
    ...partnerStatementHandlers(state),
    ...vetNoShowHandlers(state),
    ...orderHandlers(state),
    http.get('*/api/p/partners/search', ({ request }) => {
      const url = new URL(request.url);
      const species = url.searchParams.get('species_treated');
      const items = state.partners.filter((p) => !species || p.species_treated.includes(species as never));
      return success({ items, page: 1, per_page: 12, total: items.length });
    }),
    http.get('*/api/p/partners/:slug', ({ params }) => {
      const partner = findPartner(params.slug as string);
      return partner ? success(partner) : error(404, 'NOT_FOUND', 'This page could not be found.');
    }),
    http.post('*/api/p/partner/:uuid/availability', ({ params }) => {
      if (!findPartner(params.uuid as string))
        return error(404, 'NOT_FOUND', 'This page could not be found.');
      return success(slotsFrom(slotsStart, 8).filter((slot) => !state.takenSlots.has(slot.start_at)));
    }),
    http.post('*/api/p/quote/:partnerUuid', async ({ params, request }) => {
      const partner = findPartner(params.partnerUuid as string);
      if (!partner) return error(404, 'NOT_FOUND', 'This page could not be found.');
      const body = (await request.json()) as { start_at: string; end_at: string; pet_uuid?: string | null };
      if (state.takenSlots.has(body.start_at))
        return error(409, 'SLOT_UNAVAILABLE', mockMessages.slotUnavailable);
      const quote = makeQuote({
        uuid: crypto.randomUUID(),
        partner,
        start_at: body.start_at,
        end_at: body.end_at,
        pet: state.pets.find((p) => p.uuid === body.pet_uuid) ?? null,
      });
      state.quotes.set(quote.uuid, quote);
      return success(quote, 201);
    }),
    http.get('*/api/v1/cx/quote/:uuid', ({ params }) => {
      const quote = state.quotes.get(params.uuid as string);
      return quote
        ? success(quote)
        : error(
            404,
            'NOT_FOUND',
            'There was an error loading your quote - please try again or contact support.',
          );
    }),
    http.put('*/api/v1/cx/quote/:uuid/pet', async ({ params, request }) => {
      const quote = state.quotes.get(params.uuid as string);
      if (!quote)
        return error(
          404,
          'NOT_FOUND',
          'There was an error loading your quote - please try again or contact support.',
        );
      const body = (await request.json()) as { pet_uuid: string };
      const updated = { ...quote, pet: state.pets.find((p) => p.uuid === body.pet_uuid) ?? null };
      state.quotes.set(quote.uuid, updated);
      return success(updated);
    }),
    http.put('*/api/v1/cx/quote/:uuid/payment-method', async ({ params, request }) => {
      const quote = state.quotes.get(params.uuid as string);
      if (!quote)
        return error(
          404,
          'NOT_FOUND',
          'There was an error loading your quote - please try again or contact support.',
        );
      const body = (await request.json()) as { payment_method_uuid: string };
      const updated = {
        ...quote,
        payment_method: state.cards.find((c) => c.uuid === body.payment_method_uuid) ?? null,
      };
      state.quotes.set(quote.uuid, updated);
      return success(updated);
    }),
    http.put('*/api/v1/cx/quote/:uuid/promo-code', async ({ params, request }) => {
      const quote = state.quotes.get(params.uuid as string);
      if (!quote)
        return error(
          404,
          'NOT_FOUND',
          'There was an error loading your quote - please try again or contact support.',
        );
      const body = (await request.json()) as { code: string };
      const code = body.code.trim().toUpperCase();
      if (code !== '' && code !== 'WELCOME10' && code !== 'FREEVISIT')
        return fail({ code: [mockMessages.invalidPromo] });
      const base = quote.items.find((item) => item.type === 'APPOINTMENT_FEE')?.amount.amount ?? 0;
      const discount = code === 'FREEVISIT' ? base : code === 'WELCOME10' ? Math.round(base / 10) : 0;
      const items = quote.items.filter((item) => item.type !== 'COUPON');
      if (discount > 0)
        items.push({ type: 'COUPON', amount: { amount: -discount, currency: quote.currency } });
      const updated = {
        ...quote,
        items,
        promo_code: code || null,
        total: { amount: base - discount, currency: quote.currency },
      };
      state.quotes.set(quote.uuid, updated);
      return success(updated);
    }),
    http.post('*/api/v1/cx/book', async ({ request }) => {
      const unauthenticated = requireUser();
      if (unauthenticated) return unauthenticated;
      const body = (await request.json()) as {
        quote_uuid: string;
        pet_uuid: string;
        payment_method_uuid?: string | null;
        concerns: string[];
        description: string;
      };
      const quote = state.quotes.get(body.quote_uuid);
      if (!quote)
        return error(
          404,
          'NOT_FOUND',
          'There was an error loading your quote - please try again or contact support.',
        );
      const pet = state.pets.find((p) => p.uuid === body.pet_uuid);
      if (!pet) return fail({ pet_uuid: ['Please choose a pet.'] });
      const result = bookQuote(quote, body.payment_method_uuid, pet, body.concerns, body.description);
      pendingBookings.set(quote.uuid, {
        pet,
        concerns: body.concerns,
        description: body.description,
        card: body.payment_method_uuid,
      });
      return result;
    }),
    http.post('*/api/v1/payments/local/intents/:id/authenticate', async ({ params, request }) => {
      const intent = state.intents.get(params.id as string);
      if (!intent) return error(404, 'NOT_FOUND', 'This page could not be found.');
      const body = (await request.json()) as { outcome: 'succeed' | 'fail' };
      intent.status = body.outcome === 'succeed' ? 'succeeded' : 'failed';
      return success({
        status: intent.status === 'succeeded' ? ('succeeded' as const) : ('failed' as const),
      });
    }),
    http.post('*/api/v1/cx/book/confirm', async ({ request }) => {
      const body = (await request.json()) as { quote_uuid: string; payment_intent_id: string };
      const intent = state.intents.get(body.payment_intent_id);
      const quote = state.quotes.get(body.quote_uuid);
      const pending = pendingBookings.get(body.quote_uuid);
      if (!intent || !quote || !pending) return error(404, 'NOT_FOUND', 'This page could not be found.');
      if (intent.status !== 'succeeded') return error(402, 'PAYMENT_DECLINED', mockMessages.declined);
      const appointment = makeAppointment({
        reference_id: nextReference(),
        start_at: quote.start_at,
        end_at: quote.end_at,
        partner: quote.partner,
        pet: pending.pet,
        concerns: pending.concerns,
        description: pending.description,
        total: quote.total,
        payment_method: cardNeedsAction,
      });
      state.appointments.unshift(appointment);
      state.takenSlots.add(quote.start_at);
      return success({ kind: 'BOOKED' as const, appointment });
    }),
    http.get('*/api/v1/cx/appointments', ({ request }) => {
      const unauthenticated = requireUser();
      if (unauthenticated) return unauthenticated;
      const url = new URL(request.url);
      const tense = url.searchParams.get('filter[tense]');
      const now = Date.now();
      // record_incomplete=true is the Incomplete group; false leaves incomplete visits out of Past.
      const incomplete = url.searchParams.get('record_incomplete');
      // The server's groups (appointmentGroup): Future is live (confirmed or awaiting payment) and
      // not ended, so a cancelled or declined appointment is Past.
      const future = (a: (typeof state.appointments)[number]) =>
        (a.status === 'CONFIRMED' || a.status === 'REQUIRES_PAYMENT') && Date.parse(a.end_at) > now;
      const items = state.appointments
        .filter((a) => (tense === 'future' ? future(a) : tense === 'past' ? !future(a) : true))
        .filter((a) =>
          incomplete === 'true'
            ? a.status === 'INCOMPLETE'
            : incomplete === 'false'
              ? a.status !== 'INCOMPLETE'
              : true,
        )
        // The server's other filters: status, category, a start date range and search text.
        .filter((a) => {
          const status = url.searchParams.get('status');
          const category = url.searchParams.get('filter[category]');
          const from = url.searchParams.get('start_at');
          const to = url.searchParams.get('end_at');
          const search = url.searchParams.get('search')?.trim().toLowerCase();
          if (status && a.status !== status) return false;
          if (category && (a.category ?? 'GENERAL') !== category) return false;
          if (from && Date.parse(a.start_at) < Date.parse(from)) return false;
          if (to && Date.parse(a.start_at) >= Date.parse(to)) return false;
          if (search) {
            const text = [
              a.reference_id,
              a.pet?.name ?? '',
              `${a.partner.first_name} ${a.partner.last_name}`,
              a.description,
            ].join(' ');
            if (!text.toLowerCase().includes(search)) return false;
          }
          return true;
        })
        .sort((x, y) =>
          url.searchParams.get('sort') === '-start_at'
            ? Date.parse(y.start_at) - Date.parse(x.start_at)
            : Date.parse(x.start_at) - Date.parse(y.start_at),
        );
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const perPage = Math.max(1, Number(url.searchParams.get('per_page')) || 10);
      return success({
        items: items.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: items.length,
      });
    }),
    http.get('*/api/v1/cx/appointments/:ref', ({ params }) => {
      const appointment = state.appointments.find((a) => a.reference_id === params.ref);
      return appointment ? success(appointment) : error(404, 'NOT_FOUND', 'This page could not be found.');
    }),
    http.put('*/api/v1/cx/appointments/:ref/concerns', async ({ params, request }) => {
      const appointment = state.appointments.find((a) => a.reference_id === params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', 'This page could not be found.');
      if (!appointment.can_cancel)
        return error(409, 'NOT_ALLOWED', 'The concerns of this appointment can no longer be changed.');
      const body = (await request.json()) as { concerns?: string[] };
      const concerns = (body.concerns ?? []).map((c) => c.trim()).filter(Boolean);
      if (concerns.length === 0) return fail({ concerns: ['Please choose at least one concern.'] });
      if (concerns.length > 5) return fail({ concerns: ['Choose at most 5 concerns.'] });
      appointment.concerns = concerns;
      return success({ concerns });
    }),
  ];

  return { handlers, state };
}
