import { requirePartner } from '../http/guards';
import { partnerStatement } from '@pawcall/domain';
import { parties } from '../domain/followUps';
import { partnerAppointment } from '../domain/visits';
import type { Handlers } from '../http/bind';

/**
 * The vet's statement for one appointment (GET px/appointments/{ref}/receipt): the rule
 * (partnerStatement) lives in @pawcall/domain, shared with the web app.
 */
export const partnerReceiptHandlers = {
  async getPartnerAppointmentReceipt(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
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
} satisfies Handlers;
