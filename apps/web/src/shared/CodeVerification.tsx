import type { User } from '@pawcall/api-client';
import type { VerificationChannel, VerificationInput } from '@pawcall/machines';
import { Alert, Button, CodeInput, Form, PhoneInput, type PhoneValue, Stack, Text } from '@pawcall/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountMessages } from '../i18n/FeatureMessages';
import { useServices } from './AppContext';
import {
  useVerificationActor,
  useVerificationSelector,
  VerificationMachineContext,
} from './VerificationMachineContext';
import { provideVerificationMachine } from './verificationActors';

const DIAL: Record<string, string> = { US: '1', CA: '1', GB: '44' };

export interface CodeVerificationProps {
  channel: VerificationChannel;
  /** The registration already emailed a code. */
  codeAlreadySent?: boolean;
  /**
   * An email change: the first code already went to this new address (requestEmailChange), a new
   * code goes there too, and a right code changes the account's email to it.
   */
  emailChange?: { email: string; sentTo: string; resendIn: number };
  onVerified(user: User): void;
}

/**
 * Email or phone verification by a 6-digit code, bound to verificationMachine: enter the phone
 * number (phone only), type the code (one attempt per code; a wrong code stays on screen with the
 * message), ask for a new one when the countdown is over.
 */
export function CodeVerification(props: CodeVerificationProps) {
  const { channel, codeAlreadySent = false, emailChange } = props;
  const services = useServices();
  const verifiedUser = useRef<User | null>(null);
  const [logic] = useState(() =>
    provideVerificationMachine(services.clients, {
      emailChange,
      onUser: (user) => {
        verifiedUser.current = user;
      },
    }),
  );
  const input: VerificationInput = emailChange
    ? { channel, codeAlreadySent: true, resendIn: emailChange.resendIn }
    : { channel, codeAlreadySent, resendIn: codeAlreadySent ? 60 : 0 };
  return (
    <VerificationMachineContext.Provider logic={logic} options={{ input }}>
      <CodeVerificationSteps {...props} verifiedUser={verifiedUser} />
    </VerificationMachineContext.Provider>
  );
}

function CodeVerificationSteps({
  channel,
  emailChange,
  onVerified,
  verifiedUser,
}: CodeVerificationProps & { verifiedUser: { readonly current: User | null } }) {
  const intl = useIntl();
  const services = useServices();
  const user = services.session.getSnapshot().session?.user;
  const [phone, setPhone] = useState<PhoneValue>({ country: 'CA', number: '' });
  const { send } = useVerificationActor();
  const context = useVerificationSelector((state) => state.context);
  const verified = useVerificationSelector((state) => state.matches('verified'));
  const enteringPhone = useVerificationSelector(
    (state) => state.matches('enteringPhone') || (state.matches('sending') && channel === 'PHONE'),
  );
  const loading = useVerificationSelector((state) => state.hasTag('loading'));
  const submitting = useVerificationSelector((state) => state.hasTag('submitting'));

  useEffect(() => {
    if (verified && verifiedUser.current) onVerified(verifiedUser.current);
  }, [verified, verifiedUser, onVerified]);

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'phone.change', countryCode: DIAL[phone.country] ?? '1', number: phone.number });
    send({ type: 'phone.submit' });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'code.submit' });
  };
  const error =
    context.error?.message ?? (context.error ? intl.formatMessage({ id: 'error.generic' }) : null);

  if (enteringPhone) {
    return (
      <Form onSubmit={submitPhone} aria-label={intl.formatMessage({ id: 'verify.phone.heading' })}>
        <Stack gap="md">
          <PhoneInput
            label={intl.formatMessage({ id: 'verify.phone.label' })}
            countryLabel={intl.formatMessage({ id: 'verify.phone.country' })}
            value={phone}
            onChange={setPhone}
            required
            errors={error ? [error] : undefined}
          />
          <Button type="submit" loading={loading}>
            {intl.formatMessage({ id: 'verify.phone.send' })}
          </Button>
        </Stack>
      </Form>
    );
  }

  return (
    <Form
      onSubmit={submitCode}
      aria-label={intl.formatMessage({ id: `verify.${channel === 'EMAIL' ? 'email' : 'phone'}.codeHeading` })}
    >
      <Stack gap="md">
        <Text tone="muted">
          {intl.formatMessage(
            { id: 'verify.codeSentTo' },
            {
              to:
                context.sentTo ??
                emailChange?.sentTo ??
                (channel === 'EMAIL' ? (user?.email ?? '') : context.phoneNumber),
            },
          )}
        </Text>
        {error && context.error?.code !== 'CODE_INCORRECT' ? (
          <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
            {error}
          </Alert>
        ) : null}
        <CodeInput
          label={intl.formatMessage({ id: 'verify.code.label' })}
          digitLabel={(position, length) =>
            intl.formatMessage({ id: 'verify.code.digit' }, { position, length })
          }
          value={context.code}
          onChange={(code) => send({ type: 'code.change', code })}
          errors={context.error?.code === 'CODE_INCORRECT' && error ? [error] : undefined}
          autoFocus
        />
        <Button type="submit" loading={submitting}>
          {intl.formatMessage({ id: 'verify.code.submit' })}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={context.resendIn > 0 || loading}
          onClick={() => send({ type: 'code.resend' })}
        >
          {context.resendIn > 0
            ? intl.formatMessage({ id: 'verify.code.resendIn' }, { seconds: context.resendIn })
            : intl.formatMessage({ id: 'verify.code.resend' })}
        </Button>
        {channel === 'PHONE' ? (
          <AccountMessages>
            <CallInstead
              resendIn={context.resendIn}
              disabled={context.resendIn > 0 || loading}
              onCall={() => send({ type: 'code.call' })}
            />
          </AccountMessages>
        ) : null}
        {channel === 'PHONE' ? (
          <Button type="button" variant="ghost" onClick={() => send({ type: 'phone.edit' })}>
            {intl.formatMessage({ id: 'verify.phone.change' })}
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}

/** "Call me instead": the phone's next code read out by a call, on the same countdown as a new text. */
function CallInstead({
  resendIn,
  disabled,
  onCall,
}: {
  resendIn: number;
  disabled: boolean;
  onCall(): void;
}) {
  const intl = useIntl();
  return (
    <Button type="button" variant="secondary" disabled={disabled} onClick={onCall}>
      {resendIn > 0
        ? intl.formatMessage({ id: 'verify.phone.callIn' }, { seconds: resendIn })
        : intl.formatMessage({ id: 'verify.phone.call' })}
    </Button>
  );
}
