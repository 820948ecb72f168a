import type { POperations } from '@pawcall/api-client/types';
import { BOOKING_SESSION_SECONDS } from '@pawcall/domain';
import type { Queryable } from '../db/database';
import { offersFreeSlot, SLOT_MINUTES } from '../domain/availability';
import { conflict, InvalidFields, notFound, throttled } from '../domain/errors';
import { checkPromoCode, normalisePromoCode } from '../domain/pricing';
import type { QuoteRow, UserRow } from '../domain/rows';
import { toQuote } from '../views/quote';
import * as quotes from './repository';
import type { NewQuote } from './repository';

/**
 * The booking session: a quote holds the vet's slot, the price and the client's choices (pet, card,
 * promo code) until it is booked or its session ends. Who may start and change one is decided here;
 * the handlers only say who is calling.
 */

type QuoteInput = POperations['createQuote']['requestBody']['content']['application/json'];

/**
 * Booking sessions a signed-in client may start in an hour: far more than anyone picking a slot
 * needs (each slot tried is one), few enough that a script cannot fill the quotes table.
 */
export const MAX_QUOTES_PER_HOUR = 60;

/**
 * The signed-in client's quote. A quote made before sign-in (client_uuid null) is claimed by the
 * first client who opens it, with their default card preselected; anyone else's quote is not found.
 */
export async function loadOwnedQuote(db: Queryable, user: UserRow, quoteUuid: string): Promise<QuoteRow> {
  const row = await quotes.quoteByUuid(db, quoteUuid);
  if (!row) throw notFound('booking.quoteNotFound');
  if (row.client_uuid === user.uuid) return row;
  if (row.client_uuid != null) throw notFound('booking.quoteNotFound');
  const claimed = await quotes.claimGuestQuote(db, quoteUuid, user.uuid);
  if (!claimed) throw notFound('booking.quoteNotFound');
  return claimed;
}

/** A new quote, holding its slot for the booking session (BOOKING_SESSION_SECONDS from `now`). */
export function openQuote(db: Queryable, quote: Omit<NewQuote, 'expires_at' | 'created_at'>, now: Date) {
  return quotes.insertQuote(db, {
    ...quote,
    expires_at: new Date(now.getTime() + BOOKING_SESSION_SECONDS * 1000),
    created_at: now,
  });
}

const invalid = (
  field: string,
  key: 'booking.pet.invalid' | 'booking.paymentMethod.invalid' | 'booking.slot.invalid',
) => new InvalidFields({ [field]: [{ key }] });

/**
 * Starts a booking session with a listed vet, for a guest (`client` null) or a signed-in client:
 * the slot must be one the vet offers, free, and outside the vet's minimum advance notice.
 */
export async function startQuote(
  db: Queryable,
  client: UserRow | null,
  partnerUuid: string,
  input: QuoteInput,
  now: Date,
) {
  const partner = await quotes.listedPartner(db, partnerUuid);
  if (!partner) throw notFound('partner.notFound');
  if (client && (await quotes.quotesInLastHour(db, client.uuid, now)) >= MAX_QUOTES_PER_HOUR)
    throw throttled('THROTTLED', 'booking.quoteLimit', {}, 3600);

  const start = new Date(input.start_at);
  const end = new Date(input.end_at);
  if (end.getTime() - start.getTime() !== SLOT_MINUTES * 60_000)
    throw invalid('end_at', 'booking.slot.invalid');
  const partnerTiming = {
    uuid: partner.user_uuid,
    timezone: partner.timezone,
    min_advance_notice: partner.min_advance_notice,
  };
  if (!(await offersFreeSlot(db, partnerTiming, start, end, now)))
    throw conflict('SLOT_UNAVAILABLE', 'booking.slotUnavailable');

  let petUuid: string | null = null;
  if (client && input.pet_uuid) {
    if (!(await quotes.findOwnedPet(db, client.uuid, input.pet_uuid)))
      throw invalid('pet_uuid', 'booking.pet.invalid');
    petUuid = input.pet_uuid;
  }
  const row = await openQuote(
    db,
    {
      partner_uuid: partner.user_uuid,
      client_uuid: client?.uuid ?? null,
      start_at: start,
      end_at: end,
      fee_cents: partner.rate_cents,
      currency: partner.currency,
      pet_uuid: petUuid,
      payment_method_uuid: client ? await quotes.defaultCardUuid(db, client.uuid) : null,
      platform: input.platform,
      service_type: input.service_type ?? null,
      search_result_uuid: input.search_result_uuid ?? null,
      target_country: input.target_country ?? null,
      target_province: input.target_province ?? null,
      target_city: input.target_city ?? null,
    },
    now,
  );
  return toQuote(db, row, now);
}

export async function readQuote(db: Queryable, user: UserRow, quoteUuid: string, now: Date) {
  return toQuote(db, await loadOwnedQuote(db, user, quoteUuid), now);
}

/** The client's quote while it can still change: a booked one cannot. */
async function modifiableQuote(db: Queryable, user: UserRow, quoteUuid: string): Promise<QuoteRow> {
  const quote = await loadOwnedQuote(db, user, quoteUuid);
  if (quote.booked_at != null) throw conflict('QUOTE_NOT_MODIFIABLE', 'booking.quoteNotModifiable');
  return quote;
}

export async function choosePet(db: Queryable, user: UserRow, quoteUuid: string, petUuid: string, now: Date) {
  const quote = await modifiableQuote(db, user, quoteUuid);
  if (!(await quotes.findOwnedPet(db, user.uuid, petUuid))) throw invalid('pet_uuid', 'booking.pet.invalid');
  return toQuote(db, await quotes.setQuotePet(db, quote.uuid, petUuid), now);
}

export async function chooseCard(
  db: Queryable,
  user: UserRow,
  quoteUuid: string,
  cardUuid: string,
  now: Date,
) {
  const quote = await modifiableQuote(db, user, quoteUuid);
  if (!(await quotes.findOwnedCard(db, user.uuid, cardUuid)))
    throw invalid('payment_method_uuid', 'booking.paymentMethod.invalid');
  return toQuote(db, await quotes.setQuoteCard(db, quote.uuid, cardUuid), now);
}

/** An empty code takes the promo code off; any other must be one that applies to this visit. */
export async function applyPromoCode(
  db: Queryable,
  user: UserRow,
  quoteUuid: string,
  code: string,
  now: Date,
) {
  const quote = await modifiableQuote(db, user, quoteUuid);
  let promo: string | null = null;
  if (code.trim() !== '') {
    const check = checkPromoCode(code, quote.fee_cents, quote.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT');
    if (check === 'UNKNOWN') throw new InvalidFields({ code: [{ key: 'promo.invalid' }] });
    if (check === 'NOT_APPLICABLE') throw new InvalidFields({ code: [{ key: 'promo.notApplicable' }] });
    promo = normalisePromoCode(code);
  }
  return toQuote(db, await quotes.setQuotePromoCode(db, quote.uuid, promo), now);
}
