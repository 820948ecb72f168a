import { randomUUID } from 'node:crypto';
import { type Queryable, queryRow } from '../db/database';
import type { UserRow } from '../domain/rows';
import type { Locale } from '../i18n';

/** The accounts' own rows (table users, and the organisations' subjects in sso_identities). */

/** The account of an address, whatever its case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return user;
}

/** An account known to exist (the caller's, read again after a change). */
export async function userByUuid(db: Queryable, uuid: string): Promise<UserRow> {
  return queryRow<UserRow>(db, 'SELECT * FROM users WHERE uuid = $1', [uuid]);
}

/** Whether an account other than `userUuid` has this address, whatever its case. */
export async function emailTakenByAnother(db: Queryable, email: string, userUuid: string): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    'SELECT 1 AS one FROM users WHERE lower(email) = lower($1) AND uuid <> $2 LIMIT 1',
    [email, userUuid],
  );
  return rows.length > 0;
}

export interface NewUser {
  type: UserRow['type'];
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  timeZone: string;
  now: Date;
}

/**
 * A new account with an address proved by its code, ONBOARDING until its steps are done: a client
 * until phone, pet and address are in, a partner until credentials and availability exist.
 */
export async function insertRegisteredUser(db: Queryable, user: NewUser): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, locale, timezone, created_at, password_changed_at)
     VALUES ($1, $2, 'ONBOARDING', $3, true, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [
      randomUUID(),
      user.type,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.locale,
      user.timeZone,
      user.now,
    ],
  );
}

/** A new account from a social provider: the address is the provider's, and a password is still to be chosen. */
export async function insertSocialUser(db: Queryable, user: Omit<NewUser, 'passwordHash'>): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, locale, timezone, created_at, requires_password)
     VALUES ($1, $2, 'ONBOARDING', $3, true, '', $4, $5, $6, $7, $8, true) RETURNING *`,
    [
      randomUUID(),
      user.type,
      user.email,
      user.firstName,
      user.lastName,
      user.locale,
      user.timeZone,
      user.now,
    ],
  );
}

/** A reset password: the emailed link proved the address too. */
export async function resetPassword(
  db: Queryable,
  userUuid: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    `UPDATE users SET password_hash = $2, password_changed_at = $3, requires_password = false, email_verified = true
     WHERE uuid = $1 RETURNING *`,
    [userUuid, passwordHash, now],
  );
}

/** A password the signed-in user chose. */
export async function changePassword(
  db: Queryable,
  userUuid: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE users SET password_hash = $2, password_changed_at = $3, requires_password = false WHERE uuid = $1',
    [userUuid, passwordHash, now],
  );
}

export async function markEmailVerified(db: Queryable, userUuid: string): Promise<UserRow> {
  return queryRow<UserRow>(db, 'UPDATE users SET email_verified = true WHERE uuid = $1 RETURNING *', [
    userUuid,
  ]);
}

export async function markPhoneVerified(db: Queryable, userUuid: string): Promise<UserRow> {
  return queryRow<UserRow>(db, 'UPDATE users SET phone_verified = true WHERE uuid = $1 RETURNING *', [
    userUuid,
  ]);
}

/** A new, unverified phone number (with a new phone id). */
export async function setPhone(db: Queryable, userUuid: string, phone: string): Promise<void> {
  await db.query(
    'UPDATE users SET phone_uuid = $2, phone_number = $3, phone_verified = false WHERE uuid = $1',
    [userUuid, randomUUID(), phone],
  );
}

/** The new address, verified by the code sent to it; a unique violation when another account took it meanwhile. */
export async function setVerifiedEmail(db: Queryable, userUuid: string, email: string): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    'UPDATE users SET email = $2, email_verified = true WHERE uuid = $1 RETURNING *',
    [userUuid, email],
  );
}

/** The address the user's latest email-change code went to. */
export async function lastEmailChangeTarget(db: Queryable, userUuid: string): Promise<string | undefined> {
  const [last] = await db.query<{ target: string }>(
    `SELECT target FROM one_time_codes WHERE user_uuid = $1 AND purpose = 'EMAIL_CHANGE'
     ORDER BY created_at DESC LIMIT 1`,
    [userUuid],
  );
  return last?.target;
}

/** The account an organisation's subject signed in to before. */
export async function userLinkedToSubject(
  db: Queryable,
  organization: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [linked] = await db.query<UserRow>(
    `SELECT users.* FROM sso_identities JOIN users ON users.uuid = sso_identities.user_uuid
     WHERE sso_identities.organization = $1 AND sso_identities.subject = $2`,
    [organization, subject],
  );
  return linked;
}

export async function linkSubject(
  db: Queryable,
  organization: string,
  subject: string,
  userUuid: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO sso_identities (organization, subject, user_uuid, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization, subject) DO NOTHING`,
    [organization, subject, userUuid, now],
  );
}
