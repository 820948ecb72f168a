import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';

/** A JSON Web Key Set as identity providers publish it (Apple's /auth/keys, an OIDC jwks_uri). */
export interface Jwks {
  keys: (JsonWebKey & { kid?: string; alg?: string; use?: string })[];
}

export interface VerifyJwtOptions {
  issuer: string;
  audience: string;
  /** Seconds since the epoch; the request's instant, so tests can move the clock. */
  nowSeconds: number;
  /** When given, the token's nonce claim must equal it (OIDC: binds the token to our request). */
  nonce?: string;
  /** Clock skew tolerated on exp and iat, in seconds. */
  leewaySeconds?: number;
}

export type JwtClaims = Record<string, unknown> & {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
};

/** Why a token was refused; callers map every reason to one user-facing message. */
export class JwtError extends Error {}

function decodeSegment(segment: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new JwtError('malformed segment');
}

/**
 * Verifies a compact RS256 JWS (an identity token) with node:crypto alone: the signature against
 * the key named by `kid` in the set, then iss, aud, exp (and iat not in the future, nonce when
 * asked). Only RS256 is accepted, so a token cannot pick a weaker algorithm (`none`, HS256 with
 * the public key as secret).
 */
export function verifyJwt(token: string, jwks: Jwks, options: VerifyJwtOptions): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('not a compact JWS');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart);
  if (header.alg !== 'RS256') throw new JwtError(`algorithm ${String(header.alg)} not accepted`);
  const candidates = jwks.keys.filter(
    (key) => key.kty === 'RSA' && (header.kid === undefined || key.kid === header.kid) && key.use !== 'enc',
  );
  if (candidates.length === 0) throw new JwtError('no key for kid');
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  const valid = candidates.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return verify('RSA-SHA256', signed, key, signature);
    } catch {
      return false;
    }
  });
  if (!valid) throw new JwtError('bad signature');

  const claims = decodeSegment(payloadPart) as JwtClaims;
  const leeway = options.leewaySeconds ?? 60;
  if (claims.iss !== options.issuer) throw new JwtError('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience)) throw new JwtError('wrong audience');
  if (typeof claims.exp !== 'number' || claims.exp + leeway <= options.nowSeconds)
    throw new JwtError('expired');
  if (typeof claims.iat === 'number' && claims.iat - leeway > options.nowSeconds)
    throw new JwtError('issued in the future');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new JwtError('no subject');
  if (options.nonce !== undefined && claims.nonce !== options.nonce) throw new JwtError('wrong nonce');
  return claims;
}

/** A JWKS from inline JSON (an env var) or fetched from its URL. */
export async function loadJwks(source: {
  json?: string | undefined;
  url?: string | undefined;
}): Promise<Jwks> {
  if (source.json) {
    const parsed = JSON.parse(source.json) as Partial<Jwks> & Jwks['keys'][number];
    return Array.isArray(parsed.keys) ? { keys: parsed.keys } : { keys: [parsed] };
  }
  if (!source.url) throw new JwtError('no key set configured');
  const response = await fetch(source.url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new JwtError(`key set answered ${response.status}`);
  return (await response.json()) as Jwks;
}

/** true for the email_verified claim in either of the forms providers send ("true" from Apple). */
export function emailVerified(claims: JwtClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}
