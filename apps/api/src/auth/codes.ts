import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_TTL_MINUTES, RESEND_CODE_SECONDS, resendSecondsLeft } from '@pawcall/machines/rules';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { hashToken, newRefreshToken } from './tokens';

export type CodePurpose = 'EMAIL' | 'PHONE' | 'PASSWORD_RESET' | 'MAGIC_LOGIN' | 'EMAIL_CHANGE';

interface CodeRow {
  uuid: string;
  user_uuid: string;
  purpose: CodePurpose;
  target: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** A 6-digit code for email and phone; a long random token for links (reset, magic login). */
function newSecret(purpose: CodePurpose): string {
  if (purpose === 'EMAIL' || purpose === 'PHONE' || purpose === 'EMAIL_CHANGE')
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  return newRefreshToken();
}

/**
 * Issues a code and spends every earlier one of the same purpose, so only the newest works.
 * Refuses (429 CODE_RESEND_TOO_SOON) while the previous code is younger than the resend countdown.
 */
export async function issueCode(
  db: Queryable,
  userUuid: string,
  purpose: CodePurpose,
  target: string,
  now: Date,
  options: { enforceCountdown?: boolean } = {},
): Promise<{ id: string; secret: string; resendIn: number }> {
  if (options.enforceCountdown !== false) {
    const [last] = await db.query<{ created_at: Date }>(
      'SELECT created_at FROM one_time_codes WHERE user_uuid = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
      [userUuid, purpose],
    );
    const left = resendSecondsLeft(last?.created_at ?? null, now);
    if (left > 0)
      throw new ApiError(
        429,
        'CODE_RESEND_TOO_SOON',
        'code.resendTooSoon',
        { seconds: left },
        {
          'Retry-After': String(left),
        },
      );
  }
  await db.query(
    'UPDATE one_time_codes SET used_at = $3 WHERE user_uuid = $1 AND purpose = $2 AND used_at IS NULL',
    [userUuid, purpose, now],
  );
  const id = randomUUID();
  const secret = newSecret(purpose);
  await db.query(
    `INSERT INTO one_time_codes (uuid, user_uuid, purpose, target, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      userUuid,
      purpose,
      target,
      hashToken(secret),
      new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      now,
    ],
  );
  return { id, secret, resendIn: RESEND_CODE_SECONDS };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * "A single attempt per code": the newest live code of the purpose is spent by this attempt,
 * right or wrong. Returns the code's target when it matched, null otherwise.
 */
export async function spendLatestCode(
  db: Queryable,
  userUuid: string,
  purpose: 'EMAIL' | 'PHONE' | 'EMAIL_CHANGE',
  attempt: string,
  now: Date,
): Promise<{ target: string } | null> {
  const [row] = await db.query<CodeRow>(
    `UPDATE one_time_codes SET used_at = $3
     WHERE uuid = (SELECT uuid FROM one_time_codes WHERE user_uuid = $1 AND purpose = $2 AND used_at IS NULL
                   AND expires_at > $3 ORDER BY created_at DESC LIMIT 1)
       AND used_at IS NULL
     RETURNING *`,
    [userUuid, purpose, now],
  );
  if (!row) return null;
  return sameHash(row.code_hash, hashToken(attempt.trim())) ? { target: row.target } : null;
}

/** A link's code (reset, magic login), by its id: spent by the attempt; the user when it matched. */
export async function spendLinkCode(
  db: Queryable,
  id: string,
  purpose: 'PASSWORD_RESET' | 'MAGIC_LOGIN',
  secret: string,
  now: Date,
): Promise<{ userUuid: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<CodeRow>(
    `UPDATE one_time_codes SET used_at = $3
     WHERE uuid = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING *`,
    [id, purpose, now],
  );
  if (!row) return null;
  return sameHash(row.code_hash, hashToken(secret)) ? { userUuid: row.user_uuid } : null;
}
