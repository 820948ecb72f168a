import { randomInt, randomUUID } from 'node:crypto';
import type { V1Operations } from '@pawcall/api-client/types';
import {
  type BookingDraft,
  type BookingField,
  firstMissingBookingField,
  isFreeTotal,
  secondsLeft,
} from '@pawcall/domain';
import { sqlState } from '../db/database';
import type { AppDeps } from '../deps';
import { releaseExpiredHolds } from '../domain/availability';
import {
  addFieldError,
  conflict,
  type FieldErrors,
  failIfAny,
  gone,
  notFound,
  paymentDeclined,
  providerFailed,
} from '../domain/errors';
import { acceptFollowUpBooked, assertFollowUpOpen } from '../domain/followUps';
import { priceQuote } from '../domain/pricing';
import { completeReferral, quoteHasReferralDiscount } from '../domain/referrals';
import type { AppointmentRow, PaymentMethodRow, QuoteRow, UserRow } from '../domain/rows';
import { toAppointment } from '../views/appointment';
import { findPartner } from '../views/repository';
import { tellVetOfRequest } from '../domain/vetNotices';
import type { MessageKey } from '../i18n';
import { findOwnedCard, findOwnedPet } from '../quotes/repository';
import { loadOwnedQuote } from '../quotes/service';
import * as booking from './repository';
import type { NewAppointment } from './repository';

/**
 * Booking a quote: the checks of the booking form, the hold on the vet's calendar, the charge (with
 * its card challenge) and the confirmation. The handlers only say who is calling.
 */

type JsonBody<Id extends keyof V1Operations> = V1Operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type BookInput = JsonBody<'book'>;
type ConfirmInput = JsonBody<'confirmBooking'>;

/** Decision: the spec's "select up to {count} concerns" has no number; five keeps a visit focused. */
export const MAX_CONCERNS = 5;

/**
 * The card was charged for a hold that was released meanwhile (its session ended): a person has to
 * sort it out. No domain error kind answers it (it is the server's fault, not the caller's), so the
 * handlers answer it as the booking failure it is.
 */
export class PaidHoldReleased extends Error {}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 8 characters: inside the session route's 7-9 and the detail route's 4+. No 0/O or 1/I to misread. */
function newReferenceId(): string {
  let id = '';
  for (let i = 0; i < 8; i++) id += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return id;
}

const FIELD_MESSAGES: Record<BookingField, [string, MessageKey]> = {
  PET: ['pet_uuid', 'booking.pet.required'],
  CONCERNS: ['concerns', 'booking.concerns.required'],
  DESCRIPTION: ['description', 'booking.description.required'],
  PAYMENT_METHOD: ['payment_method_uuid', 'booking.paymentMethod.required'],
};

/**
 * Every missing field, in the spec's order, judged by the shared rule: each missing field is
 * reported and then treated as filled so the rule moves on to the next one.
 */
function missingFields(draft: BookingDraft, total: { amount: number }): FieldErrors {
  const fields: FieldErrors = {};
  let current = { ...draft };
  for (
    let field = firstMissingBookingField(current, total);
    field;
    field = firstMissingBookingField(current, total)
  ) {
    const [name, key] = FIELD_MESSAGES[field];
    addFieldError(fields, name, key);
    if (field === 'PET') current = { ...current, petUuid: 'reported' };
    if (field === 'CONCERNS') current = { ...current, concerns: ['reported'] };
    if (field === 'DESCRIPTION') current = { ...current, description: 'reported' };
    if (field === 'PAYMENT_METHOD') current = { ...current, paymentMethodUuid: 'reported' };
  }
  return fields;
}

const slotTaken = () => conflict('SLOT_UNAVAILABLE', 'booking.slotUnavailable');
const sessionExpired = () => gone('SESSION_EXPIRED', 'booking.sessionExpired');
const intentNotFound = () => notFound('payment.intentNotFound');

/** The database decides who gets the slot: the exclusion constraint refuses an overlapping live appointment. */
async function placeOnCalendar(deps: AppDeps, values: NewAppointment): Promise<AppointmentRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await booking.insertAppointment(deps.db, randomUUID(), newReferenceId(), values);
    } catch (error) {
      const state = sqlState(error);
      const constraint = booking.constraintOf(error);
      // A reference id collision (1 in 10^12) is retried; anything else unique or exclusive is the slot.
      if (state === '23505' && constraint.includes('reference_id') && attempt < 5) continue;
      // Two inserts checking the exclusion constraint against each other's uncommitted rows can
      // deadlock (PostgreSQL aborts one with 40P01). Trying again once the other has finished gives
      // the real answer: the slot is taken (23P01) or, if the other rolled back, free.
      if (state === '40P01' && attempt < 5) continue;
      if (state === '23P01' || state === '23505') throw slotTaken();
      throw error;
    }
  }
}

