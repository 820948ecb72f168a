import { randomUUID } from 'node:crypto';
import { type Queryable, queryRow } from '../db/database';
import type { PaymentMethodRow } from '../domain/rows';
import type { AttachedCard } from '../payments/PaymentProvider';

/** A card as the provider attached it, with the billing details typed by its holder. */
export interface NewCard {
  provider: string;
  card: AttachedCard;
  billing: { name: string; address_1: string; city: string; province: string; country: string };
  isDefault: boolean;
}

export function insertCard(db: Queryable, ownerUuid: string, input: NewCard, now: Date) {
  const { card, billing } = input;
  return queryRow<PaymentMethodRow>(
    db,
    `INSERT INTO payment_methods (uuid, owner_uuid, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at,
                                  name, billing_address_1, billing_city, billing_province, billing_country)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
    [
      randomUUID(),
      ownerUuid,
      input.provider,
      card.providerRef,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      input.isDefault,
      now,
      billing.name,
      billing.address_1,
      billing.city,
      billing.province,
      billing.country,
    ],
  );
}

export function card(db: Queryable, uuid: string) {
  return queryRow<PaymentMethodRow>(db, 'SELECT * FROM payment_methods WHERE uuid = $1', [uuid]);
}

/** Makes the card the owner's default; one statement, so there is never a moment with two primary cards or none. */
export async function makeDefault(db: Queryable, ownerUuid: string, cardUuid: string): Promise<void> {
  await db.query(
    'UPDATE payment_methods SET is_default = (uuid = $2) WHERE owner_uuid = $1 AND removed_at IS NULL',
    [ownerUuid, cardUuid],
  );
}

/** Whether a booking still waiting for its payment holds the card. */
export async function holdsUnpaidBooking(db: Queryable, cardUuid: string): Promise<boolean> {
  const [holding] = await db.query(
    "SELECT 1 FROM appointments WHERE payment_method_uuid = $1 AND status = 'REQUIRES_PAYMENT'",
    [cardUuid],
  );
  return holding !== undefined;
}

export async function markCardRemoved(db: Queryable, cardUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE payment_methods SET removed_at = $2, is_default = false WHERE uuid = $1', [
    cardUuid,
    now,
  ]);
}

/** The owner's oldest remaining card becomes the default. */
export async function promoteOldestCard(db: Queryable, ownerUuid: string): Promise<void> {
  await db.query(
    `UPDATE payment_methods SET is_default = true WHERE uuid = (
       SELECT uuid FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY created_at LIMIT 1)`,
    [ownerUuid],
  );
}

/** A booked appointment as the payment history shows it. */
export interface TransactionRow {
  uuid: string;
  reference_id: string;
  status: 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';
  total_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  created_at: Date;
  start_at: Date;
  pet_name: string;
  first_name: string;
  last_name: string;
  designation: 'VET' | 'TECH' | null;
  brand: string | null;
  last4: string | null;
}

export async function transactionCount(db: Queryable, clientUuid: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM appointments WHERE client_uuid = $1',
    [clientUuid],
  );
  return count?.n ?? 0;
}

/** A page of the client's appointments, newest booking first. */
export function transactions(db: Queryable, clientUuid: string, page: number, perPage: number) {
  return db.query<TransactionRow>(
    `SELECT a.uuid, a.reference_id, a.status, a.total_cents, a.currency, a.created_at, a.start_at,
            p.name AS pet_name, u.first_name, u.last_name, u.designation, pm.brand, pm.last4
       FROM appointments a
       JOIN pets p ON p.uuid = a.pet_uuid
       JOIN users u ON u.uuid = a.partner_uuid
       LEFT JOIN payment_methods pm ON pm.uuid = a.payment_method_uuid
      WHERE a.client_uuid = $1
      ORDER BY a.created_at DESC, a.reference_id
      LIMIT $2 OFFSET $3`,
    [clientUuid, perPage, (page - 1) * perPage],
  );
}

export interface WalletItemRow {
  uuid: string;
  kind: 'GIFT_CARD' | 'VOUCHER' | 'PROMO_CODE';
  code: string;
  description: string;
  balance_cents: number | null;
  currency: 'USD' | 'CAD' | 'GBP' | null;
  appointments_left: number | null;
  percent_off: number | null;
  expires_at: Date | null;
}

/** The owner's wallet items not expired at `now`, newest first. */
export function unexpiredWalletItems(db: Queryable, ownerUuid: string, now: Date) {
  return db.query<WalletItemRow>(
    `SELECT * FROM wallet_items WHERE owner_uuid = $1 AND (expires_at IS NULL OR expires_at > $2)
     ORDER BY created_at DESC, code`,
    [ownerUuid, now],
  );
}
