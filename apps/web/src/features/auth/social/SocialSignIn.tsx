import { accountApi, isApiError } from '@pawcall/api-client';
import { Alert, Button, Stack, Text } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../../shared/AppContext';
import { REDIRECT_PARAM } from '../../../shared/guards';
import { errorMessage } from '../../../shared/errorMessage';
import { AccountMessages } from '../../../i18n/FeatureMessages';
import {
  type SocialProvider,
  SocialProviderError,
  type SocialToken,
  type SocialTokenSource,
  sdkTokenSource,
} from './tokenSources';

/** What the connect page needs to finish a social sign-up: kept in the navigation state, never stored. */
export interface PendingSocialSignUp {
  provider: SocialProvider;
  token: SocialToken;
}

const ORDER: SocialProvider[] = ['apple', 'facebook', 'google', 'google-one-tap'];

export function connectPath(type: 'CLIENT' | 'PARTNER', redirect: string | null): string {
  const base = type === 'PARTNER' ? '/auth/px/register/connect' : '/auth/cx/register/connect';
  return redirect ? `${base}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : base;
}

/** A social sign-in answer that asks for fields (names, terms) is a sign-up to finish on the connect page. */
export function needsConnectPage(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'fail' &&
    Object.keys(error.fields).some((field) => ['first_name', 'last_name', 'agree_terms'].includes(field))
  );
}

function SocialButtons({
  type,
  redirect,
  source,
}: {
  type: 'CLIENT' | 'PARTNER';
  redirect: string | null;
  source: SocialTokenSource;
}) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  // Only providers the server lists are shown: an unconfigured provider would be a dead button.
  const providers = useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: () => accountApi.listSocialProviders(services.clients),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const listed = ORDER.flatMap((provider) => {
    const entry = providers.data?.find((candidate) => candidate.provider_type === provider);
    return entry ? [entry] : [];
  });
  if (listed.length === 0) return null;

  const signInWith = async (provider: SocialProvider, clientId: string) => {
    setError(null);
    setBusy(provider);
    let token: SocialToken;
    try {
      token = await source(provider, clientId);
    } catch (cause) {
      setBusy(null);
      if (cause instanceof SocialProviderError && cause.kind === 'cancelled') return;
      // "unable to connect to a login provider" (spec part 2, section 8).
      setError(intl.formatMessage({ id: 'auth.social.unavailable' }));
      return;
    }
    try {
      const auth = await accountApi.socialLogin(services.clients, {
        provider_type: provider,
        access_token: token.access_token,
        first_name: token.first_name ?? null,
        last_name: token.last_name ?? null,
        email: token.email ?? null,
        type,
      });
      // The guest-only guard now sees a signed-in user and lands them (or follows the redirect).
      services.session.signIn(auth);
    } catch (cause) {
      setBusy(null);
      if (needsConnectPage(cause)) {
        const pending: PendingSocialSignUp = { provider, token };
        navigate(connectPath(type, redirect), { state: pending });
        return;
      }
      setError(
        isApiError(cause) && cause.code === 'PROVIDER_UNAVAILABLE'
          ? intl.formatMessage({ id: 'auth.social.unavailable' })
          : errorMessage(intl, cause),
      );
    }
  };

  return (
    <Stack gap="sm">
      <Text tone="muted">{intl.formatMessage({ id: 'auth.social.heading' })}</Text>
      {error ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {error}
        </Alert>
      ) : null}
      {listed.map((entry) => (
        <Button
          key={entry.provider_type}
          type="button"
          variant="secondary"
          fullWidth
          loading={busy === entry.provider_type}
          disabled={busy !== null && busy !== entry.provider_type}
          onClick={() => void signInWith(entry.provider_type, entry.client_id)}
        >
          {intl.formatMessage({ id: `auth.social.${entry.provider_type}` })}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * Sign-in and sign-up buttons for the providers the server has configured (apple, facebook,
 * google, google-one-tap). Its own chunk, with its own messages: the login page stays small.
 */
export default function SocialSignIn({
  type = 'CLIENT',
  redirect = null,
  source = sdkTokenSource,
}: {
  type?: 'CLIENT' | 'PARTNER';
  redirect?: string | null;
  source?: SocialTokenSource;
}) {
  return (
    <AccountMessages>
      <SocialButtons type={type} redirect={redirect} source={source} />
    </AccountMessages>
  );
}
