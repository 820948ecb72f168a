import { ApiError } from '../http/errors';
import { emailVerified, JwtError, type KeySet, KeySetUnavailable, keySet, verifyJwt } from './jwt';

export type SocialProvider = 'apple' | 'facebook' | 'google' | 'google-one-tap';

export const APPLE_ISSUER = 'https://appleid.apple.com';
export const APPLE_DEFAULT_JWKS_URL = 'https://appleid.apple.com/auth/keys';

/**
 * Providers are configured by environment: GOOGLE_CLIENT_ID (google and google-one-tap),
 * FACEBOOK_APP_ID + FACEBOOK_APP_SECRET, APPLE_CLIENT_ID (the Services ID; keys from APPLE_JWKS
 * as inline JSON, else APPLE_JWKS_URL, else Apple's published set). The web app shows a button
 * only for a configured provider; an unconfigured one answers 503 PROVIDER_UNAVAILABLE.
 */
export function socialProviders(env: NodeJS.ProcessEnv = process.env) {
  const list: { provider_type: SocialProvider; client_id: string }[] = [];
  if (env.GOOGLE_CLIENT_ID) {
    list.push({ provider_type: 'google', client_id: env.GOOGLE_CLIENT_ID });
    list.push({ provider_type: 'google-one-tap', client_id: env.GOOGLE_CLIENT_ID });
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET)
    list.push({ provider_type: 'facebook', client_id: env.FACEBOOK_APP_ID });
  if (env.APPLE_CLIENT_ID) list.push({ provider_type: 'apple', client_id: env.APPLE_CLIENT_ID });
  return list;
}

export interface SocialIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

function unavailable(): ApiError {
  return new ApiError(503, 'PROVIDER_UNAVAILABLE', 'social.unavailable');
}

/**
 * Asks the provider who the token belongs to. The server never trusts the names and email the
 * browser sends alongside the token.
 */
export async function verifySocialToken(
  provider: SocialProvider,
  token: string,
  env: NodeJS.ProcessEnv = process.env,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SocialIdentity> {
  const configured = socialProviders(env).find((entry) => entry.provider_type === provider);
  if (!configured) throw unavailable();
  if (provider === 'apple') return verifyAppleToken(token, configured.client_id, env, nowSeconds);
  let response: Response;
  try {
    if (provider === 'google' || provider === 'google-one-tap') {
      response = await fetch(`https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(token)}`);
    } else if (provider === 'facebook') {
      response = await fetch(
        `https://graph.facebook.com/me?fields=email,first_name,last_name&access_token=${encodeURIComponent(token)}`,
      );
    } else {
      throw unavailable();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unavailable();
  }
  if (!response.ok) throw new ApiError(401, 'INVALID_CREDENTIALS', 'social.rejected');
  const body = (await response.json()) as Record<string, string | undefined>;
  if ((provider === 'google' || provider === 'google-one-tap') && body.aud !== configured.client_id)
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'social.rejected');
  if (!body.email) throw new ApiError(401, 'INVALID_CREDENTIALS', 'social.rejected');
  return {
    email: body.email,
    firstName: body.given_name ?? body.first_name ?? null,
    lastName: body.family_name ?? body.last_name ?? null,
  };
}

/** Apple's keys: inline JSON (APPLE_JWKS), else fetched from the URL and cached by jose. */
function appleKeys(env: NodeJS.ProcessEnv): KeySet {
  return env.APPLE_JWKS
    ? keySet({ json: env.APPLE_JWKS })
    : keySet({ url: env.APPLE_JWKS_URL ?? APPLE_DEFAULT_JWKS_URL });
}

/**
 * "Sign in with Apple" sends an identity token (an RS256 JWT) to the browser; the server checks
 * its signature against Apple's keys and its iss, aud (our Services ID) and exp. Apple puts no
 * name in the token (the browser gets it once, on the first sign-in), so names come from the body.
 */
async function verifyAppleToken(
  token: string,
  clientId: string,
  env: NodeJS.ProcessEnv,
  nowSeconds: number,
): Promise<SocialIdentity> {
  let keys: KeySet;
  try {
    keys = appleKeys(env);
  } catch {
    throw unavailable();
  }
  try {
    const claims = await verifyJwt(token, keys, { issuer: APPLE_ISSUER, audience: clientId, nowSeconds });
    if (typeof claims.email !== 'string' || !emailVerified(claims)) throw new JwtError('no verified email');
    return { email: claims.email, firstName: null, lastName: null };
  } catch (error) {
    if (error instanceof JwtError) throw new ApiError(401, 'INVALID_CREDENTIALS', 'social.rejected');
    if (error instanceof KeySetUnavailable) throw unavailable();
    throw error;
  }
}
