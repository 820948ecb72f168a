import { randomInt, randomUUID } from 'node:crypto';
import {
  type BookingDraft,
  type BookingField,
  firstMissingBookingField,
  isFreeTotal,
  secondsLeft,
} from '@pawcall/domain';
import type { Database, Queryable } from '../db/database';
import { queryRow, sqlState } from '../db/database';
import { releaseExpiredHolds } from '../domain/availability';
import { acceptFollowUpBooked, assertFollowUpOpen } from '../domain/followUps';
import { priceQuote } from '../domain/pricing';
import { completeReferral, quoteHasReferralDiscount } from '../domain/referrals';
import type { AppointmentRow, PartnerRow, PaymentMethodRow, QuoteRow } from '../domain/rows';
import { findPartner, toAppointment } from '../domain/serialize';
import { tellVetOfRequest } from '../domain/vetNotices';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, type FieldErrors, addFieldError, failIfAny } from '../http/errors';
import type { MessageKey } from '../i18n';
import { requireBookingClient } from '../http/guards';
import { findOwnedCard, findOwnedPet } from '../quotes/repository';
import { loadOwnedQuote } from '../quotes/service';

/** Decision: the spec's "select up to {count} concerns" has no number; five keeps a visit focused. */
export const MAX_CONCERNS = 5;

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

const slotTaken = () => new ApiError(409, 'SLOT_UNAVAILABLE', 'booking.slotUnavailable');

/**
 * Runs a booking's write to the vet's calendar (the hold's insert, its payment intent, its
 * confirmation) holding a lock on that vet's calendar for the transaction. Two writes the exclusion
 * constraint checks against each other's uncommitted rows deadlock; PostgreSQL then aborts one
 * after deadlock_timeout (a second each time), and the aborted one can be the confirmation of a
 * paid booking. Taken in turn, a crowd booking one vet waits milliseconds each, and every loser
 * meets the committed winner (23P01) at once.
 */
function onCalendar<T>(db: Database, partnerUuid: string, write: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7262292, hashtext($1))', [partnerUuid]);
    return write(tx);
  });
}

