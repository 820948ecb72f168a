import { accountApi, isApiError } from '@pawcall/api-client';
import { Alert, Button, Card, Form, Heading, Stack, Text, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { REDIRECT_PARAM } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';
import { NameFields, splitFieldErrors, TermsAgreement } from './RegistrationFields';
import type { PendingSocialSignUp } from './social/SocialSignIn';

const FIELDS = ['first_name', 'last_name', 'agree_terms'] as const;
type Field = (typeof FIELDS)[number];

function isPending(state: unknown): state is PendingSocialSignUp {
  const candidate = state as PendingSocialSignUp | null;
  return typeof candidate?.provider === 'string' && typeof candidate.token?.access_token === 'string';
}

function ConnectForm({ type, pending }: { type: 'CLIENT' | 'PARTNER'; pending: PendingSocialSignUp }) {
  const intl = useIntl();
  const services = useServices();
  const [firstName, setFirstName] = useState(pending.token.first_name ?? '');
  const [lastName, setLastName] = useState(pending.token.last_name ?? '');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { shaking, shake } = useShake();
  const providerName = intl.formatMessage({
    id: `auth.connect.provider.${pending.provider === 'google-one-tap' ? 'google' : pending.provider}`,
  });
  const title = intl.formatMessage({
    id: type === 'PARTNER' ? 'auth.connect.partnerTitle' : 'auth.connect.title',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string[]>> = {};
    if (firstName.trim() === '')
      problems.first_name = [intl.formatMessage({ id: 'validation.firstName.required' })];
    if (lastName.trim() === '')
      problems.last_name = [intl.formatMessage({ id: 'validation.lastName.required' })];
    if (!agree) problems.agree_terms = [intl.formatMessage({ id: 'validation.terms.required' })];
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      shake();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const auth = await accountApi.socialLogin(services.clients, {
        provider_type: pending.provider,
        access_token: pending.token.access_token,
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: pending.token.email ?? null,
        type,
        agree_terms: true,
      });
      // The guest-only guard lands the new account (onboarding) or follows the redirect.
      services.session.signIn(auth);
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.kind === 'fail') {
        const { known, other } = splitFieldErrors(error.fields, FIELDS);
        setErrors(known);
        if (other.length > 0) setFormError(other.join(' '));
      } else {
        setFormError(
          isApiError(error) && error.code === 'PROVIDER_UNAVAILABLE'
            ? intl.formatMessage({ id: 'auth.social.unavailable' })
            : errorMessage(intl, error),
        );
      }
      shake();
    }
  };

  return (
    <Stack gap="lg" maxWidth="md" marginX="auto">
      <PageMeta title={title} />
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'auth.connect.intro' }, { provider: providerName })}</Text>
      <Card padding="lg">
        <Form shake={shaking} onSubmit={onSubmit} aria-label={title}>
          <Stack gap="md">
            {formError ? (
              <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                {formError}
              </Alert>
            ) : null}
            <NameFields
              firstName={firstName}
              lastName={lastName}
              errors={errors}
              onFirstNameChange={setFirstName}
              onLastNameChange={setLastName}
            />
            <TermsAgreement checked={agree} errors={errors.agree_terms} onChange={setAgree} />
            <Button type="submit" loading={submitting} fullWidth>
              {intl.formatMessage({ id: 'auth.connect.submit' })}
            </Button>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}

/**
 * /auth/cx/register/connect and /auth/px/register/connect: a social sign-up whose provider did not
 * give everything (Apple gives no name in its token; nobody gives the terms agreement). Reached
 * from a provider button with the token in the navigation state; opened directly, it goes back
 * to the register page.
 */
export function SocialConnectPage({ type = 'CLIENT' }: { type?: 'CLIENT' | 'PARTNER' }) {
  const { state, search } = useLocation();
  if (!isPending(state)) {
    const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
    const register = type === 'PARTNER' ? '/auth/px/register' : '/auth/cx/register';
    return (
      <Navigate
        to={redirect ? `${register}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : register}
        replace
      />
    );
  }
  return (
    <AccountMessages>
      <ConnectForm type={type} pending={state} />
    </AccountMessages>
  );
}

export default SocialConnectPage;

export function PartnerSocialConnectPage() {
  return <SocialConnectPage type="PARTNER" />;
}
