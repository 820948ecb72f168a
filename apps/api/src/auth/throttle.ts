import type { Queryable } from '../db/database';
import { throttled as throttledError } from '../domain/errors';

export const THROTTLE_WINDOW_MINUTES = 15;
/**
 * Failed sign-ins to one account from one IP within the window before that IP is paused for that
 * account. Counted per (account, IP), not per account: five wrong passwords from a stranger must
 * not lock the owner out.
 */
export const ACCOUNT_IP_FAILURE_LIMIT = 5;
/** Failed sign-ins per IP within the window, whatever the accounts (a shared network may hold several people). */
export const IP_FAILURE_LIMIT = 20;
/**
 * Failed sign-ins to one account from all IPs within the window before unfamiliar IPs are paused
 * for it: a slow distributed guess stays bounded, and IPs the owner signed in from lately
 * (KNOWN_IP_DAYS) still get in, so the limit is no lockout switch for an attacker.
 */
export const ACCOUNT_FAILURE_LIMIT = 100;
export const KNOWN_IP_DAYS = 30;
/** Wrong current passwords on a password change, per user within the window (a stolen access token must not guess). */
export const CURRENT_PASSWORD_FAILURE_LIMIT = 5;
/** Registrations per IP within the window. */
export const IP_REGISTER_LIMIT = 20;
/** Forgot-password and magic-link emails asked for one address within the window. */
export const ADDRESS_EMAIL_LINK_LIMIT = 3;
/** Forgot-password and magic-link emails asked for from one IP within the window. */
export const IP_EMAIL_LINK_LIMIT = 10;

const WINDOW_MS = THROTTLE_WINDOW_MINUTES * 60_000;

function throttled(
  oldestCounted: Date,
  now: Date,
  messageKey:
    | 'auth.throttledAccount'
    | 'auth.throttledIp'
    | 'auth.throttledRegister'
    | 'auth.throttledEmailLink'
    | 'password.currentThrottled',
) {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldestCounted.getTime() + WINDOW_MS - now.getTime()) / 1000),
  );
  return throttledError(
    'THROTTLED',
    messageKey,
    { minutes: Math.ceil(retryAfterSeconds / 60) },
    retryAfterSeconds,
  );
}

/**
 * Refuses a sign-in when the IP, the account from this IP, or (for an IP the owner has not signed
 * in from lately) the account as a whole has too many recent failures. The (account, IP) count
 * restarts after a successful sign-in from that IP. A pause ends when the oldest counted failure
 * leaves the window.
 */
export async function assertLoginAllowed(db: Queryable, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const ipFailures = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts WHERE kind = 'login' AND ip = $1 AND NOT succeeded AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [ip, since, IP_FAILURE_LIMIT],
  );
  if (ipFailures.length >= IP_FAILURE_LIMIT)
    throw throttled(ipFailures[IP_FAILURE_LIMIT - 1]!.created_at, now, 'auth.throttledIp');

  const fromThisIp = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts a
     WHERE kind = 'login' AND lower(email) = lower($1) AND ip = $2 AND NOT succeeded AND created_at > $3
       AND created_at > COALESCE((SELECT max(created_at) FROM login_attempts s
                                  WHERE s.kind = 'login' AND lower(s.email) = lower($1) AND s.ip = $2 AND s.succeeded),
                                 '-infinity')
     ORDER BY created_at DESC LIMIT $4`,
    [email, ip, since, ACCOUNT_IP_FAILURE_LIMIT],
  );
  if (fromThisIp.length >= ACCOUNT_IP_FAILURE_LIMIT)
    throw throttled(fromThisIp[ACCOUNT_IP_FAILURE_LIMIT - 1]!.created_at, now, 'auth.throttledAccount');

  const accountFailures = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts
     WHERE kind = 'login' AND lower(email) = lower($1) AND NOT succeeded AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [email, since, ACCOUNT_FAILURE_LIMIT],
  );
  if (accountFailures.length < ACCOUNT_FAILURE_LIMIT) return;
  const [known] = await db.query(
    `SELECT 1 FROM login_attempts
     WHERE kind = 'login' AND lower(email) = lower($1) AND ip = $2 AND succeeded AND created_at > $3 LIMIT 1`,
    [email, ip, new Date(now.getTime() - KNOWN_IP_DAYS * 24 * 60 * 60_000)],
  );
  if (!known)
    throw throttled(accountFailures[ACCOUNT_FAILURE_LIMIT - 1]!.created_at, now, 'auth.throttledAccount');
}

/** Refuses a current-password check after too many wrong ones for this user (429, however the owner signs in). */
export async function assertCurrentPasswordAllowed(
  db: Queryable,
  userUuid: string,
  now: Date,
): Promise<void> {
  const failures = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts
     WHERE kind = 'current_password' AND user_uuid = $1 AND NOT succeeded AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [userUuid, new Date(now.getTime() - WINDOW_MS), CURRENT_PASSWORD_FAILURE_LIMIT],
  );
  if (failures.length >= CURRENT_PASSWORD_FAILURE_LIMIT)
    throw throttled(
      failures[CURRENT_PASSWORD_FAILURE_LIMIT - 1]!.created_at,
      now,
      'password.currentThrottled',
    );
}

export async function assertRegisterAllowed(db: Queryable, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const attempts = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts WHERE kind = 'register' AND ip = $1 AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [ip, since, IP_REGISTER_LIMIT],
  );
  if (attempts.length >= IP_REGISTER_LIMIT)
    throw throttled(attempts[IP_REGISTER_LIMIT - 1]!.created_at, now, 'auth.throttledRegister');
}

/**
 * Refuses a forgot-password or magic-link email when the address or the IP asked for too many.
 * Every request counts, for an unknown address too, so the answer never tells who has an account.
 */
export async function assertEmailLinkAllowed(
  db: Queryable,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const fromIp = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts WHERE kind = 'email_link' AND ip = $1 AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [ip, since, IP_EMAIL_LINK_LIMIT],
  );
  if (fromIp.length >= IP_EMAIL_LINK_LIMIT)
    throw throttled(fromIp[IP_EMAIL_LINK_LIMIT - 1]!.created_at, now, 'auth.throttledEmailLink');
  const forAddress = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts WHERE kind = 'email_link' AND lower(email) = lower($1) AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [email, since, ADDRESS_EMAIL_LINK_LIMIT],
  );
  if (forAddress.length >= ADDRESS_EMAIL_LINK_LIMIT)
    throw throttled(forAddress[ADDRESS_EMAIL_LINK_LIMIT - 1]!.created_at, now, 'auth.throttledEmailLink');
}

export async function recordAttempt(
  db: Queryable,
  attempt: {
    kind: 'login' | 'register' | 'email_link' | 'current_password';
    email: string | null;
    ip: string;
    succeeded: boolean;
    now: Date;
    userUuid?: string;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO login_attempts (kind, email, ip, succeeded, created_at, user_uuid) VALUES ($1, $2, $3, $4, $5, $6)',
    [attempt.kind, attempt.email, attempt.ip, attempt.succeeded, attempt.now, attempt.userUuid ?? null],
  );
}