async function confirmPaidHold(deps: AppDeps, hold: AppointmentRow, now: Date): Promise<AppointmentRow> {
  const { db } = deps;
  const row = await booking.confirmHold(db, hold);
  if (!row) {
    // A double submit of the same quote saw this hold paid and confirmed it a moment ago: the same
    // booking and the same charge, answered again.
    const confirmed = await booking.confirmedAppointment(db, hold.uuid);
    if (confirmed) return confirmed;
    console.error(
      `[api] payment succeeded for released hold ${hold.uuid} (intent ${hold.payment_intent_id})`,
    );
    throw new PaidHoldReleased();
  }
  await booking.markQuoteBooked(db, hold.quote_uuid, now);
  await tellVetOfRequest(deps, row, now);
  return row;
}

async function booked(deps: AppDeps, appointment: AppointmentRow, now: Date) {
  // Booking a follow-up quote is how the client accepts (and pays for) the vet's follow-up.
  await acceptFollowUpBooked(deps, appointment);
  // A referred friend's first booking completes the invite and pays the referrer (once).
  await completeReferral(deps.db, appointment, now);
  return { kind: 'BOOKED' as const, appointment: await toAppointment(deps.db, appointment, now) };
}

function assertBookableQuote(quote: QuoteRow, now: Date): void {
  if (quote.booked_at != null) throw conflict('QUOTE_NOT_MODIFIABLE', 'booking.quoteNotModifiable');
  if (secondsLeft(quote.expires_at, now) <= 0) throw sessionExpired();
}

/**
 * The client books their quote: every field checked at once, then the slot held, then the card
 * charged. A card that needs a challenge answers REQUIRES_ACTION, and the hold keeps the slot.
 */
