import { partnerStatement } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { chargesOf } from '../domain/charges';
import { parties } from '../domain/followUps';
import type { UserRow } from '../domain/rows';
import { clientAppointment, partnerAppointment } from '../domain/visits';
import * as appointments from './repository';

/** What an appointment cost the client, and what it earns the vet. */

/**
 * The client's receipt: the fee, the coupon, and the money moved after booking (transfer fees
 * paid, refunds back to the card).
 */
export async function clientReceipt(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const { db } = deps;
  const row = await clientAppointment(db, reference, client, now);
  const quote = await appointments.quotePrice(db, row.quote_uuid);
  const card = row.payment_method_uuid
    ? await appointments.cardLabelParts(db, row.payment_method_uuid)
    : undefined;
  const money = (amount: number) => ({ amount, currency: row.currency });
  const fee = quote?.fee_cents ?? row.total_cents;
  const items = [{ type: 'APPOINTMENT_FEE', amount: money(fee) }];
  if (row.total_cents !== fee) items.push({ type: 'COUPON', amount: money(row.total_cents - fee) });
  let total = row.total_cents;
  for (const charge of await chargesOf(db, [row.uuid])) {
    if (charge.status === 'FAILED') continue;
    items.push({ type: charge.type, amount: money(charge.amount) });
    total += charge.amount;
  }
  return {
    reference_id: row.reference_id,
    issued_at: row.created_at.toISOString(),
    items,
    total: money(total),
    payment_method: card ? `${card.brand} •••• ${card.last4}` : null,
    status: row.status,
  };
}

/**
 * The vet's statement for one appointment (GET px/appointments/{ref}/receipt): the rule
 * (partnerStatement) lives in @pawcall/domain, shared with the web app.
 */
export async function partnerReceipt(deps: AppDeps, partner: UserRow, reference: string, now: Date) {
  const { db } = deps;
  const row = await partnerAppointment(db, reference, partner, now);
  const quote = await appointments.quotePrice(db, row.quote_uuid);
  const rate = await appointments.bookedPlatformRate(db, row.uuid);
  const who = await parties(db, row);
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
    now,
  );
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
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
  };
}
