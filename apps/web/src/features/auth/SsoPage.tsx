import { accountApi } from '@pawcall/api-client';
import { Alert, Heading, Spinner, Stack, TextLink } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { REDIRECT_PARAM, safeRedirect } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

/** The errors the server's SSO callback comes back with (?error=). */
const CALLBACK_ERRORS = {
  SSO_NOT_FOUND: 'auth.sso.error.notFound',
  SSO_FAILED: 'auth.sso.error.failed',
} as const;

/** The server's authorize path carries the wanted path through the provider and back. */
function withRedirect(signInUrl: string, redirect: string | null): string {
  if (!redirect || !signInUrl.startsWith('/api/')) return signInUrl;
  return `${signInUrl}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}`;
}

function SsoContent() {
  const intl = useIntl();
  const services = useServices();
  const { organization = '' } = useParams();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const callbackError = params.get('error') as keyof typeof CALLBACK_ERRORS | null;
  const failed = callbackError != null && callbackError in CALLBACK_ERRORS;
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));
  const query = useQuery({
    queryKey: ['auth', 'sso', organization],
    queryFn: () => accountApi.getSsoOrganization(services.clients, organization),
    retry: false,
  });
  useEffect(() => {
    // After a failed attempt the person chooses to try again; otherwise hand over at once.
    if (query.data && !failed) window.location.assign(withRedirect(query.data.sign_in_url, redirect));
  }, [query.data, failed, redirect]);
  return (
    <Stack gap="lg" maxWidth="sm" marginX="auto">
      <PageMeta title={intl.formatMessage({ id: 'auth.sso.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'auth.sso.title' })}</Heading>
      {failed ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {intl.formatMessage({ id: CALLBACK_ERRORS[callbackError] })}
        </Alert>
      ) : query.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, query.error)}
        </Alert>
      ) : (
        <Spinner
          label={intl.formatMessage(
            { id: 'auth.sso.redirecting' },
            { name: query.data?.name ?? organization },
          )}
        />
      )}
      {failed && callbackError === 'SSO_FAILED' && query.data ? (
        <TextLink href={withRedirect(query.data.sign_in_url, redirect)}>
          {intl.formatMessage({ id: 'auth.sso.tryAgain' })}
        </TextLink>
      ) : null}
      <TextLink asChild>
        <Link to="/auth/login">{intl.formatMessage({ id: 'auth.sso.useEmail' })}</Link>
      </TextLink>
    </Stack>
  );
}

/**
 * /auth/login/sso/{organization}: hands over to the organisation's identity provider (the server
 * runs the OpenID Connect flow and comes back signed in, or here with ?error=); an unknown
 * organisation gets the spec's "single-sign-on account not found" message.
 */
export function SsoPage() {
  return (
    <AccountMessages>
      <SsoContent />
    </AccountMessages>
  );
}

export default SsoPage;
