import { randomUUID } from 'node:crypto';
import {
  BOOKING_SESSION_SECONDS,
  FOLLOW_UP_FEE_MINOR,
  cancellationRefusal,
  freeTransferReason,
  transferFeeMinor,
} from '@pawcall/domain';
import { type Queryable, queryRow, sqlState } from '../db/database';
import { APPOINTMENT_CATEGORY_SQL } from '../domain/appointmentCategory';
import { appointmentInFutureGroupSql } from '../domain/appointmentGroup';
import { SLOT_MINUTES, offersFreeSlot, releaseExpiredHolds } from '../domain/availability';
import { chargeTransferFee, chargesOf, refundCharge } from '../domain/charges';
import { cancelAppointmentFor, startCancellationSession } from '../domain/cancellation';
import { transferRefusal } from '../domain/transfer';
import { clientAppointment, push, reload, settleEndedVisits } from '../domain/visits';
import type { AppointmentRow, PaymentMethodRow, QuoteRow } from '../domain/rows';
import { findPartner, toAppointment, toAppointments, toPaymentMethod, toQuote } from '../domain/serialize';
import { tellVetOfRequest, tellVetOfReview } from '../domain/vetNotices';
import type { Handlers } from '../http/bind';
import type { AppointmentCategory } from '@pawcall/domain';
import { ApiError, addFieldError, type FieldErrors, failIfAny } from '../http/errors';
import { requireBookingClient, requireClient } from '../http/guards';

/**
 * The card a transfer fee goes on: the one the client chose (theirs, not removed), else the card
 * that paid for the appointment, else their default card.
 */
async function transferCard(
  db: Queryable,
  row: AppointmentRow,
  chosen: string | null,
  ownerUuid = row.client_uuid,
): Promise<PaymentMethodRow | undefined> {
  const [card] = await db.query<PaymentMethodRow>(
    `SELECT * FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL
        AND ($2::uuid IS NULL OR uuid = $2::uuid)
      ORDER BY (uuid = $3::uuid) DESC NULLS LAST, is_default DESC, created_at LIMIT 1`,
    [ownerUuid, chosen, row.payment_method_uuid],
  );
  return card;
}

