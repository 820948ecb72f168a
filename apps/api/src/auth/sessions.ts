import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/rows';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  hashToken,
  newRefreshToken,
  refreshCookie,
  signAccessToken,
  signedInCookie,
} from './tokens';

/**
 * A refresh token presented again within this many seconds after it was rotated is a benign
 * race (two tabs, a retried request), not theft: the caller gets the successor already issued
 * to the first request, never a new one. Later, a reuse means the token was copied: the whole
 * family is revoked.
 */
export const REUSE_GRACE_SECONDS = 30;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  /** What the answer sets: the refresh cookie (HttpOnly) and the signed-in hint beside it. */
  cookies: string[];
  /** The refresh-token family; access tokens carry it as `sid`. */
  sessionId: string;
}

export function issueAccessToken(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return signAccessToken(deps.authSecret, {
    sub: user.uuid,
    typ: user.type,
    sid: sessionId,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  });
}

async function storeRefreshToken(
  db: Queryable,
  userUuid: string,
  familyUuid: string,
  now: Date,
): Promise<{ token: string; uuid: string }> {
  const token = newRefreshToken();
  const uuid = randomUUID();
  await db.query(
    'INSERT INTO refresh_tokens (uuid, user_uuid, family_uuid, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      uuid,
      userUuid,
      familyUuid,
      hashToken(token),
      new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
      now,
    ],
  );
  return { token, uuid };
}

async function issued(deps: AppDeps, user: UserRow, sessionId: string, refresh: string, now: Date) {
  return {
    accessToken: await issueAccessToken(deps, user, sessionId, now),
    expiresIn: ACCESS_TOKEN_SECONDS,
    cookies: [refreshCookie(refresh, deps.cookieSecure), signedInCookie(deps.cookieSecure)],
    sessionId,
  };
}

export async function startSession(deps: AppDeps, user: UserRow, now: Date): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refresh = await storeRefreshToken(deps.db, user.uuid, sessionId, now);
  return issued(deps, user, sessionId, refresh.token, now);
}

/**
 * The successor is sealed (AES-256-GCM) under a key derived from the rotated token: only whoever
 * presents that token can open it, and a copy of the database cannot.
 */
function successorKey(rotated: string): Buffer {
  return Buffer.from(hkdfSync('sha256', rotated, '', 'pawcall refresh successor', 32));
}

function sealSuccessor(rotated: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(rotated), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

function openSuccessor(rotated: string, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(rotated), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

interface RefreshRow {
  uuid: string;
  user_uuid: string;
  family_uuid: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  successor_uuid: string | null;
  successor_sealed: string | null;
}

/**
 * Rotates a refresh token: the presented one is revoked and a new one of the same family is
 * issued. Presented again within the grace period, it answers the successor it already has, as
 * long as that one is still live; later, the whole family is revoked (it was probably stolen).
 * Null when the token is unknown, expired or reused.
 */
export async function rotateSession(
  deps: AppDeps,
  presented: string,
  now: Date,
): Promise<{ session: IssuedSession; user: UserRow } | null> {
  const hash = hashToken(presented);
  const [rotated] = await deps.db.query<RefreshRow>(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING *',
    [hash, now],
  );
  if (rotated) {
    const [user] = await deps.db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [rotated.user_uuid]);
    if (!user) return null;
    const successor = await storeRefreshToken(deps.db, user.uuid, rotated.family_uuid, now);
    await deps.db.query(
      'UPDATE refresh_tokens SET successor_uuid = $2, successor_sealed = $3 WHERE uuid = $1',
      [rotated.uuid, successor.uuid, sealSuccessor(presented, successor.token)],
    );
    return { user, session: await issued(deps, user, rotated.family_uuid, successor.token, now) };
  }

  const [existing] = await deps.db.query<RefreshRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [
    hash,
  ]);
  if (!existing?.revoked_at) return null;
  const revokedAgo = now.getTime() - existing.revoked_at.getTime();
  if (revokedAgo > REUSE_GRACE_SECONDS * 1000) {
    await deps.db.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_uuid = $1 AND revoked_at IS NULL',
      [existing.family_uuid, now],
    );
    return null;
  }
  // Within the grace period: the same successor, while it is live (not rotated again, not signed out).
  if (!existing.successor_uuid || !existing.successor_sealed) return null;
  const [successor] = await deps.db.query<RefreshRow>(
    'SELECT * FROM refresh_tokens WHERE uuid = $1 AND revoked_at IS NULL AND expires_at > $2',
    [existing.successor_uuid, now],
  );
  const token = successor ? openSuccessor(presented, existing.successor_sealed) : null;
  if (!successor || !token || hashToken(token) !== successor.token_hash) return null;
  const [user] = await deps.db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [existing.user_uuid]);
  if (!user) return null;
  return { user, session: await issued(deps, user, existing.family_uuid, token, now) };
}

/**
 * SQL true when session $sid of user $user is live: one of its refresh tokens is neither revoked
 * nor expired. Signing out, a password change or reset and a detected theft all revoke the tokens,
 * so access tokens of that session stop working at once, whatever headers they come with.
 */
export function liveSessionSql(sid: string, user: string, now: string): string {
  return `EXISTS (SELECT 1 FROM refresh_tokens live WHERE live.family_uuid = ${sid} AND live.user_uuid = ${user}
            AND live.revoked_at IS NULL AND live.expires_at > ${now})`;
}

export async function isSessionLive(
  db: Queryable,
  sessionId: string,
  userUuid: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(`SELECT ${liveSessionSql('$1', '$2', '$3')} AS live`, [
    sessionId,
    userUuid,
    now,
  ]);
  return row?.live === true;
}

/** A password change keeps the caller's session and signs every other one out. */
export async function revokeOtherSessions(
  db: Queryable,
  userUuid: string,
  keepSessionId: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE user_uuid = $1 AND family_uuid IS DISTINCT FROM $2 AND revoked_at IS NULL`,
    [userUuid, keepSessionId, now],
  );
}

export async function endSession(deps: AppDeps, presented: string, now: Date): Promise<void> {
  await deps.db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE family_uuid = (SELECT family_uuid FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [hashToken(presented), now],
  );
}
