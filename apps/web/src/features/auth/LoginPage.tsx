import { api, isApiError, unwrap } from '@pawcall/api-client';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField, TextLink, useShake } from '@pawcall/ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { REDIRECT_PARAM } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import type { MessageId } from '../../i18n/messages';
import { isValidEmail } from './validation';

type Field = 'email' | 'password';

// The provider buttons, their SDK loading and their messages are a chunk of their own: the login
// page is the size-budgeted entry page.
const SocialSignIn = lazy(() => import('./social/SocialSignIn'));

function checkLogin(email: string, password: string): Partial<Record<Field, MessageId>> {
  const problems: Partial<Record<Field, MessageId>> = {};
  if (email.trim() === '') problems.email = 'validation.email.required';
  else if (!isValidEmail(email)) problems.email = 'validation.email.invalid';
  if (password === '') problems.password = 'validation.password.required';
  return problems;
}

export function LoginPage() {
  const intl = useIntl();
  const services = useServices();
  const { search } = useLocation();
  const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [magicSent, setMagicSent] = useState(false);
  const { shaking, shake } = useShake();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkLogin(email, password);
    if (Object.keys(problems).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([field, id]) => [field, [intl.formatMessage({ id })]]),
        ),
      );
      setFormError(null);
      shake();
      return;
    }
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    try {
      const auth = await api.login(services.clients, { email: email.trim(), password });
      // The guest-only guard now sees a signed-in user and follows the redirect.
      services.session.signIn(auth);
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.kind === 'fail') {
        setErrors({
          ...(error.fields.email ? { email: [error.fields.email] } : {}),
          ...(error.fields.password ? { password: [error.fields.password] } : {}),
        });
        const other = Object.entries(error.fields).filter(
          ([field]) => field !== 'email' && field !== 'password',
        );
        if (other.length > 0) setFormError(other.map(([, message]) => message).join(' '));
      } else {
        // Wrong credentials and throttling come with the server's own sentence.
        setFormError(errorMessage(intl, error));
      }
      shake();
    }
  };

  // A one-time sign-in link by email (the same answer whether or not the address has an account).
  // The call goes through `unwrap` directly so the sign-in page does not carry the account API.
  const sendMagicLink = async () => {
    if (!isValidEmail(email)) {
      setErrors({
        email: [
          intl.formatMessage({
            id: email.trim() === '' ? 'validation.email.required' : 'validation.email.invalid',
          }),
        ],
      });
      setFormError(null);
      shake();
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await unwrap(services.clients, () =>
        services.clients.v1.POST('/auth/magic-link', { body: { email: email.trim() } }),
      );
      setMagicSent(true);
    } catch (error) {
      setFormError(errorMessage(intl, error));
    }
  };

  const registerLink = `/auth/cx/register${redirect ? `?${new URLSearchParams({ [REDIRECT_PARAM]: redirect })}` : ''}`;

  return (
    <Stack gap="lg" maxWidth="xs" marginX="auto">
      <PageMeta title={intl.formatMessage({ id: 'auth.login.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'auth.login.heading' })}</Heading>
      <Card padding="lg">
        <Form
          shake={shaking}
          onSubmit={onSubmit}
          aria-label={intl.formatMessage({ id: 'auth.login.heading' })}
        >
          <Stack gap="md">
            {formError ? (
              <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                {formError}
              </Alert>
            ) : null}
            {magicSent ? (
              <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
                {intl.formatMessage({ id: 'auth.magic.sent' }, { email: email.trim() })}
              </Alert>
            ) : null}
            <TextField
              label={intl.formatMessage({ id: 'auth.email' })}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              errors={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'auth.password' })}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              errors={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {intl.formatMessage({ id: 'auth.login.submit' })}
            </Button>
            <Button type="button" variant="secondary" fullWidth onClick={sendMagicLink}>
              {intl.formatMessage({ id: 'auth.magic.request' })}
            </Button>
            <TextLink asChild>
              <Link to="/auth/forgot-password">{intl.formatMessage({ id: 'auth.login.forgot' })}</Link>
            </TextLink>
          </Stack>
        </Form>
        <Suspense fallback={null}>
          <SocialSignIn redirect={redirect} />
        </Suspense>
      </Card>
      <Text tone="muted">
        {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
        <TextLink asChild>
          <Link to={registerLink}>{intl.formatMessage({ id: 'auth.login.registerLink' })}</Link>
        </TextLink>
      </Text>
      <Text tone="muted">
        {intl.formatMessage({ id: 'auth.login.areYouVet' })}{' '}
        <TextLink asChild>
          <Link to="/auth/px/register">{intl.formatMessage({ id: 'auth.login.partnerRegisterLink' })}</Link>
        </TextLink>
      </Text>
    </Stack>
  );
}

export default LoginPage;