export async function book(deps: AppDeps, user: UserRow, input: BookInput, now: Date) {
  const { db, paymentProvider } = deps;
  const quote = await loadOwnedQuote(db, user, input.quote_uuid);
  assertBookableQuote(quote, now);

  const price = priceQuote(
    quote.fee_cents,
    quote.currency,
    quote.promo_code,
    quote.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT',
    await quoteHasReferralDiscount(db, quote),
  );
  if (quote.followup_of) await assertFollowUpOpen(db, quote.followup_of);
  const free = isFreeTotal(price.total);
  const concerns = input.concerns.map((c) => c.trim()).filter((c) => c !== '');
  const fields = missingFields(
    {
      petUuid: input.pet_uuid || null,
      concerns,
      description: input.description,
      paymentMethodUuid: input.payment_method_uuid ?? null,
      serviceType: quote.service_type,
    },
    price.total,
  );
  if (concerns.length > MAX_CONCERNS)
    addFieldError(fields, 'concerns', 'booking.concerns.tooMany', { count: MAX_CONCERNS });
  if (!fields.pet_uuid && !(await findOwnedPet(db, user.uuid, input.pet_uuid))) {
    addFieldError(fields, 'pet_uuid', 'booking.pet.invalid');
  }
  let card: PaymentMethodRow | undefined;
  if (!free && input.payment_method_uuid) {
    card = await findOwnedCard(db, user.uuid, input.payment_method_uuid);
    if (!card) addFieldError(fields, 'payment_method_uuid', 'booking.paymentMethod.invalid');
  }
  failIfAny(fields);

  await booking.keepChoicesOnQuote(db, quote.uuid, input.pet_uuid, card?.uuid ?? null);

  const partner = await findPartner(db, quote.partner_uuid);
  if (!partner) throw new Error(`quote ${quote.uuid} lost its partner`);
  if (quote.start_at.getTime() < now.getTime() + partner.min_advance_notice * 60_000) throw slotTaken();

  await releaseExpiredHolds(db, now);
  const ownHold = await booking.holdOfQuote(db, quote.uuid);
  if (ownHold) {
    const previous = ownHold.payment_intent_id
      ? await paymentProvider.retrieve(ownHold.payment_intent_id)
      : null;
    // Already paid (the client answered the challenge but never called confirm): finish that booking.
    if (previous?.status === 'succeeded') return booked(deps, await confirmPaidHold(deps, ownHold, now), now);
    // Another attempt after an unanswered or failed challenge (say, with another card) replaces the hold.
    if (previous && (previous.status === 'requires_action' || previous.status === 'failed'))
      await booking.dropHold(db, ownHold);
    // Otherwise a charge for this quote is in flight (a double submit): the insert below meets the
    // exclusion constraint and answers 409, so the card is never charged twice.
  }

  // The database decides who gets the slot, so there is no read-then-write race.
  const appointment = await placeOnCalendar(deps, {
    quote_uuid: quote.uuid,
    client_uuid: user.uuid,
    partner_uuid: quote.partner_uuid,
    pet_uuid: input.pet_uuid,
    payment_method_uuid: card?.uuid ?? null,
    status: free ? 'CONFIRMED' : 'REQUIRES_PAYMENT',
    start_at: quote.start_at,
    end_at: quote.end_at,
    concerns,
    description: input.description.trim(),
    total_cents: price.total.amount,
    currency: price.total.currency,
    payment_intent_id: null,
    hold_expires_at: free ? null : quote.expires_at,
    finalized_at: null,
    partner_confirmed_at: null,
    partner_declined_at: null,
    created_at: now,
  });

  if (free) {
    await booking.markQuoteBooked(db, quote.uuid, now);
    await tellVetOfRequest(deps, appointment, now);
    return booked(deps, appointment, now);
  }

  let intent: Awaited<ReturnType<typeof paymentProvider.confirm>>;
  try {
    // A paid total passed the checks only with the client's card (missingFields asks for one).
    if (!card) throw new Error(`paid booking ${appointment.uuid} without a card`);
    const created = await paymentProvider.createIntent({
      customerUuid: user.uuid,
      amount: price.total.amount,
      currency: price.total.currency,
      paymentMethodRef: card.provider_ref,
      idempotencyKey: appointment.uuid,
    });
    await booking.setPaymentIntent(db, appointment, created.id);
    intent = await paymentProvider.confirm(created.id);
  } catch (error) {
    await booking.dropHold(db, appointment);
    console.error('[api] payment provider failed', error);
    throw providerFailed('BOOKING_FAILED', 'booking.failed');
  }

  if (intent.status === 'succeeded') return booked(deps, await confirmPaidHold(deps, appointment, now), now);
  if (intent.status === 'requires_action') {
    // Decision: the REQUIRES_PAYMENT appointment keeps holding the slot until the booking
    // session ends, so nobody takes it while the client answers the card challenge.
    return {
      kind: 'REQUIRES_ACTION' as const,
      payment_intent_id: intent.id,
      client_secret: intent.clientSecret,
    };
  }
  await booking.dropHold(db, appointment);
  throw paymentDeclined('booking.paymentDeclined');
}

/** After the card challenge: the charge is confirmed and the hold becomes the appointment. */
export async function confirm(deps: AppDeps, user: UserRow, input: ConfirmInput, now: Date) {
  const { db, paymentProvider } = deps;
  const quote = await loadOwnedQuote(db, user, input.quote_uuid);
  const appointment = await booking.appointmentOfIntent(db, quote.uuid, user.uuid, input.payment_intent_id);
  if (!appointment) {
    if (secondsLeft(quote.expires_at, now) <= 0) throw sessionExpired();
    throw intentNotFound();
  }
  // Confirming twice (a retried request) answers the same booking.
  if (appointment.status !== 'REQUIRES_PAYMENT') return booked(deps, appointment, now);

  let intent = await paymentProvider.retrieve(input.payment_intent_id);
  if (!intent) throw intentNotFound();
  if (intent.status === 'requires_confirmation') intent = await paymentProvider.confirm(intent.id);

  if (intent.status === 'succeeded') {
    // Paid while the hold still stood (the row exists), so the slot is the client's even if
    // the session clock ran out during the challenge.
    return booked(deps, await confirmPaidHold(deps, appointment, now), now);
  }
  if (intent.status === 'requires_action') {
    if (secondsLeft(quote.expires_at, now) <= 0) {
      await booking.dropHold(db, appointment);
      throw sessionExpired();
    }
    return {
      kind: 'REQUIRES_ACTION' as const,
      payment_intent_id: intent.id,
      client_secret: intent.clientSecret,
    };
  }
  await booking.dropHold(db, appointment);
  throw paymentDeclined('booking.paymentDeclined');
}
