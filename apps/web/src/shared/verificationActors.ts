import { type ApiClients, accountApi, isApiError, type User } from '@pawcall/api-client';
import { accountSettingsApi } from '@pawcall/api-client/accountSettings';
import {
  type SendCodeInput,
  type SendCodeOutput,
  type VerificationError,
  type VerifyCodeInput,
  verificationMachine,
} from '@pawcall/machines';
import { fromPromise } from 'xstate';

/** A send or verify call the server refused, with the code the machine decides by (toVerificationError). */
export class VerificationCallError extends Error {
  override readonly name = 'VerificationCallError';
  constructor(
    readonly code: VerificationError['code'],
    message = '',
  ) {
    super(message);
  }
}

/**
 * ApiError → VerificationCallError: a refused code is CODE_INCORRECT (422: the attempt spent it,
 * or none was live, so a new one can be asked for at once), other field problems FIELD (a 400 for
 * a code that is not 6 digits leaves the live code alone).
 */
export function toVerificationCallError(error: unknown): VerificationCallError {
  if (isApiError(error)) {
    if (error.kind === 'fail') {
      if (error.fields.code && error.status === 422)
        return new VerificationCallError('CODE_INCORRECT', error.fields.code);
      return new VerificationCallError('FIELD', Object.values(error.fields).join(' '));
    }
    return new VerificationCallError(
      error.code === 'CODE_RESEND_TOO_SOON' ? 'CODE_RESEND_TOO_SOON' : 'UNKNOWN',
      error.message,
    );
  }
  return new VerificationCallError('UNKNOWN');
}

export interface VerificationCalls {
  /** An email change: codes go to this new address, and a right code changes the account's email. */
  emailChange?: { email: string } | undefined;
  /** The account as the server returned it after a right code. */
  onUser: (user: User) => void;
}

/** The verification flow's calls as actors; which operation runs depends on the channel and the change. */
export function verificationActors(clients: ApiClients, { emailChange, onUser }: VerificationCalls) {
  return {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async ({ input }) => {
      try {
        const sent = emailChange
          ? await accountSettingsApi.requestEmailChange(clients, emailChange.email)
          : input.channel === 'EMAIL'
            ? await accountApi.sendEmailCode(clients)
            : input.resend
              ? await accountApi.sendPhoneCode(clients, input.by)
              : await accountApi.updatePhone(clients, input.countryCode, input.phoneNumber);
        return { sentTo: sent.sent_to, resendIn: sent.resend_in };
      } catch (error) {
        throw toVerificationCallError(error);
      }
    }),
    verifyCode: fromPromise<unknown, VerifyCodeInput>(async ({ input }) => {
      try {
        onUser(
          emailChange
            ? await accountSettingsApi.verifyEmailChange(clients, input.code)
            : input.channel === 'EMAIL'
              ? await accountApi.verifyEmail(clients, input.code)
              : await accountApi.verifyPhone(clients, input.code),
        );
        return null;
      } catch (error) {
        throw toVerificationCallError(error);
      }
    }),
  };
}

export function provideVerificationMachine(clients: ApiClients, calls: VerificationCalls) {
  return verificationMachine.provide({ actors: verificationActors(clients, calls) });
}
