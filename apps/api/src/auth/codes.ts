import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_TTL_MINUTES, RESEND_CODE_SECONDS, resendSecondsLeft } from '@pawcall/domain';
import type { Queryable } from '../db/database';
import { throttled } from '../domain/errors';
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
/** A 6-digit code, as emailed or texted (sign-up's too). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function newSecret(purpose: CodePurpose): string {
  if (purpose === 'EMAIL' || purpose === 'PHONE' || purpose === 'EMAIL_CHANGE') return newSixDigitCode();
  return newRefreshToken();
}

/** 6-digit codes (email, phone, email change) one user may be sent per purpose within CODE_WINDOW_MINUTES. */
export const CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MINUTES = 15;

function resendTooSoon(seconds: number) {
  return throttled('CODE_RESEND_TOO_SOON', 'code.resendTooSoon', { seconds }, seconds);
}

/**
 * Issues a code and spends every earlier one of the same purpose, so only the newest works.
 * Refuses (429 CODE_RESEND_TOO_SOON) while the previous code is still live and younger than the
 * resend countdown: a code spent by a wrong attempt ("a single attempt per code") or expired can be
 * replaced at once. So that spending codes on purpose cannot send mail or texts without end, at most
 * CODES_PER_WINDOW 6-digit codes go out per purpose within CODE_WINDOW_MINUTES.
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
    const [last] = await db.query<{ created_at: Date; used_at: Date | null; expires_at: Date }>(
      `SELECT created_at, used_at, expires_at FROM one_time_codes WHERE user_uuid = $1 AND purpose = $2
       ORDER BY created_at DESC LIMIT 1`,
      [userUuid, purpose],
    );
    const live = last && last.used_at === null && last.expires_at > now;
    const left = live ? resendSecondsLeft(last.created_at, now) : 0;
    if (left > 0) throw resendTooSoon(left);
  }
  if (purpose === 'EMAIL' || purpose === 'PHONE' || purpose === 'EMAIL_CHANGE') {
    const windowMs = CODE_WINDOW_MINUTES * 60_000;
    const recent = await db.query<{ created_at: Date }>(
      `SELECT created_at FROM one_time_codes WHERE user_uuid = $1 AND purpose = $2 AND created_at > $3
       ORDER BY created_at DESC LIMIT $4`,
      [userUuid, purpose, new Date(now.getTime() - windowMs), CODES_PER_WINDOW],
    );
    const oldest = recent[CODES_PER_WINDOW - 1];
    if (oldest)
      throw resendTooSoon(
        Math.max(1, Math.ceil((oldest.created_at.getTime() + windowMs - now.getTime()) / 1000)),
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

/** Whether two hex hashes are equal, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What an attempt at a 6-digit code found: the code matched, the live code was wrong, or no code was live. */
export type CodeAttempt =
  | { result: 'MATCHED'; target: string }
  | { result: 'WRONG' }
  | { result: 'NOT_LIVE' };

/**
 * "A single attempt per code": the newest live code of the purpose is spent by this attempt,
 * right or wrong. NOT_LIVE when there was none (already spent or expired): only a new code helps.
 * Callers check the attempt's format first (isVerificationCode), so a typo does not spend the code.
 */
export async function spendLatestCode(
  db: Queryable,
  userUuid: string,
  purpose: 'EMAIL' | 'PHONE' | 'EMAIL_CHANGE',
  attempt: string,
  now: Date,
): Promise<CodeAttempt> {
  const [row] = await db.query<CodeRow>(
    `UPDATE one_time_codes SET used_at = $3
     WHERE uuid = (SELECT uuid FROM one_time_codes WHERE user_uuid = $1 AND purpose = $2 AND used_at IS NULL
                   AND expires_at > $3 ORDER BY created_at DESC LIMIT 1)
       AND used_at IS NULL
     RETURNING *`,
    [userUuid, purpose, now],
  );
  if (!row) return { result: 'NOT_LIVE' };
  return sameHash(row.code_hash, hashToken(attempt.trim()))
    ? { result: 'MATCHED', target: row.target }
    : { result: 'WRONG' };
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
