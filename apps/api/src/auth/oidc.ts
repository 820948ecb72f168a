import * as client from 'openid-client';
import type { Queryable } from '../db/database';

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

/** http is accepted only for an issuer on this machine (a provider in tests and local development). */
function isLoopbackIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const jwksCaches = new Map<string, client.ExportedJWKSCache>();

/**
 * openid-client's view of the organisation, from its stored settings (providers need not offer
 * discovery): client_secret_basic when it has a secret, RS256 ID tokens whose signature is
 * checked against its key set, and `now` as the current time (tests move the clock).
 */
function configurationFor(organization: ConfiguredOrganization, now: Date): client.Configuration {
  const config = new client.Configuration(
    {
      issuer: organization.issuer,
      authorization_endpoint: organization.authorization_endpoint,
      token_endpoint: organization.token_endpoint,
      jwks_uri: organization.jwks_uri,
    },
    organization.client_id,
    {
      id_token_signed_response_alg: 'RS256',
      [client.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
    },
    organization.client_secret ? client.ClientSecretBasic(organization.client_secret) : client.None(),
  );
  if (isLoopbackIssuer(organization.issuer)) client.allowInsecureRequests(config);
  client.enableNonRepudiationChecks(config);
  const cached = jwksCaches.get(organization.jwks_uri);
  if (cached) client.setJwksCache(config, cached);
  return config;
}

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
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  await db.query(
    `INSERT INTO sso_login_states (state, organization, nonce, code_verifier, redirect_uri, redirect, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [state, organization.slug, nonce, verifier, redirectUri, redirect, now],
  );
  return client
    .buildAuthorizationUrl(configurationFor(organization, now), {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

export interface SpentState {
  state: string;
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
     RETURNING state, nonce, code_verifier, redirect_uri, redirect`,
    [state, slug, now, new Date(now.getTime() - SSO_STATE_SECONDS * 1000)],
  );
  return row ?? null;
}

export class SsoExchangeError extends Error {}

/** The ID token's claims this server reads. */
export type SsoClaims = client.IDToken & { email?: string };

/**
 * Exchanges the code at the token endpoint with openid-client (client_secret_basic, the PKCE
 * verifier) and verifies the ID token it returns: RS256 signature against the provider's key set,
 * issuer, audience (our client id), expiry and the nonce of this sign-in.
 */
export async function completeSignIn(
  organization: ConfiguredOrganization,
  code: string,
  spent: SpentState,
  now: Date,
): Promise<SsoClaims> {
  const config = configurationFor(organization, now);
  const callback = new URL(spent.redirect_uri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', spent.state);
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: spent.code_verifier,
      expectedState: spent.state,
      expectedNonce: spent.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoExchangeError('no id_token');
    return claims as SsoClaims;
  } catch (error) {
    if (error instanceof SsoExchangeError) throw error;
    throw new SsoExchangeError(`code exchange or id_token refused: ${String(error)}`);
  } finally {
    const cache = client.getJwksCache(config);
    if (cache) jwksCaches.set(organization.jwks_uri, cache);
  }
}
