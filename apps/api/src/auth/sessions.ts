import { randomUUID } from 'node:crypto';
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
} from './tokens';

/**
 * A refresh token presented again within this many seconds after it was rotated is a benign
 * race (two tabs, a retried request), not theft: the caller gets another token of the same
 * family instead of losing the session.
 */
export const REUSE_GRACE_SECONDS = 30;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  cookie: string;
}

export function issueAccessToken(deps: AppDeps, user: UserRow, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signAccessToken(deps.authSecret, {
    sub: user.uuid,
    typ: user.type,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  });
}

async function storeRefreshToken(
  db: Queryable,
  userUuid: string,
  familyUuid: string,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    'INSERT INTO refresh_tokens (uuid, user_uuid, family_uuid, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      randomUUID(),
      userUuid,
      familyUuid,
      hashToken(token),
      new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
      now,
    ],
  );
  return token;
}

export async function startSession(deps: AppDeps, user: UserRow, now: Date): Promise<IssuedSession> {
  const refresh = await storeRefreshToken(deps.db, user.uuid, randomUUID(), now);
  return {
    accessToken: issueAccessToken(deps, user, now),
    expiresIn: ACCESS_TOKEN_SECONDS,
    cookie: refreshCookie(refresh, deps.cookieSecure),
  };
}

interface RefreshRow {
  uuid: string;
  user_uuid: string;
  family_uuid: string;
  expires_at: Date;
  revoked_at: Date | null;
}

/**
 * Rotates a refresh token: the presented one is revoked and a new one of the same family is
 * issued. A token reused after the grace period revokes its whole family (it was probably stolen).
 * Null when the token is unknown, expired or reused.
 */
export async function rotateSession(
  deps: AppDeps,
  presented: string,
  now: Date,
): Promise<{ session: IssuedSession; user: UserRow } | null> {
  const hash = hashToken(presented);
  const [rotated] = await deps.db.query<RefreshRow>(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING *',
    [hash, now],
  );
  let row = rotated;
  if (!row) {
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
    // Within the grace period the family must still be alive (not signed out).
    const [alive] = await deps.db.query(
      'SELECT 1 FROM refresh_tokens WHERE family_uuid = $1 AND revoked_at IS NULL',
      [existing.family_uuid],
    );
    if (!alive) return null;
    row = existing;
  }
  if (row.expires_at.getTime() <= now.getTime()) return null;
  const [user] = await deps.db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [row.user_uuid]);
  if (!user) return null;
  const refresh = await storeRefreshToken(deps.db, user.uuid, row.family_uuid, now);
  return {
    user,
    session: {
      accessToken: issueAccessToken(deps, user, now),
      expiresIn: ACCESS_TOKEN_SECONDS,
      cookie: refreshCookie(refresh, deps.cookieSecure),
    },
  };
}

export async function endSession(deps: AppDeps, presented: string, now: Date): Promise<void> {
  await deps.db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE family_uuid = (SELECT family_uuid FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [hashToken(presented), now],
  );
}
