import { accountApi } from '@pawcall/api-client';
import { Alert, Spinner, Stack } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/AppContext';
import { heading, link } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { errorMessage } from '../../components/errorMessage';

/**
 * /auth/login/sso/{organization}: hands over to the organisation's identity provider; an unknown
 * organisation gets the spec's "single-sign-on account not found" message.
 */
export function SsoPage() {
  const intl = useIntl();
  const services = useServices();
  const { organization = '' } = useParams();
  const query = useQuery({
    queryKey: ['auth', 'sso', organization],
    queryFn: () => accountApi.getSsoOrganization(services.clients, organization),
    retry: false,
  });
  useEffect(() => {
    if (query.data) window.location.assign(query.data.sign_in_url);
  }, [query.data]);
  return (
    <Stack gap="lg" style={{ maxWidth: 480, margin: '0 auto' }}>
      <PageMeta title={intl.formatMessage({ id: 'auth.sso.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'auth.sso.title' })}</h1>
      {query.isError ? (
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
      <Link to="/auth/login" style={link}>
        {intl.formatMessage({ id: 'auth.sso.useEmail' })}
      </Link>
    </Stack>
  );
}

export default SsoPage;
