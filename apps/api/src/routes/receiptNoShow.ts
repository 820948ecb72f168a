import { partnerStatement, vetNoShowRefusal } from '@pawcall/domain';
import { refundAppointment } from '../domain/charges';
import { formalName, formatMoney, parties } from '../domain/followUps';
import { notify } from '../domain/notifications';
import type { AppointmentRow } from '../domain/rows';
import { toAppointments } from '../domain/serialize';
import { clientAppointment, partnerAppointment, push, reload, requirePartner } from '../domain/visits';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { type Locale, translate } from '../i18n';
import { requireClient } from './guards';

type NoShowRow = AppointmentRow & { no_show_reported_by?: 'CLIENT' | 'PARTNER' | null };

/**
 * The vet's statement for one appointment (GET px/appointments/{ref}/receipt) and the client's
 * report that the vet did not join (PUT cx/appointments/{ref}/incomplete). Both rules live in
 * @pawcall/domain (partnerStatement, vetNoShowRefusal), shared with the web app.
 */
export const receiptNoShowHandlers: Handlers = {
  async getPartnerAppointmentReceipt(ctx) {
    const user = requirePartner(ctx);
    const row = (await partnerAppointment(ctx, user)) as NoShowRow;
    const { db } = ctx.deps;
    const [quote] = await db.query<{ fee_cents: number }>('SELECT fee_cents FROM quotes WHERE uuid = $1', [
      row.quote_uuid,
    ]);
    // 014: the rate fixed when the appointment was booked; the vet's current one only for rows without it.
    const [partner] = await db.query<{ platform_rate: string | number }>(
      `SELECT COALESCE(a.booked_platform_rate, p.platform_rate) AS platform_rate
         FROM appointments a LEFT JOIN partners p ON p.user_uuid = a.partner_uuid WHERE a.uuid = $1`,
      [row.uuid],
    );
    const who = await parties(db, row);
    const rate = Number(partner?.platform_rate ?? 0);
    const statement = partnerStatement(
      {
        status: row.status,
        fee: quote?.fee_cents ?? row.total_cents,
        total: row.total_cents,
        end_at: row.end_at,
        visit_ended_at: row.visit_ended_at ?? null,
        no_show_reported_by: row.no_show_reported_by ?? null,
      },
      rate,
      ctx.now,
    );
    const money = (amount: number) => ({ amount, currency: row.currency });
    return {
      data: {
        reference_id: row.reference_id,
        status: row.status,
        booked_on: row.created_at.toISOString(),
        start_at: row.start_at.toISOString(),
        pet_name: who.petName,
        client_name: `${who.client.first_name} ${who.client.last_name}`.trim(),
        platform_rate: rate,
        gross_earnings: money(statement.gross_earnings),
        platform_fee: money(statement.platform_fee),
        tax: money(statement.tax),
        discount: money(statement.discount),
        net_total: money(statement.net_total),
        paid_out: money(statement.paid_out),
        paid_on: statement.paid_on ? statement.paid_on.toISOString() : null,
        payout_status: statement.payout_status,
        no_earnings_reason: statement.no_earnings_reason,
      },
    };
  },

  async reportVetNoShow(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx, user);
    const { db } = ctx.deps;
    const refusal = vetNoShowRefusal(row, ctx.now);
    if (refusal) throw new ApiError(409, 'NOT_ALLOWED', `appointment.vetNoShow.${refusal}`);
    // The guards in the WHERE make a race with the vet's join or the vet's own no-show mark a 409.
    const [updated] = await db.query<AppointmentRow>(
      `UPDATE appointments SET status = 'INCOMPLETE', no_show_reported_by = 'CLIENT'
        WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_joined_at IS NULL RETURNING *`,
      [row.uuid],
    );
    if (!updated) {
      const again = vetNoShowRefusal(await reload(db, row.uuid), ctx.now);
      throw new ApiError(409, 'NOT_ALLOWED', `appointment.vetNoShow.${again ?? 'ALREADY_INCOMPLETE'}`);
    }
    const refunded = await refundAppointment(ctx.deps, updated, ctx.now);
    const who = await parties(db, updated);
    const locale = who.partner.locale as Locale;
    await notify(
      ctx.deps,
      { uuid: who.partner.uuid, type: 'PARTNER' },
      {
        type: 'AppointmentIncomplete',
        body: translate(
          locale,
          refunded > 0 ? 'appointment.vetNoShow.partner' : 'appointment.vetNoShow.partnerFree',
          {
            client: `${who.client.first_name} ${who.client.last_name}`.trim(),
            pet: who.petName,
            reference: updated.reference_id,
            amount: formatMoney(locale, refunded, updated.currency),
            vet: formalName(who.partner),
          },
        ),
        resourceId: updated.reference_id,
        resourceDescription: who.petName,
      },
      ctx.now,
    );
    await push(ctx.deps, updated.reference_id, 'appointment.updated', { reference_id: updated.reference_id });
    const [appointment] = await toAppointments(db, [await reload(db, updated.uuid)], ctx.now, 'CLIENT');
    return { data: appointment };
  },
};
