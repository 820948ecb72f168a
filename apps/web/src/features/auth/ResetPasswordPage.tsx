import { accountApi, isApiError } from '@pawcall/api-client';
import { Alert, Button, Card, Form, Heading, Stack, TextField, TextLink, useShake } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { passwordProblems } from './validation';

/** /auth/reset-password?u={id}&code={secret}: the emailed link; a new password signs the user in. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const services = useServices();
  const params = new URLSearchParams(useLocation().search);
  const { shaking, shake } = useShake();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || passwordProblems(password).length > 0) {
      setErrors([
        intl.formatMessage({ id: password === '' ? 'validation.password.required' : 'auth.password.rule' }),
      ]);
      shake();
      return;
    }
    setSaving(true);
    setErrors(undefined);
    setFormError(null);
    try {
      const auth = await accountApi.resetPassword(services.clients, {
        id: params.get('u') ?? '',
        code: params.get('code') ?? '',
        password,
      });
      // The guest-only guard now sends the signed-in user on.
      services.session.signIn(auth);
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.kind === 'fail' && error.fields.password)
        setErrors([error.fields.password]);
      else setFormError(errorMessage(intl, error));
      shake();
    }
  };
  return (
    <Stack gap="lg" maxWidth="xs" marginX="auto">
      <PageMeta title={intl.formatMessage({ id: 'auth.reset.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'auth.reset.title' })}</Heading>
      <Card padding="lg">
        <Form shake={shaking} onSubmit={submit} aria-label={intl.formatMessage({ id: 'auth.reset.title' })}>
          <Stack gap="md">
            {formError ? (
              <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                {formError}{' '}
                <TextLink asChild>
                  <Link to="/auth/forgot-password">{intl.formatMessage({ id: 'auth.reset.again' })}</Link>
                </TextLink>
              </Alert>
            ) : null}
            <TextField
              label={intl.formatMessage({ id: 'auth.reset.password' })}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              errors={errors}
              description={intl.formatMessage({ id: 'auth.password.rule' })}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={saving} fullWidth>
              {intl.formatMessage({ id: 'auth.reset.submit' })}
            </Button>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}

export default ResetPasswordPage;
