import type { User } from '@pawcall/api-client';
import { isValidPassword } from '@pawcall/domain';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextField } from '@pawcall/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices, useViewer } from '../../shared/AppContext';
import { CodeVerification } from '../../shared/CodeVerification';
import { defaultPathFor } from '../../shared/guards';
import { PageMeta } from '../../shared/PageMeta';
import {
  PostCheckoutMachineContext,
  usePostCheckoutActor,
  usePostCheckoutSelector,
} from './PostCheckoutMachineContext';
import { providePostCheckoutMachine } from './postCheckoutActors';

const SEGMENT = { addPassword: 'add-password', addPhone: 'add-phone-number' } as const;

/**
 * /cx/post-checkout/{add-password|add-phone-number}: after a guest checkout, "create password
 * (which is the username), add phone, verify phone by a sent code, finish", bound to postCheckoutMachine.
 */
export function PostCheckoutPage() {
  const services = useServices();
  const viewer = useViewer() as User;
  const [logic] = useState(() => providePostCheckoutMachine(services.clients));
  return (
    <PostCheckoutMachineContext.Provider
      logic={logic}
      options={{
        input: {
          requiresPassword: viewer.requires_password === true,
          phoneVerified: viewer.phone?.is_verified === true,
        },
      }}
    >
      <PostCheckoutSteps />
    </PostCheckoutMachineContext.Provider>
  );
}

type PostCheckoutStep = 'addPassword' | 'savingPassword' | 'addPhone' | 'finish' | 'done' | 'start';

function PostCheckoutSteps() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const actor = usePostCheckoutActor();
  const send = actor.send;
  const step = usePostCheckoutSelector((state) => state.value as PostCheckoutStep);
  const password = usePostCheckoutSelector((state) => state.context.password);
  const error = usePostCheckoutSelector((state) => state.context.error);
  const submitting = usePostCheckoutSelector((state) => state.hasTag('submitting'));

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
              {error ? (
                <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
                  {error.message ?? intl.formatMessage({ id: 'error.generic' })}
                </Alert>
              ) : null}
              <TextField
                label={intl.formatMessage({ id: 'auth.password' })}
                type="password"
                name="password"
                autoComplete="new-password"
                required
                value={password}
                errors={passwordError ? [passwordError] : undefined}
                description={intl.formatMessage({ id: 'auth.password.rule' })}
                onChange={(event) => send({ type: 'password.change', password: event.target.value })}
              />
              <Button type="submit" loading={submitting}>
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
