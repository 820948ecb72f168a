import { randomUUID } from 'node:crypto';
import { type Queryable, queryRow } from '../db/database';
import type { AppDeps } from '../deps';
import { paymentDeclined, providerFailed } from './errors';
import type { Currency, Refund } from '../payments/PaymentProvider';
import type { AppointmentRow, PaymentMethodRow } from './rows';

export interface ChargeRow {
  uuid: string;
  appointment_uuid: string;
  type: 'TRANSFER_FEE' | 'REFUND';
  amount: number;
  currency: Currency;
  payment_intent_id: string | null;
  refund_id: string | null;
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
  created_at: Date;
}

export async function chargesOf(db: Queryable, appointmentUuids: string[]): Promise<ChargeRow[]> {
  if (appointmentUuids.length === 0) return [];
  return db.query<ChargeRow>(
    'SELECT * FROM appointment_charges WHERE appointment_uuid = ANY($1::uuid[]) ORDER BY created_at, uuid',
    [appointmentUuids],
  );
}

/**
 * Charges the transfer fee on a saved card through the booking's payment provider. The client is
 * not in a card challenge here, so a card that needs one is treated like a declined card: the
 * spec's "unable to charge your card … select another card" (402), and nothing is taken.
 */
export async function chargeTransferFee(
  deps: AppDeps,
  row: AppointmentRow,
  card: PaymentMethodRow,
  amount: number,
  now: Date,
): Promise<ChargeRow> {
  const uuid = randomUUID();
  const declined = () => paymentDeclined('booking.paymentDeclined');
  let intent: Awaited<ReturnType<AppDeps['paymentProvider']['confirm']>>;
  try {
    const created = await deps.paymentProvider.createIntent({
      customerUuid: row.client_uuid,
      amount,
      currency: row.currency,
      paymentMethodRef: card.provider_ref,
      idempotencyKey: `transfer-${uuid}`,
    });
    intent = await deps.paymentProvider.confirm(created.id);
  } catch (error) {
    console.error('[api] transfer fee charge failed', error);
    throw providerFailed('BOOKING_FAILED', 'booking.failed');
  }
  if (intent.status !== 'succeeded') throw declined();
  const charge = await queryRow<ChargeRow>(
    deps.db,
    `INSERT INTO appointment_charges (uuid, appointment_uuid, type, amount, currency, payment_intent_id, status, created_at)
     VALUES ($1, $2, 'TRANSFER_FEE', $3, $4, $5, 'SUCCEEDED', $6) RETURNING *`,
    [uuid, row.uuid, amount, row.currency, intent.id, now],
  );
  return charge;
}

/** Gives one charge back (a transfer whose move failed after the fee was taken). */
export async function refundCharge(deps: AppDeps, charge: ChargeRow, now: Date): Promise<void> {
  if (!charge.payment_intent_id) return;
  const refund = await deps.paymentProvider.refund({
    intentId: charge.payment_intent_id,
    amount: charge.amount,
    idempotencyKey: `refund-${charge.uuid}`,
  });
  await recordRefund(
    deps.db,
    charge.appointment_uuid,
    charge.currency,
    charge.payment_intent_id,
    refund,
    now,
  );
}

/** Writes a refund the provider made as a negative charge on the appointment, in the provider's status. */
async function recordRefund(
  db: Queryable,
  appointmentUuid: string,
  currency: Currency,
  intentId: string,
  refund: Refund,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO appointment_charges (uuid, appointment_uuid, type, amount, currency, payment_intent_id, refund_id, status, created_at)
     VALUES ($1, $2, 'REFUND', $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      appointmentUuid,
      -refund.amount,
      currency,
      intentId,
      refund.id,
      refund.status === 'succeeded' ? 'SUCCEEDED' : refund.status === 'pending' ? 'PENDING' : 'FAILED',
      now,
    ],
  );
}

/**
 * Refunds everything the client paid for a cancelled appointment (the visit and any transfer fee)
 * to the card it came from: "Refund to card within 5 business days". A refund already made under
 * the same key is not made twice. Answers the amount refunded.
 */
export async function refundAppointment(deps: AppDeps, row: AppointmentRow, now: Date): Promise<number> {
  const sources: Array<{ key: string; intentId: string; amount: number }> = [];
  if (row.payment_intent_id && row.total_cents > 0)
    sources.push({ key: `refund-${row.uuid}`, intentId: row.payment_intent_id, amount: row.total_cents });
  for (const charge of await chargesOf(deps.db, [row.uuid])) {
    if (charge.type === 'TRANSFER_FEE' && charge.status === 'SUCCEEDED' && charge.payment_intent_id)
      sources.push({
        key: `refund-${charge.uuid}`,
        intentId: charge.payment_intent_id,
        amount: charge.amount,
      });
  }
  let refunded = 0;
  for (const source of sources) {
    const [already] = await deps.db.query(
      "SELECT 1 FROM appointment_charges WHERE appointment_uuid = $1 AND type = 'REFUND' AND payment_intent_id = $2",
      [row.uuid, source.intentId],
    );
    if (already) continue;
    const intent = await deps.paymentProvider.retrieve(source.intentId);
    // Nothing was taken (a hold never paid): nothing to give back.
    if (intent?.status !== 'succeeded') continue;
    const refund = await deps.paymentProvider.refund({
      intentId: source.intentId,
      amount: source.amount,
      idempotencyKey: source.key,
    });
    await recordRefund(deps.db, row.uuid, row.currency, source.intentId, refund, now);
    if (refund.status !== 'failed') refunded += refund.amount;
  }
  return refunded;
}
