/**
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

export type VerificationOutcomeEvent =
  | ({ type: 'send.done' } & SendCodeOutput)
  | { type: 'send.failed'; error: VerificationError }
  | { type: 'verify.done' }
  | { type: 'verify.failed'; error: VerificationError }
  | { type: 'countdown.finished' };

export type VerificationModelEvent = Exclude<VerificationEvent, { type: 'tick' }> | VerificationOutcomeEvent;

export const verificationModel = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationModelEvent,
    input: {} as VerificationInput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  guards: {
    isPhone: ({ context }) => context.channel === 'PHONE',
    startsWithCode: ({ context }) => context.startWithCode,
    hasPhone: ({ context }) => context.countryCode.trim() !== '' && context.phoneNumber.trim() !== '',
    isCodeComplete: ({ context }) => isVerificationCode(context.code),
    canResend: ({ context }) => context.resendIn === 0,
  },
  actions: {
    changePhone: assign((_, params: { countryCode: string; number: string }) => ({
      countryCode: params.countryCode,
      phoneNumber: params.number,
      error: null,
    })),
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
  id: 'verification',
  context: ({ input }) => createVerificationContext(input),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'startsWithCode', target: 'codeSent' },
        { guard: 'isPhone', target: 'enteringPhone' },
        { target: 'sending' },
      ],
    },
    enteringPhone: {
      on: {
        'phone.change': { actions: { type: 'changePhone', params: ({ event }) => event } },
        'phone.submit': { guard: 'hasPhone', target: 'sending' },
      },
    },
    sending: {
      tags: ['loading'],
      on: {
        'send.done': { target: 'codeSent', actions: { type: 'codeSent', params: ({ event }) => event } },
        'send.failed': [
          {
            guard: 'isPhone',
            target: 'enteringPhone',
            actions: { type: 'setError', params: ({ event }) => event },
          },
          { target: 'codeSent', actions: { type: 'setError', params: ({ event }) => event } },
        ],
      },
    },
    codeSent: {
      on: {
        'countdown.finished': { actions: 'finishCountdown' },
        'code.change': { actions: { type: 'changeCode', params: ({ event }) => event } },
        'code.submit': { guard: 'isCodeComplete', target: 'verifying' },
        'code.resend': { guard: 'canResend', target: 'resending' },
        'phone.edit': { guard: 'isPhone', target: 'enteringPhone' },
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
