/**
 * The email variant of the verification model (generated from verificationModel.ts, without the
 * phone-number state, which an email verification never reaches).
 *
 * The abstract model of verificationMachine for `xstate/graph`: the same states and client
 * events, no invoke and no timers. Actor outcomes are events (`send.done`, `send.failed`,
 * `verify.done`, `verify.failed`); the countdown's ticks are summed up as `countdown.finished`.
 */
import { assign, setup } from 'xstate';
import { isVerificationCode } from '../rules/accounts';
import {
  type SendCodeOutput,
  type VerificationContext,
  type VerificationError,
  type VerificationEvent,
  type VerificationInput,
  createVerificationContext,
  toVerificationError,
} from './verificationTypes';

export type EmailVerificationOutcomeEvent =
  | ({ type: 'send.done' } & SendCodeOutput)
  | { type: 'send.failed'; error: VerificationError }
  | { type: 'verify.done' }
  | { type: 'verify.failed'; error: VerificationError }
  | { type: 'countdown.finished' };

type VerificationModelEvent =
  | Exclude<VerificationEvent, { type: 'tick' | 'phone.change' | 'phone.submit' | 'phone.edit' }>
  | EmailVerificationOutcomeEvent;

export const emailVerificationModel = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationModelEvent,
    input: {} as VerificationInput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  guards: {
    startsWithCode: ({ context }) => context.startWithCode,
    isCodeComplete: ({ context }) => isVerificationCode(context.code),
    canResend: ({ context }) => context.resendIn === 0,
  },
  actions: {
    changeCode: assign((_, params: { code: string }) => ({
      code: params.code.replace(/\D/g, '').slice(0, 6),
    })),
    codeSent: assign((_, params: SendCodeOutput) => ({
      sentTo: params.sentTo,
      resendIn: params.resendIn,
      error: null,
      code: '',
    })),
    setError: assign((_, params: { error: unknown }) => {
      const error = toVerificationError(params.error);
      return error.retryAfter ? { error, resendIn: error.retryAfter } : { error };
    }),
    finishCountdown: assign({ resendIn: 0 }),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => createVerificationContext(input),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsWithCode', target: 'codeSent' }, { target: 'sending' }],
    },
    sending: {
      tags: ['loading'],
      on: {
        'send.done': { target: 'codeSent', actions: { type: 'codeSent', params: ({ event }) => event } },
        'send.failed': { target: 'codeSent', actions: { type: 'setError', params: ({ event }) => event } },
      },
    },
    codeSent: {
      on: {
        'countdown.finished': { actions: 'finishCountdown' },
        'code.change': { actions: { type: 'changeCode', params: ({ event }) => event } },
        'code.submit': { guard: 'isCodeComplete', target: 'verifying' },
        'code.resend': { guard: 'canResend', target: 'resending' },
      },
    },
    resending: {
      tags: ['loading'],
      on: {
        'send.done': { target: 'codeSent', actions: { type: 'codeSent', params: ({ event }) => event } },
        'send.failed': { target: 'codeSent', actions: { type: 'setError', params: ({ event }) => event } },
      },
    },
    verifying: {
      tags: ['submitting'],
      on: {
        'verify.done': { target: 'verified' },
        'verify.failed': { target: 'codeSent', actions: { type: 'setError', params: ({ event }) => event } },
      },
    },
    verified: { type: 'final' },
  },
});