export const appointmentHandlers = {
  async listAppointments(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    const query = ctx.query as {
      page: number;
      per_page: number;
      'filter[tense]'?: 'future' | 'past';
      'filter[important]'?: boolean;
      'filter[category]'?: AppointmentCategory;
      sort: 'start_at' | '-start_at';
      search?: string;
      status?: string;
      start_at?: string;
      end_at?: string;
    };
    await releaseExpiredHolds(db, ctx.now);
    await settleEndedVisits(db, ctx.now);
    const params: unknown[] = [user.uuid];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['a.client_uuid = $1'];
    // The list's groups by appointmentGroup: Future, and Past for everything else (the Incomplete
    // group is record_incomplete's, below).
    if (query['filter[tense]'] === 'future') where.push(appointmentInFutureGroupSql(param(ctx.now)));
    if (query['filter[tense]'] === 'past') where.push(`NOT ${appointmentInFutureGroupSql(param(ctx.now))}`);
    // "Important" = what needs the client next: upcoming confirmed or awaiting payment.
    if (query['filter[important]'] === true) {
      where.push(`a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${param(ctx.now)}`);
    }
    // The list's Incomplete group.
    const recordIncomplete = (query as { record_incomplete?: boolean }).record_incomplete;
    if (recordIncomplete === true) where.push(`a.status = 'INCOMPLETE'`);
    // Past without the Incomplete group's visits, so the two groups never repeat one.
    if (recordIncomplete === false) where.push(`a.status <> 'INCOMPLETE'`);
    if (query.status) where.push(`a.status = ${param(query.status)}`);
    // The category the visit was booked as (appointmentCategory, written in SQL over its quote).
    if (query['filter[category]'])
      where.push(`${APPOINTMENT_CATEGORY_SQL} = ${param(query['filter[category]'])}`);
    if (query.start_at) where.push(`a.start_at >= ${param(new Date(query.start_at))}`);
    if (query.end_at) where.push(`a.start_at < ${param(new Date(query.end_at))}`);
    if (query.search?.trim()) {
      const pattern = param(`%${query.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(
        `(a.reference_id ILIKE ${pattern} OR pet.name ILIKE ${pattern} OR (vet.first_name || ' ' || vet.last_name) ILIKE ${pattern}
          OR a.description ILIKE ${pattern})`,
      );
    }
    const from =
      'FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid JOIN users vet ON vet.uuid = a.partner_uuid JOIN quotes q ON q.uuid = a.quote_uuid';
    const whereSql = where.join(' AND ');
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} WHERE ${whereSql}`,
      params,
    );
    const direction = query.sort === '-start_at' ? 'DESC' : 'ASC';
    const rows = await db.query<AppointmentRow>(
      `SELECT a.* ${from} WHERE ${whereSql} ORDER BY a.start_at ${direction}, a.reference_id
       LIMIT ${param(query.per_page)} OFFSET ${param((query.page - 1) * query.per_page)}`,
      params,
    );
    return {
      data: {
        page: query.page,
        per_page: query.per_page,
        total: count?.total ?? 0,
        items: await toAppointments(db, rows, ctx.now),
      },
    };
  },

  async getAppointment(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    await releaseExpiredHolds(db, ctx.now);
    await settleEndedVisits(db, ctx.now);
    const [row] = await db.query<AppointmentRow>(
      'SELECT * FROM appointments WHERE reference_id = $1 AND client_uuid = $2',
      [ctx.params.ref, user.uuid],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'appointment.notFound');
    return { data: await toAppointment(db, row, ctx.now) };
  },

  async getCancellationPolicy(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    return {
      data: {
        can_cancel: cancellationRefusal(row, ctx.now) === null,
        policy: ctx.t('appointment.cancelPolicy'),
        refund: { amount: row.total_cents, currency: row.currency },
        reasons: ['SCHEDULE_CONFLICT', 'PET_IS_BETTER', 'SEEING_ANOTHER_VET', 'BOOKED_BY_MISTAKE', 'OTHER'],
        expires_at: await startCancellationSession(ctx.deps.db, row, user.uuid, ctx.now),
      },
    };
  },

  async cancelAppointment(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { cancelled } = await cancelAppointmentFor(
      ctx.deps,
      row,
      ctx.body,
      { side: 'CLIENT', uuid: user.uuid },
      ctx.now,
    );
    return { data: await toAppointment(ctx.deps.db, cancelled, ctx.now) };
  },

  async getTransferQuote(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    if (transferRefusal(row, ctx.now) !== null)
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.transferLocked');
    const fee = transferFeeMinor({ partner_confirmed_at: row.partner_confirmed_at, total: row.total_cents });
    const card = await transferCard(ctx.deps.db, row, null);
    const money = { amount: fee, currency: row.currency };
    return {
      data: {
        items: [{ type: 'TRANSFER_FEE' as const, amount: money }],
        total: money,
        free_reason: freeTransferReason({
          partner_confirmed_at: row.partner_confirmed_at,
          total: row.total_cents,
        }),
        payment_method: card ? toPaymentMethod(card) : null,
        expires_at: new Date(ctx.now.getTime() + BOOKING_SESSION_SECONDS * 1000).toISOString(),
      },
    };
  },

  async transferAppointment(ctx) {
    // "/cx/transfer/{id}: transfer an appointment to another vet (active client)".
    const user = requireBookingClient(ctx);
    const { db } = ctx.deps;
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    if (transferRefusal(row, ctx.now) !== null)
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.transferLocked');
    const { body } = ctx;
    const partnerUuid = body.partner_uuid;
    const fee = transferFeeMinor({ partner_confirmed_at: row.partner_confirmed_at, total: row.total_cents });
    const fields: FieldErrors = {};
    if (partnerUuid === row.partner_uuid)
      addFieldError(fields, 'partner_uuid', 'appointment.transferSameVet');
    const card = fee > 0 ? await transferCard(db, row, body.payment_method_uuid ?? null, user.uuid) : null;
    if (fee > 0 && !card) addFieldError(fields, 'payment_method_uuid', 'appointment.transferCard.required');
    failIfAny(fields);
    // The client confirmed a fee they saw; a different one now (the vet confirmed meanwhile) is asked again.
    if (body.expected_fee !== undefined && body.expected_fee !== fee)
      throw new ApiError(409, 'TRANSFER_FEE_CHANGED', 'appointment.transferFeeChanged');
    const [target] = await db.query<{ uuid: string; timezone: string; min_advance_notice: number }>(
      `SELECT u.uuid, u.timezone, p.min_advance_notice FROM users u JOIN partners p ON p.user_uuid = u.uuid
        WHERE u.uuid = $1 AND u.type = 'PARTNER' AND u.status = 'ACTIVE'`,
      [partnerUuid],
    );
    if (!target) throw new ApiError(404, 'NOT_FOUND', 'partner.notFound');
    const startAt = body.start_at ? new Date(body.start_at) : row.start_at;
    const endAt = new Date(startAt.getTime() + (row.end_at.getTime() - row.start_at.getTime()));
    const slotTaken = () => new ApiError(409, 'SLOT_UNAVAILABLE', 'booking.slotUnavailable');
    // A new time is in the future, like any booking (the advance notice is checked with the slots).
    if (startAt.getTime() <= ctx.now.getTime()) throw slotTaken();
    await releaseExpiredHolds(db, ctx.now);
    // The other vet must offer this very time, free, as a booking would need. The appointment's own
    // slot does not count against a new time with the same vet's overlap, since the vet differs.
    if (!(await offersFreeSlot(db, target, startAt, endAt, ctx.now))) throw slotTaken();
    const charge = card && fee > 0 ? await chargeTransferFee(ctx.deps, row, card, fee, ctx.now) : null;
    let updated: AppointmentRow[];
    try {
      // The new vet confirms the request again; the old vet's answer does not carry over.
      updated = await db.query<AppointmentRow>(
        `UPDATE appointments SET partner_uuid = $2, partner_confirmed_at = NULL, partner_declined_at = NULL,
                start_at = $4, end_at = $5
          WHERE uuid = $1 AND status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND start_at > $3 RETURNING *`,
        [row.uuid, target.uuid, ctx.now, startAt, endAt],
      );
    } catch (error) {
      if (charge) await refundCharge(ctx.deps, charge, ctx.now);
      // The database refuses an overlapping live appointment: another booking won the slot.
      if (sqlState(error) === '23P01') throw slotTaken();
      throw error;
    }
    const [moved] = updated;
    if (!moved) {
      if (charge) await refundCharge(ctx.deps, charge, ctx.now);
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.transferLocked');
    }
    await push(ctx.deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
    // The new vet has a request to answer.
    await tellVetOfRequest(ctx.deps, moved, ctx.now);
    return { data: await toAppointment(db, moved, ctx.now) };
  },

  async createFollowUpQuote(ctx) {
    const user = requireBookingClient(ctx);
    const { db } = ctx.deps;
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    if (row.followup_status !== 'PROPOSED')
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.followUpNone');
    const partner = await findPartner(db, row.partner_uuid);
    if (partner?.status !== 'ACTIVE') throw new ApiError(404, 'NOT_FOUND', 'partner.notFound');
    const start = new Date(ctx.body.start_at);
    const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
    await releaseExpiredHolds(db, ctx.now);
    const partnerTiming = {
      uuid: partner.user_uuid,
      timezone: partner.timezone,
      min_advance_notice: partner.min_advance_notice,
    };
    if (!(await offersFreeSlot(db, partnerTiming, start, end, ctx.now)))
      throw new ApiError(409, 'SLOT_UNAVAILABLE', 'booking.slotUnavailable');
    const quote = await queryRow<QuoteRow>(
      db,
      `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, pet_uuid,
                           payment_method_uuid, platform, followup_of, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
      [
        randomUUID(),
        partner.user_uuid,
        user.uuid,
        start,
        end,
        new Date(ctx.now.getTime() + BOOKING_SESSION_SECONDS * 1000),
        FOLLOW_UP_FEE_MINOR,
        partner.currency,
        row.pet_uuid,
        row.payment_method_uuid,
        (ctx.c.req.header('x-platform') as QuoteRow['platform'] | undefined) ?? 'WEB',
        row.uuid,
        ctx.now,
      ],
    );
    return { status: 201, data: await toQuote(db, quote, ctx.now) };
  },

  async updateAppointmentConcerns(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const concerns = ctx.body.concerns.map((c) => c.trim()).filter(Boolean);
    if (cancellationRefusal(row, ctx.now) !== null)
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.concernsLocked');
    const fields: FieldErrors = {};
    if (concerns.length === 0) addFieldError(fields, 'concerns', 'booking.concerns.required');
    if (concerns.length > 5) addFieldError(fields, 'concerns', 'booking.concerns.tooMany', { count: 5 });
    failIfAny(fields);
    await db.query('UPDATE appointments SET concerns = $2 WHERE uuid = $1', [row.uuid, concerns]);
    await push(ctx.deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
    return { data: { concerns } };
  },

  async getAppointmentReceipt(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const [quote] = await ctx.deps.db.query<{ fee_cents: number; promo_code: string | null }>(
      'SELECT fee_cents, promo_code FROM quotes WHERE uuid = $1',
      [row.quote_uuid],
    );
    const [card] = row.payment_method_uuid
      ? await ctx.deps.db.query<{ brand: string; last4: string }>(
          'SELECT brand, last4 FROM payment_methods WHERE uuid = $1',
          [row.payment_method_uuid],
        )
      : [];
    const money = (amount: number) => ({ amount, currency: row.currency });
    const fee = quote?.fee_cents ?? row.total_cents;
    const items = [{ type: 'APPOINTMENT_FEE', amount: money(fee) }];
    if (row.total_cents !== fee) items.push({ type: 'COUPON', amount: money(row.total_cents - fee) });
    // Money moved after booking: transfer fees the client paid, and refunds back to the card.
    let total = row.total_cents;
    for (const charge of await chargesOf(ctx.deps.db, [row.uuid])) {
      if (charge.status === 'FAILED') continue;
      items.push({ type: charge.type, amount: money(charge.amount) });
      total += charge.amount;
    }
    return {
      data: {
        reference_id: row.reference_id,
        issued_at: row.created_at.toISOString(),
        items,
        total: money(total),
        payment_method: card ? `${card.brand} •••• ${card.last4}` : null,
        status: row.status,
      },
    };
  },

  async reviewAppointment(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { body } = ctx;
    if (row.status !== 'COMPLETED') throw new ApiError(409, 'NOT_REVIEWABLE', 'review.notAllowed');
    const fields: FieldErrors = {};
    if (!body.title.trim()) addFieldError(fields, 'title', 'review.title.required');
    if (!body.text.trim()) addFieldError(fields, 'text', 'review.text.required');
    failIfAny(fields);
    const inserted = await db.query(
      `INSERT INTO reviews (appointment_uuid, partner_uuid, rating, title, text, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (appointment_uuid) DO NOTHING RETURNING appointment_uuid`,
      [row.uuid, row.partner_uuid, body.rating, body.title.trim(), body.text.trim(), ctx.now],
    );
    if (inserted.length === 0) throw new ApiError(409, 'ALREADY_REVIEWED', 'review.already');
    await tellVetOfReview(ctx.deps, row, { rating: body.rating, title: body.title.trim() }, ctx.now);
    return { data: { rating: body.rating, title: body.title.trim(), text: body.text.trim() } };
  },

  async answerFollowUp(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { action } = ctx.body;
    // Accepting is paying: the follow-up turns ACCEPTED when its quote is booked (createFollowUpQuote).
    if (action === 'ACCEPT' && row.followup_status === 'ACCEPTED') {
      return { data: await toAppointment(db, row, ctx.now) };
    }
    if (row.followup_status !== 'PROPOSED')
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.followUpNone');
    if (action === 'ACCEPT')
      throw new ApiError(409, 'FOLLOW_UP_PAYMENT_REQUIRED', 'appointment.followUpPayFirst');
    await db.query(
      "UPDATE appointments SET followup_status = 'CANCELLED' WHERE uuid = $1 AND followup_status = 'PROPOSED'",
      [row.uuid],
    );
    await push(ctx.deps, row.reference_id, 'followup.updated', { reference_id: row.reference_id });
    return { data: await toAppointment(db, await reload(db, row.uuid), ctx.now) };
  },
} satisfies Handlers;
