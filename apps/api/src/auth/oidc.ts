import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { type JwtClaims, loadJwks, verifyJwt } from './jwt';

/**
 * An organisation's OpenID Connect provider. Stored in sso_organizations (seeded or inserted by
 * an operator), or given by the SSO_ORGANIZATIONS environment variable as a JSON array of these
 * objects, which wins over the table for the same slug.
 */
export interface SsoOrganization {
  slug: string;
  name: string;
  /** Where /auth/login/sso/{slug} sends the browser when no provider is configured. */
  sign_in_url: string;
  issuer: string | null;
  client_id: string | null;
  client_secret: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  jwks_uri: string | null;
}

export type ConfiguredOrganization = SsoOrganization & {
  issuer: string;
  client_id: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
};

/** A sign-in attempt may take this long at the provider before its state is refused. */
export const SSO_STATE_SECONDS = 10 * 60;

function fromEnvironment(env: NodeJS.ProcessEnv): SsoOrganization[] {
  if (!env.SSO_ORGANIZATIONS) return [];
  try {
    const parsed = JSON.parse(env.SSO_ORGANIZATIONS) as Partial<SsoOrganization>[];
    return parsed
      .filter((entry) => typeof entry.slug === 'string' && typeof entry.name === 'string')
      .map((entry) => ({
        slug: entry.slug as string,
        name: entry.name as string,
        sign_in_url: entry.sign_in_url ?? '',
        issuer: entry.issuer ?? null,
        client_id: entry.client_id ?? null,
        client_secret: entry.client_secret ?? null,
        authorization_endpoint: entry.authorization_endpoint ?? null,
        token_endpoint: entry.token_endpoint ?? null,
        jwks_uri: entry.jwks_uri ?? null,
      }));
  } catch {
    console.warn('[api] SSO_ORGANIZATIONS is not a JSON array; ignored');
    return [];
  }
}

export async function findOrganization(
  db: Queryable,
  slug: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SsoOrganization | null> {
  const configured = fromEnvironment(env).find((entry) => entry.slug === slug);
  if (configured) return configured;
  const [row] = await db.query<SsoOrganization>('SELECT * FROM sso_organizations WHERE slug = $1', [slug]);
  return row ?? null;
}

export function isConfigured(organization: SsoOrganization): organization is ConfiguredOrganization {
  return Boolean(
    organization.issuer &&
      organization.client_id &&
      organization.authorization_endpoint &&
      organization.token_endpoint &&
      organization.jwks_uri,
  );
}

/** The path that starts a sign-in with the organisation's provider (the server answers with a redirect). */
export function authorizePath(slug: string): string {
  return `/api/v1/auth/sso/${slug}/authorize`;
}

export function callbackPath(slug: string): string {
  return `/api/v1/auth/sso/${slug}/callback`;
}

const random = () => randomBytes(32).toString('base64url');

/**
 * Starts an authorization-code flow: a fresh state, nonce and PKCE verifier are kept until the
 * callback; the answer is the provider's authorize URL with the S256 code challenge.
 */
export async function beginSignIn(
  db: Queryable,
  organization: ConfiguredOrganization,
  redirectUri: string,
  redirect: string | null,
  now: Date,
): Promise<string> {
  const state = random();
  const nonce = random();
  const verifier = random();
  await db.query(
    `INSERT INTO sso_login_states (state, organization, nonce, code_verifier, redirect_uri, redirect, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [state, organization.slug, nonce, verifier, redirectUri, redirect, now],
  );
  const url = new URL(organization.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', organization.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface SpentState {
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  redirect: string | null;
}

/** Spends a state once: unknown, already used, another organisation's or too old answers null. */
export async function spendState(
  db: Queryable,
  slug: string,
  state: string,
  now: Date,
): Promise<SpentState | null> {
  const [row] = await db.query<SpentState>(
    `UPDATE sso_login_states SET used_at = $3
     WHERE state = $1 AND organization = $2 AND used_at IS NULL AND created_at > $4
     RETURNING nonce, code_verifier, redirect_uri, redirect`,
    [state, slug, now, new Date(now.getTime() - SSO_STATE_SECONDS * 1000)],
  );
  return row ?? null;
}

export class SsoExchangeError extends Error {}

/**
 * Exchanges the code at the token endpoint (client_secret_basic, with the PKCE verifier) and
 * verifies the ID token it returns: RS256 signature against the provider's key set, issuer,
 * audience (our client id), expiry and the nonce of this sign-in.
 */
export async function completeSignIn(
  organization: ConfiguredOrganization,
  code: string,
  spent: SpentState,
  now: Date,
): Promise<JwtClaims> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: spent.redirect_uri,
    code_verifier: spent.code_verifier,
    client_id: organization.client_id,
  });
  if (organization.client_secret) {
    const basic = `${encodeURIComponent(organization.client_id)}:${encodeURIComponent(organization.client_secret)}`;
    headers.Authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  let tokens: { id_token?: unknown };
  try {
    const response = await fetch(organization.token_endpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new SsoExchangeError(`token endpoint answered ${response.status}`);
    tokens = (await response.json()) as { id_token?: unknown };
  } catch (error) {
    if (error instanceof SsoExchangeError) throw error;
    throw new SsoExchangeError(`token endpoint unreachable: ${String(error)}`);
  }
  if (typeof tokens.id_token !== 'string') throw new SsoExchangeError('no id_token');
  let jwks: Awaited<ReturnType<typeof loadJwks>>;
  try {
    jwks = await loadJwks({ url: organization.jwks_uri });
  } catch (error) {
    throw new SsoExchangeError(`key set unavailable: ${String(error)}`);
  }
  try {
    return verifyJwt(tokens.id_token, jwks, {
      issuer: organization.issuer,
      audience: organization.client_id,
      nowSeconds: Math.floor(now.getTime() / 1000),
      nonce: spent.nonce,
    });
  } catch (error) {
    throw new SsoExchangeError(`id_token refused: ${String(error)}`);
  }
}
