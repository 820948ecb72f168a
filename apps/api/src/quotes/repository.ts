import type { Queryable } from '../db/database';
import type { PaymentMethodRow, PetRow, QuoteRow } from '../domain/rows';

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
