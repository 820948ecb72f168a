import { accountApi } from '@pawcall/api-client';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField, TextLink, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { isValidEmail } from './validation';

/** /auth/forgot-password: emails a reset link (the same answer whether or not the email has an account). */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const services = useServices();
  const { shaking, shake } = useShake();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(
        intl.formatMessage({
          id: email.trim() === '' ? 'validation.email.required' : 'validation.email.invalid',
        }),
      );
      shake();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await accountApi.requestPasswordReset(services.clients, email.trim());
      setSent(true);
    } catch (caught) {
      setError(errorMessage(intl, caught));
      shake();
    }
    setSending(false);
  };
  return (
    <Stack gap="lg" maxWidth="xs" marginX="auto">
      <PageMeta title={intl.formatMessage({ id: 'auth.forgot.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'auth.forgot.title' })}</Heading>
      <Card padding="lg">
        <Form shake={shaking} onSubmit={submit} aria-label={intl.formatMessage({ id: 'auth.forgot.title' })}>
          <Stack gap="md">
            {sent ? (
              <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
                {intl.formatMessage({ id: 'auth.forgot.sent' }, { email: email.trim() })}
              </Alert>
            ) : null}
            <Text tone="muted">{intl.formatMessage({ id: 'auth.forgot.lead' })}</Text>
            <TextField
              label={intl.formatMessage({ id: 'auth.email' })}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              errors={error ? [error] : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" loading={sending} fullWidth>
              {intl.formatMessage({ id: 'auth.forgot.submit' })}
            </Button>
          </Stack>
        </Form>
      </Card>
      <TextLink asChild>
        <Link to="/auth/login">{intl.formatMessage({ id: 'auth.register.loginLink' })}</Link>
      </TextLink>
    </Stack>
  );
}

export default ForgotPasswordPage;
