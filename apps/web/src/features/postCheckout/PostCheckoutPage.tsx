import { accountApi, isApiError, type User } from '@pawcall/api-client';
import { isValidPassword } from '@pawcall/domain';
import { postCheckoutMachine } from '@pawcall/machines';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@pawcall/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { useServices, useViewer } from '../../shared/AppContext';
import { defaultPathFor } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import { CodeVerification } from '../../shared/CodeVerification';

const SEGMENT = { addPassword: 'add-password', addPhone: 'add-phone-number' } as const;

/**
 * /cx/post-checkout/{add-password|add-phone-number}: after a guest checkout, "create password
 * (which is the username), add phone, verify phone by a sent code, finish", bound to postCheckoutMachine.
 */
export function PostCheckoutPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      postCheckoutMachine.provide({
        actors: {
          savePassword: fromPromise<unknown, { password: string }>(async ({ input }) => {
            try {
              return await accountApi.changePassword(services.clients, '', input.password);
            } catch (error) {
              throw {
                message:
                  isApiError(error) && error.kind === 'fail'
                    ? Object.values(error.fields).join(' ')
                    : isApiError(error)
                      ? error.message
                      : undefined,
              };
            }
          }),
        },
      }),
    [services],
  );
  const [state, send] = useMachine(machine, {
    input: {
      requiresPassword: viewer.requires_password === true,
      phoneVerified: viewer.phone?.is_verified === true,
    },
  });
  const step = state.value as 'addPassword' | 'savingPassword' | 'addPhone' | 'finish' | 'done' | 'start';

  useEffect(() => {
    const segment =
      step === 'addPassword' || step === 'savingPassword'
        ? SEGMENT.addPassword
        : step === 'addPhone'
          ? SEGMENT.addPhone
          : null;
    if (segment) navigate(`/cx/post-checkout/${segment}`, { replace: true });
    if (step === 'done')
      navigate(defaultPathFor(services.session.getSnapshot().session?.user ?? null), { replace: true });
  }, [step, navigate, services]);

  const [passwordError, setPasswordError] = useState<string | null>(null);
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const password = state.context.password;
    // The machine refuses the same passwords; saying why keeps the form from looking dead.
    setPasswordError(isValidPassword(password) ? null : intl.formatMessage({ id: 'auth.password.rule' }));
    send({ type: 'password.submit' });
  };
  const title = intl.formatMessage({
    id:
      step === 'addPhone'
        ? 'postCheckout.phone.title'
        : step === 'finish'
          ? 'postCheckout.finish.title'
          : 'postCheckout.password.title',
  });

  return (
    <Stack gap="lg" maxWidth="md" marginX="auto">
      <PageMeta title={title} />
      <Heading level={1}>{title}</Heading>
      <Card padding="lg">
        {step === 'addPassword' || step === 'savingPassword' ? (
          <Form onSubmit={submitPassword} aria-label={title}>
            <Stack gap="md">
              <Text tone="muted">
                {intl.formatMessage({ id: 'postCheckout.password.lead' }, { email: viewer.email })}
              </Text>
              {state.context.error ? (
                <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                  {state.context.error.message ?? intl.formatMessage({ id: 'error.generic' })}
                </Alert>
              ) : null}
              <TextField
                label={intl.formatMessage({ id: 'auth.password' })}
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={state.context.password}
                errors={passwordError ? [passwordError] : undefined}
                description={intl.formatMessage({ id: 'auth.password.rule' })}
                onChange={(event) => send({ type: 'password.change', password: event.target.value })}
              />
              <Button type="submit" loading={state.hasTag('submitting')}>
                {intl.formatMessage({ id: 'postCheckout.password.submit' })}
              </Button>
            </Stack>
          </Form>
        ) : null}
        {step === 'addPhone' ? (
          <CodeVerification
            channel="PHONE"
            onVerified={(user) => {
              services.session.updateUser(user);
              send({ type: 'phone.verified' });
            }}
          />
        ) : null}
        {step === 'finish' ? (
          <Stack gap="md">
            <Text tone="muted">{intl.formatMessage({ id: 'postCheckout.finish.lead' })}</Text>
            <Button onClick={() => send({ type: 'finish' })}>
              {intl.formatMessage({ id: 'postCheckout.finish.submit' })}
            </Button>
          </Stack>
        ) : null}
      </Card>
    </Stack>
  );
}

export default PostCheckoutPage;
