import { ApiError } from '../http/errors';

export type SocialProvider = 'apple' | 'facebook' | 'google' | 'google-one-tap';

/**
 * Providers are configured by environment: GOOGLE_CLIENT_ID (google and google-one-tap),
 * FACEBOOK_APP_ID + FACEBOOK_APP_SECRET. The web app shows a button only for a
 * configured provider; an unconfigured one answers 503 PROVIDER_UNAVAILABLE, never a dead end.
 */
export function socialProviders(env: NodeJS.ProcessEnv = process.env) {
  const list: { provider_type: SocialProvider; client_id: string }[] = [];
  if (env.GOOGLE_CLIENT_ID) {
    list.push({ provider_type: 'google', client_id: env.GOOGLE_CLIENT_ID });
    list.push({ provider_type: 'google-one-tap', client_id: env.GOOGLE_CLIENT_ID });
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET)
    list.push({ provider_type: 'facebook', client_id: env.FACEBOOK_APP_ID });
  // Apple is never listed: verifying its identity tokens needs a JOSE library this server does
  // not carry yet, and a listed provider must work.
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
): Promise<SocialIdentity> {
  const configured = socialProviders(env).find((entry) => entry.provider_type === provider);
  if (!configured) throw unavailable();
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
