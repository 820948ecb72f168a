import { randomUUID } from 'node:crypto';
import { type Queryable, queryRow } from '../db/database';
import type { PartnerRow, PaymentMethodRow, PetRow, QuoteRow } from '../domain/rows';
import { PARTNER_SELECT } from '../views/repository';

/** The client's pet, unless it was removed. */
export async function findOwnedPet(
  db: Queryable,
  ownerUuid: string,
  petUuid: string,
): Promise<PetRow | undefined> {
  const [pet] = await db.query<PetRow>(
    'SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2 AND removed_at IS NULL',
    [petUuid, ownerUuid],
  );
  return pet;
}

/** The client's card, unless it was removed. */
export async function findOwnedCard(
  db: Queryable,
  ownerUuid: string,
  cardUuid: string,
): Promise<PaymentMethodRow | undefined> {
  const [card] = await db.query<PaymentMethodRow>(
    'SELECT * FROM payment_methods WHERE uuid = $1 AND owner_uuid = $2 AND removed_at IS NULL',
    [cardUuid, ownerUuid],
  );
  return card;
}

/** The card a new quote preselects: the client's default. */
export async function defaultCardUuid(db: Queryable, ownerUuid: string): Promise<string | null> {
  const [card] = await db.query<{ uuid: string }>(
    'SELECT uuid FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL AND is_default LIMIT 1',
    [ownerUuid],
  );
  return card?.uuid ?? null;
}

export async function quoteByUuid(db: Queryable, quoteUuid: string): Promise<QuoteRow | undefined> {
  const [row] = await db.query<QuoteRow>('SELECT * FROM quotes WHERE uuid = $1', [quoteUuid]);
  return row;
}

/**
 * Gives a guest quote (client_uuid null) to `clientUuid`, with their default card unless one was
 * chosen; undefined when another client claimed it first.
 */
export async function claimGuestQuote(
  db: Queryable,
  quoteUuid: string,
  clientUuid: string,
): Promise<QuoteRow | undefined> {
  const [claimed] = await db.query<QuoteRow>(
    `UPDATE quotes SET client_uuid = $2, payment_method_uuid = COALESCE(payment_method_uuid, $3)
     WHERE uuid = $1 AND client_uuid IS NULL RETURNING *`,
    [quoteUuid, clientUuid, await defaultCardUuid(db, clientUuid)],
  );
  return claimed;
}

/** A listed vet with an active account: the only ones a booking session can start with. */
export async function listedPartner(db: Queryable, partnerUuid: string): Promise<PartnerRow | undefined> {
  const [partner] = await db.query<PartnerRow>(
    `${PARTNER_SELECT} WHERE p.user_uuid = $1 AND p.is_listed AND u.status = 'ACTIVE'`,
    [partnerUuid],
  );
  return partner;
}

/** How many booking sessions the client started in the hour before `now`. */
export async function quotesInLastHour(db: Queryable, clientUuid: string, now: Date): Promise<number> {
  const [recent] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM quotes WHERE client_uuid = $1 AND created_at > $2::timestamptz - interval '1 hour'",
    [clientUuid, now],
  );
  return recent?.count ?? 0;
}

/** What a new quote is made of; what is not said (a follow-up's search context, say) stays empty. */
export interface NewQuote {
  partner_uuid: string;
  client_uuid: string | null;
  start_at: Date;
  end_at: Date;
  expires_at: Date;
  fee_cents: number;
  currency: QuoteRow['currency'];
  pet_uuid: string | null;
  payment_method_uuid: string | null;
  platform: QuoteRow['platform'];
  service_type?: QuoteRow['service_type'];
  search_result_uuid?: string | null;
  target_country?: string | null;
  target_province?: string | null;
  target_city?: string | null;
  followup_of?: string | null;
  created_at: Date;
}

export function insertQuote(db: Queryable, quote: NewQuote): Promise<QuoteRow> {
  return queryRow<QuoteRow>(
    db,
    `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, pet_uuid,
                         payment_method_uuid, platform, service_type, search_result_uuid, target_country, target_province,
                         target_city, followup_of, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING *`,
    [
      randomUUID(),
      quote.partner_uuid,
      quote.client_uuid,
      quote.start_at,
      quote.end_at,
      quote.expires_at,
      quote.fee_cents,
      quote.currency,
      quote.pet_uuid,
      quote.payment_method_uuid,
      quote.platform,
      quote.service_type ?? null,
      quote.search_result_uuid ?? null,
      quote.target_country ?? null,
      quote.target_province ?? null,
      quote.target_city ?? null,
      quote.followup_of ?? null,
      quote.created_at,
    ],
  );
}

/** The client's choices on an open quote: its pet, its card, its promo code. */
export function setQuotePet(db: Queryable, quoteUuid: string, petUuid: string): Promise<QuoteRow> {
  return queryRow<QuoteRow>(db, 'UPDATE quotes SET pet_uuid = $2 WHERE uuid = $1 RETURNING *', [
    quoteUuid,
    petUuid,
  ]);
}

export function setQuoteCard(db: Queryable, quoteUuid: string, cardUuid: string): Promise<QuoteRow> {
  return queryRow<QuoteRow>(db, 'UPDATE quotes SET payment_method_uuid = $2 WHERE uuid = $1 RETURNING *', [
    quoteUuid,
    cardUuid,
  ]);
}

export function setQuotePromoCode(db: Queryable, quoteUuid: string, code: string | null): Promise<QuoteRow> {
  return queryRow<QuoteRow>(db, 'UPDATE quotes SET promo_code = $2 WHERE uuid = $1 RETURNING *', [
    quoteUuid,
    code,
  ]);
}