async function insertAppointment(
  db: Database,
  values: Omit<AppointmentRow, 'uuid' | 'reference_id'>,
): Promise<AppointmentRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await onCalendar(db, values.partner_uuid, (tx) =>
        queryRow<AppointmentRow>(
          tx,
          `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, payment_method_uuid,
                                   status, start_at, end_at, concerns, description, total_cents, currency, payment_intent_id,
                                   hold_expires_at, finalized_at, partner_confirmed_at, partner_declined_at, created_at,
                                   booked_platform_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
                 -- 014: the vet's platform rate as it is now is the one this booking's statement uses.
                 (SELECT platform_rate FROM partners WHERE user_uuid = $5)) RETURNING *`,
          [
            randomUUID(),
            newReferenceId(),
            values.quote_uuid,
            values.client_uuid,
            values.partner_uuid,
            values.pet_uuid,
            values.payment_method_uuid,
            values.status,
            values.start_at,
            values.end_at,
            values.concerns,
            values.description,
            values.total_cents,
            values.currency,
            values.payment_intent_id,
            values.hold_expires_at,
            values.finalized_at,
            values.partner_confirmed_at,
            values.partner_declined_at,
            values.created_at,
          ],
        ),
      );
    } catch (error) {
      const state = sqlState(error);
      const constraint = (error as { constraint?: string }).constraint ?? '';
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

async function confirmAppointment(ctx: RequestContext, appointment: AppointmentRow): Promise<AppointmentRow> {
  const { db } = ctx.deps;
  const [row] = await onCalendar(db, appointment.partner_uuid, (tx) =>
    tx.query<AppointmentRow>(
      "UPDATE appointments SET status = 'CONFIRMED', hold_expires_at = NULL WHERE uuid = $1 AND status = 'REQUIRES_PAYMENT' RETURNING *",
      [appointment.uuid],
    ),
  );
  if (!row) {
    // A double submit of the same quote saw this hold paid and confirmed it a moment ago: the same
    // booking and the same charge, answered again.
    const [confirmed] = await db.query<AppointmentRow>(
      "SELECT * FROM appointments WHERE uuid = $1 AND status = 'CONFIRMED'",
      [appointment.uuid],
    );
    if (confirmed) return confirmed;
    // Paid, but the hold was released meanwhile (its session ended): a person has to sort it out.
    console.error(
      `[api] payment succeeded for released hold ${appointment.uuid} (intent ${appointment.payment_intent_id})`,
    );
    throw new ApiError(500, 'BOOKING_FAILED', 'booking.failed');
  }
  await db.query('UPDATE quotes SET booked_at = $2 WHERE uuid = $1', [appointment.quote_uuid, ctx.now]);
  await tellVetOfRequest(ctx.deps, row, ctx.now);
  return row;
}

/** An unpaid hold that will never be paid is removed: it was never an appointment for the client. */
async function dropHold(db: Queryable, appointment: AppointmentRow): Promise<void> {
  await db.query("DELETE FROM appointments WHERE uuid = $1 AND status = 'REQUIRES_PAYMENT'", [
    appointment.uuid,
  ]);
}

async function booked(ctx: RequestContext, appointment: AppointmentRow) {
  // Booking a follow-up quote is how the client accepts (and pays for) the vet's follow-up.
  await acceptFollowUpBooked(ctx.deps, appointment);
  // A referred friend's first booking completes the invite and pays the referrer (once).
  await completeReferral(ctx.deps.db, appointment, ctx.now);
  return {
    data: { kind: 'BOOKED' as const, appointment: await toAppointment(ctx.deps.db, appointment, ctx.now) },
  };
}

function assertBookableQuote(quote: QuoteRow, now: Date): void {
  if (quote.booked_at != null) throw new ApiError(409, 'QUOTE_NOT_MODIFIABLE', 'booking.quoteNotModifiable');
  if (secondsLeft(quote.expires_at, now) <= 0)
    throw new ApiError(410, 'SESSION_EXPIRED', 'booking.sessionExpired');
}

export const bookingHandlers = {
  async book(ctx) {
    const user = requireBookingClient(ctx);
    const { db, paymentProvider } = ctx.deps;
    const { body } = ctx;
    const quote = await loadOwnedQuote(ctx.deps.db, user, body.quote_uuid);
    assertBookableQuote(quote, ctx.now);

    const price = priceQuote(
      quote.fee_cents,
      quote.currency,
      quote.promo_code,
      quote.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT',
      await quoteHasReferralDiscount(db, quote),
    );
    if (quote.followup_of) await assertFollowUpOpen(db, quote.followup_of);
    const free = isFreeTotal(price.total);
    const concerns = body.concerns.map((c) => c.trim()).filter((c) => c !== '');
    const fields = missingFields(
      {
        petUuid: body.pet_uuid || null,
        concerns,
        description: body.description,
        paymentMethodUuid: body.payment_method_uuid ?? null,
        serviceType: quote.service_type,
      },
      price.total,
    );
    if (concerns.length > MAX_CONCERNS)
      addFieldError(fields, 'concerns', 'booking.concerns.tooMany', { count: MAX_CONCERNS });
    if (!fields.pet_uuid && !(await findOwnedPet(db, user.uuid, body.pet_uuid))) {
      addFieldError(fields, 'pet_uuid', 'booking.pet.invalid');
    }
    let card: PaymentMethodRow | undefined;
    if (!free && body.payment_method_uuid) {
      card = await findOwnedCard(db, user.uuid, body.payment_method_uuid);
      if (!card) addFieldError(fields, 'payment_method_uuid', 'booking.paymentMethod.invalid');
    }
    failIfAny(fields);

    // The client's choices stay on the quote, so a lost slot or a declined card loses nothing.
    await db.query(
      'UPDATE quotes SET pet_uuid = $2, payment_method_uuid = COALESCE($3, payment_method_uuid) WHERE uuid = $1',
      [quote.uuid, body.pet_uuid, card?.uuid ?? null],
    );

    const partner = (await findPartner(db, quote.partner_uuid)) as PartnerRow;
    if (quote.start_at.getTime() < ctx.now.getTime() + partner.min_advance_notice * 60_000) throw slotTaken();

    await releaseExpiredHolds(db, ctx.now);
    const [ownHold] = await db.query<AppointmentRow>(
      "SELECT * FROM appointments WHERE quote_uuid = $1 AND status = 'REQUIRES_PAYMENT'",
      [quote.uuid],
    );
    if (ownHold) {
      const previous = ownHold.payment_intent_id
        ? await paymentProvider.retrieve(ownHold.payment_intent_id)
        : null;
      // Already paid (the client answered the challenge but never called confirm): finish that booking.
      if (previous?.status === 'succeeded') return booked(ctx, await confirmAppointment(ctx, ownHold));
      // Another attempt after an unanswered or failed challenge (say, with another card) replaces the hold.
      if (previous && (previous.status === 'requires_action' || previous.status === 'failed'))
        await dropHold(db, ownHold);
      // Otherwise a charge for this quote is in flight (a double submit): the insert below meets the
      // exclusion constraint and answers 409, so the card is never charged twice.
    }

    // The database decides who gets the slot: the exclusion constraint refuses an overlapping
    // live appointment, so there is no read-then-write race.
    const appointment = await insertAppointment(db, {
      quote_uuid: quote.uuid,
      client_uuid: user.uuid,
      partner_uuid: quote.partner_uuid,
      pet_uuid: body.pet_uuid,
      payment_method_uuid: card?.uuid ?? null,
      status: free ? 'CONFIRMED' : 'REQUIRES_PAYMENT',
      start_at: quote.start_at,
      end_at: quote.end_at,
      concerns,
      description: body.description.trim(),
      total_cents: price.total.amount,
      currency: price.total.currency,
      payment_intent_id: null,
      hold_expires_at: free ? null : quote.expires_at,
      finalized_at: null,
      partner_confirmed_at: null,
      partner_declined_at: null,
      created_at: ctx.now,
    });

    if (free) {
      await db.query('UPDATE quotes SET booked_at = $2 WHERE uuid = $1', [quote.uuid, ctx.now]);
      await tellVetOfRequest(ctx.deps, appointment, ctx.now);
      return booked(ctx, appointment);
    }

    let intent: Awaited<ReturnType<typeof paymentProvider.confirm>>;
    try {
      const created = await paymentProvider.createIntent({
        customerUuid: user.uuid,
        amount: price.total.amount,
        currency: price.total.currency,
        paymentMethodRef: (card as PaymentMethodRow).provider_ref,
        idempotencyKey: appointment.uuid,
      });
      await onCalendar(db, appointment.partner_uuid, (tx) =>
        tx.query('UPDATE appointments SET payment_intent_id = $2 WHERE uuid = $1', [
          appointment.uuid,
          created.id,
        ]),
      );
      intent = await paymentProvider.confirm(created.id);
    } catch (error) {
      await dropHold(db, appointment);
      console.error('[api] payment provider failed', error);
      throw new ApiError(502, 'BOOKING_FAILED', 'booking.failed');
    }

    if (intent.status === 'succeeded') return booked(ctx, await confirmAppointment(ctx, appointment));
    if (intent.status === 'requires_action') {
      // Decision: the REQUIRES_PAYMENT appointment keeps holding the slot until the booking
      // session ends, so nobody takes it while the client answers the card challenge.
      return {
        data: {
          kind: 'REQUIRES_ACTION' as const,
          payment_intent_id: intent.id,
          client_secret: intent.clientSecret,
        },
      };
    }
    await dropHold(db, appointment);
    throw new ApiError(402, 'PAYMENT_DECLINED', 'booking.paymentDeclined');
  },

  async confirmBooking(ctx) {
    const user = requireBookingClient(ctx);
    const { db, paymentProvider } = ctx.deps;
    const { body } = ctx;
    const quote = await loadOwnedQuote(ctx.deps.db, user, body.quote_uuid);
    const [appointment] = await db.query<AppointmentRow>(
      "SELECT * FROM appointments WHERE quote_uuid = $1 AND client_uuid = $2 AND payment_intent_id = $3 AND status <> 'CANCELLED'",
      [quote.uuid, user.uuid, body.payment_intent_id],
    );
    if (!appointment) {
      if (secondsLeft(quote.expires_at, ctx.now) <= 0)
        throw new ApiError(410, 'SESSION_EXPIRED', 'booking.sessionExpired');
      throw new ApiError(404, 'NOT_FOUND', 'payment.intentNotFound');
    }
    // Confirming twice (a retried request) answers the same booking.
    if (appointment.status !== 'REQUIRES_PAYMENT') return booked(ctx, appointment);

    let intent = await paymentProvider.retrieve(body.payment_intent_id);
    if (!intent) throw new ApiError(404, 'NOT_FOUND', 'payment.intentNotFound');
    if (intent.status === 'requires_confirmation') intent = await paymentProvider.confirm(intent.id);

    if (intent.status === 'succeeded') {
      // Paid while the hold still stood (the row exists), so the slot is the client's even if
      // the session clock ran out during the challenge.
      return booked(ctx, await confirmAppointment(ctx, appointment));
    }
    if (intent.status === 'requires_action') {
      if (secondsLeft(quote.expires_at, ctx.now) <= 0) {
        await dropHold(db, appointment);
        throw new ApiError(410, 'SESSION_EXPIRED', 'booking.sessionExpired');
      }
      return {
        data: {
          kind: 'REQUIRES_ACTION' as const,
          payment_intent_id: intent.id,
          client_secret: intent.clientSecret,
        },
      };
    }
    await dropHold(db, appointment);
    throw new ApiError(402, 'PAYMENT_DECLINED', 'booking.paymentDeclined');
  },
} satisfies Handlers;
