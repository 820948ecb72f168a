import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/** The keys a token may be signed with: a JSON Web Key Set, inline or fetched (and cached) by jose. */
export type KeySet = JWTVerifyGetKey;

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

export type JwtClaims = JWTPayload & {
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

/** The key set could not be had (the provider's URL timed out or answered nonsense): not the token's fault. */
export class KeySetUnavailable extends Error {}

/**
 * Verifies a compact JWS (an identity token) with jose: the signature against the key set
 * (RS256 only, so a token cannot pick `none` or HS256 with the public key as secret), then iss,
 * aud, exp, iat and sub, and the nonce when asked.
 */
export async function verifyJwt(token: string, keys: KeySet, options: VerifyJwtOptions): Promise<JwtClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: options.issuer,
      audience: options.audience,
      currentDate: new Date(options.nowSeconds * 1000),
      clockTolerance: options.leewaySeconds ?? 60,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    const keySetFailed =
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      !(error instanceof errors.JOSEError) ||
      error.code === 'ERR_JOSE_GENERIC';
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw keySetFailed ? new KeySetUnavailable(reason) : new JwtError(reason);
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new JwtError('no subject');
  if (options.nonce !== undefined && payload.nonce !== options.nonce) throw new JwtError('wrong nonce');
  return payload as JwtClaims;
}

const remoteKeySets = new Map<string, KeySet>();

/**
 * A key set from inline JSON (an env var: a set or a single key) or from its URL. A URL's set is
 * fetched by jose when needed, cached, and fetched again when a token names an unknown key (rotation).
 */
export function keySet(source: { json?: string | undefined; url?: string | undefined }): KeySet {
  if (source.json) {
    const parsed = JSON.parse(source.json) as Partial<JSONWebKeySet> & JSONWebKeySet['keys'][number];
    return createLocalJWKSet(Array.isArray(parsed.keys) ? { keys: parsed.keys } : { keys: [parsed] });
  }
  if (!source.url) throw new JwtError('no key set configured');
  let remote = remoteKeySets.get(source.url);
  if (!remote) {
    remote = createRemoteJWKSet(new URL(source.url), { timeoutDuration: 10_000 });
    remoteKeySets.set(source.url, remote);
  }
  return remote;
}

/** true for the email_verified claim in either of the forms providers send ("true" from Apple). */
export function emailVerified(claims: JwtClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}
