import { randomUUID } from 'node:crypto';
import { CODE_TTL_MINUTES } from '@pawcall/domain';
import { hashToken } from '../auth/tokens';
import { type CodeAttempt, sameHash } from '../auth/codes';
import type { Queryable } from '../db/database';

/**
 * The codes that prove an address before its account exists (table registration_codes). Keyed by
 * the address, case-insensitively; only the newest code of an address is live, and an attempt
 * spends it right or wrong ("a single attempt per code").
 */

/** When each code of `email` sent since `since` was sent, newest first, at most `limit`. */
export async function codesSentSince(db: Queryable, email: string, since: Date, limit: number) {
  const rows = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM registration_codes WHERE lower(email) = lower($1) AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [email, since, limit],
  );
  return rows.map((row) => row.created_at);
}

/** Stores `secret`'s hash as the address's live code and spends the earlier ones. */
export async function storeCode(db: Queryable, email: string, secret: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE registration_codes SET used_at = $2 WHERE lower(email) = lower($1) AND used_at IS NULL',
    [email, now],
  );
  await db.query(
    `INSERT INTO registration_codes (uuid, email, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), email, hashToken(secret), new Date(now.getTime() + CODE_TTL_MINUTES * 60_000), now],
  );
}

/** Spends the address's newest live code with this attempt; what the attempt found. */
export async function spendCode(
  db: Queryable,
  email: string,
  attempt: string,
  now: Date,
): Promise<CodeAttempt> {
  const [row] = await db.query<{ code_hash: string }>(
    `UPDATE registration_codes SET used_at = $2
     WHERE uuid = (SELECT uuid FROM registration_codes WHERE lower(email) = lower($1) AND used_at IS NULL
                   AND expires_at > $2 ORDER BY created_at DESC LIMIT 1)
       AND used_at IS NULL
     RETURNING code_hash`,
    [email, now],
  );
  if (!row) return { result: 'NOT_LIVE' };
  return sameHash(row.code_hash, hashToken(attempt.trim()))
    ? { result: 'MATCHED', target: email }
    : { result: 'WRONG' };
}
