import { accountApi, isApiError, type User } from '@pawcall/api-client';
import { accountSettingsApi } from '@pawcall/api-client/accountSettings';
import { type VerificationChannel, verificationMachine } from '@pawcall/machines';
import { Alert, Button, CodeInput, Form, PhoneInput, type PhoneValue, Stack, Text } from '@pawcall/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { useServices } from './AppContext';
import { AccountMessages } from '../i18n/FeatureMessages';

/**
 * ApiError → the machine's error shape: a refused code is CODE_INCORRECT (422: the attempt spent it,
 * or none was live, so a new one can be asked for at once), other field problems FIELD (a 400 for a
 * code that is not 6 digits leaves the live code alone).
 */
function toMachineError(error: unknown) {
  if (isApiError(error)) {
    if (error.kind === 'fail') {
      if (error.fields.code && error.status === 422)
        return { code: 'CODE_INCORRECT', message: error.fields.code };
      return { code: 'FIELD', message: Object.values(error.fields).join(' ') };
    }
    return {
      code: error.code === 'CODE_RESEND_TOO_SOON' ? 'CODE_RESEND_TOO_SOON' : 'UNKNOWN',
      message: error.message,
    };
  }
  return { code: 'UNKNOWN' };
}

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
export function CodeVerification({
  channel,
  codeAlreadySent = false,
  emailChange,
  onVerified,
}: CodeVerificationProps) {
  const intl = useIntl();
  const services = useServices();
  const user = services.session.getSnapshot().session?.user;
  const [phone, setPhone] = useState<PhoneValue>({ country: 'CA', number: '' });
  const verifiedUser = useRef<User | null>(null);
  const machine = useMemo(
    () =>
      verificationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            try {
              const sent = emailChange
                ? await accountSettingsApi.requestEmailChange(services.clients, emailChange.email)
                : input.channel === 'EMAIL'
                  ? await accountApi.sendEmailCode(services.clients)
                  : input.resend
                    ? await accountApi.sendPhoneCode(services.clients, input.by)
                    : await accountApi.updatePhone(services.clients, input.countryCode, input.phoneNumber);
              return { sentTo: sent.sent_to, resendIn: sent.resend_in };
            } catch (error) {
              throw toMachineError(error);
            }
          }),
          verifyCode: fromPromise(async ({ input }) => {
            try {
              verifiedUser.current = emailChange
                ? await accountSettingsApi.verifyEmailChange(services.clients, input.code)
                : input.channel === 'EMAIL'
                  ? await accountApi.verifyEmail(services.clients, input.code)
                  : await accountApi.verifyPhone(services.clients, input.code);
              return null;
            } catch (error) {
              throw toMachineError(error);
            }
          }),
        },
      }),
    [services, emailChange],
  );
  const [state, send] = useMachine(machine, {
    input: emailChange
      ? { channel, codeAlreadySent: true, resendIn: emailChange.resendIn }
      : { channel, codeAlreadySent, resendIn: codeAlreadySent ? 60 : 0 },
  });
  const { context } = state;

  useEffect(() => {
    if (state.matches('verified') && verifiedUser.current) onVerified(verifiedUser.current);
  }, [state, onVerified]);

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

  if (state.matches('enteringPhone') || (state.matches('sending') && channel === 'PHONE')) {
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
          <Button type="submit" loading={state.hasTag('loading')}>
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
        <Button type="submit" loading={state.hasTag('submitting')}>
          {intl.formatMessage({ id: 'verify.code.submit' })}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={context.resendIn > 0 || state.hasTag('loading')}
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
              disabled={context.resendIn > 0 || state.hasTag('loading')}
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
