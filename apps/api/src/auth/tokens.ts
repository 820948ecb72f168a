import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes; the web app keeps them in memory and refreshes through the cookie. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'pawcall_refresh';
/**
 * Set beside the refresh cookie and cleared with it, so the web app can tell a guest from a
 * browser with a session to restore without a refresh call that a guest would see fail (401). It
 * says only that a refresh is worth trying and grants nothing: the refresh cookie alone does.
 */
export const SIGNED_IN_COOKIE = 'pawcall_signed_in';

const ISSUER = 'pawcall-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  typ: 'CLIENT' | 'PARTNER';
  /** The session (refresh-token family) the token was issued for; checked live on every call. */
  sid: string;
  iat: number;
  exp: number;
}

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** An HS256 JWT (jose), so the format and its checks are a maintained library's, not ours. */
export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ typ: claims.typ, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(keyOf(secret));
}

/**
 * The claims of a valid, unexpired access token signed with this secret, else null. It says
 * nothing about whether its session is still live: callers check `sid` (sessions.ts).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  nowMs: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ISSUER,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    if (typeof payload.sid !== 'string' || (payload.typ !== 'CLIENT' && payload.typ !== 'PARTNER'))
      return null;
    return {
      sub: payload.sub as string,
      typ: payload.typ,
      sid: payload.sid,
      iat: payload.iat as number,
      exp: payload.exp as number,
    };
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function refreshCookie(token: string, secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=${token}`,
    'Path=/api/v1/auth',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${REFRESH_TOKEN_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Readable by the page's script (not HttpOnly) on every path, since the web app reads it at start-up
 * wherever it loads; otherwise it has the refresh cookie's SameSite, Secure and lifetime.
 */
export function signedInCookie(secure: boolean): string {
  return [
    `${SIGNED_IN_COOKIE}=1`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${REFRESH_TOKEN_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Both cookies of a session, gone: signing out and a refresh refused. */
export function clearedSessionCookies(secure: boolean): string[] {
  const attributes = ['SameSite=Lax', 'Max-Age=0', ...(secure ? ['Secure'] : [])];
  return [
    [`${REFRESH_COOKIE}=`, 'Path=/api/v1/auth', 'HttpOnly', ...attributes].join('; '),
    [`${SIGNED_IN_COOKIE}=`, 'Path=/', ...attributes].join('; '),
  ];
}
