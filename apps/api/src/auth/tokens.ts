import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 15 minutes; the web app keeps them in memory and refreshes through the cookie. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'pawcall_refresh';

export interface AccessClaims {
  sub: string;
  typ: 'CLIENT' | 'PARTNER';
  iat: number;
  exp: number;
}

/** `v1.<payload base64url>.<HMAC-SHA256 base64url>`: a compact signed token, no JWT library needed. */
export function signAccessToken(secret: string, claims: AccessClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`v1.${payload}`).digest('base64url');
  return `v1.${payload}.${signature}`;
}

export function verifyAccessToken(secret: string, token: string, nowMs: number): AccessClaims | null {
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`v1.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= nowMs) return null;
    return claims;
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

export function clearedRefreshCookie(secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=`,
    'Path=/api/v1/auth',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
