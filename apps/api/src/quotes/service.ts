import type { Queryable } from '../db/database';
import { notFound } from '../domain/errors';
import type { QuoteRow, UserRow } from '../domain/rows';
import { claimGuestQuote, quoteByUuid } from './repository';

/**
 * The signed-in client's quote. A quote made before sign-in (client_uuid null) is claimed by the
 * first client who opens it, with their default card preselected; anyone else's quote is not found.
 */
export async function loadOwnedQuote(db: Queryable, user: UserRow, quoteUuid: string): Promise<QuoteRow> {
  const row = await quoteByUuid(db, quoteUuid);
  if (!row) throw notFound('booking.quoteNotFound');
  if (row.client_uuid === user.uuid) return row;
  if (row.client_uuid != null) throw notFound('booking.quoteNotFound');
  const claimed = await claimGuestQuote(db, quoteUuid, user.uuid);
  if (!claimed) throw notFound('booking.quoteNotFound');
  return claimed;
}
