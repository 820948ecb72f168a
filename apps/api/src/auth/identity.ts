import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** The browser's identity cookie (spec part 1, section 3 "Cookies"); the web app sends it back as X-Identifier. */
export const IDENTITY_COOKIE = 'v-i';
const IDENTITY_SECONDS = 365 * 24 * 60 * 60;

/**
 * A new identity for this browser and this account, set with every sign-in. Not HttpOnly: the
 * spec has the web app read it and send it as X-Identifier, and clear it on a 403 IDENTIFIER.
 */
export async function issueIdentity(
  db: Queryable,
  userUuid: string,
  now: Date,
  secure: boolean,
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO device_identities (id, user_uuid, created_at) VALUES ($1, $2, $3)', [
    id,
    userUuid,
    now,
  ]);
  return [
    `${IDENTITY_COOKIE}=${id}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${IDENTITY_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Signing out revokes the browser's identity, so other tabs still holding a token are told (403 IDENTIFIER). */
export async function revokeIdentity(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE device_identities SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    id,
    now,
  ]);
}

/** A password reset signs every device out: their identities and refresh tokens are revoked. */
export async function revokeEverywhere(db: Queryable, userUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE device_identities SET revoked_at = $2 WHERE user_uuid = $1 AND revoked_at IS NULL', [
    userUuid,
    now,
  ]);
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_uuid = $1 AND revoked_at IS NULL', [
    userUuid,
    now,
  ]);
}

/**
 * A password change signs the other browsers out: their identities are revoked (their next call
 * answers 403 IDENTIFIER), all but the one the caller presents.
 */
export async function revokeOtherIdentities(
  db: Queryable,
  userUuid: string,
  keepId: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE device_identities SET revoked_at = $3
     WHERE user_uuid = $1 AND id IS DISTINCT FROM $2 AND revoked_at IS NULL`,
    [userUuid, keepId, now],
  );
}

export type IdentityProblem = 'revoked' | 'otherAccount';

/** The presented identity's row, read in the same query as the caller (http/bind.ts authenticate). */
export interface PresentedIdentity {
  user_uuid: string;
  revoked_at: Date | null;
}

/**
 * What is wrong with the identity a signed-in call presents, if anything. An identity this server
 * never issued (another environment's cookie, so no row) is ignored, not refused.
 */
export function identityProblem(
  identity: PresentedIdentity | null,
  userUuid: string,
): IdentityProblem | null {
  if (!identity) return null;
  if (identity.revoked_at) return 'revoked';
  return identity.user_uuid === userUuid ? null : 'otherAccount';
}
