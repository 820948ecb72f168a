/**
 * Verifying an email address or a phone number with a 6-digit code. The phone variant starts by
 * asking for the number; the email variant starts with the code already sent (at registration)
 * or by sending one. A code is spent by its first attempt: a wrong one keeps what was typed, shows
 * the error and offers a new code at once (the server sends a new code without waiting for the
 * countdown when no live code is left).
 */
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { isVerificationCode } from '@pawcall/domain';
import {
  type SendCodeInput,
  type SendCodeOutput,
  type VerificationContext,
  type VerificationEvent,
  type VerificationInput,
  type VerifyCodeInput,
  createVerificationContext,
  toVerificationError,
} from './verificationTypes';

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: inject it with machine.provide({ actors })`);
};

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
    output: {} as { channel: VerificationInput['channel'] },
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  actors: {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(notProvided('sendCode')),
    verifyCode: fromPromise<unknown, VerifyCodeInput>(notProvided('verifyCode')),
    /** Sends `tick` every second while a countdown runs. */
    countdown: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'tick' }), 1000);
      return () => clearInterval(id);
    }),
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
    tick: assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
    sendBy: assign((_, params: { by: 'SMS' | 'CALL' }) => ({ sendBy: params.by })),
    /** A refused code is spent, so waiting out the countdown would only hold the user back. */
    codeRefused: assign((_, params: { error: unknown }) => {
      const error = toVerificationError(params.error);
      return error.code === 'CODE_INCORRECT' ? { error, resendIn: 0 } : { error };
    }),
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => createVerificationContext(input),
  initial: 'start',
  output: ({ context }) => ({ channel: context.channel }),
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
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          channel: context.channel,
          countryCode: context.countryCode,
          phoneNumber: context.phoneNumber,
          resend: false,
          by: 'SMS',
        }),
        onDone: { target: 'codeSent', actions: { type: 'codeSent', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'isPhone',
            target: 'enteringPhone',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'codeSent',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    codeSent: {
      invoke: { src: 'countdown' },
      on: {
        tick: { actions: 'tick' },
        'code.change': { actions: { type: 'changeCode', params: ({ event }) => event } },
        'code.submit': { guard: 'isCodeComplete', target: 'verifying' },
        'code.resend': {
          guard: 'canResend',
          target: 'resending',
          actions: { type: 'sendBy', params: { by: 'SMS' } },
        },
        'code.call': {
          guard: and(['isPhone', 'canResend']),
          target: 'resending',
          actions: { type: 'sendBy', params: { by: 'CALL' } },
        },
        'phone.edit': { guard: 'isPhone', target: 'enteringPhone' },
      },
    },
    resending: {
      tags: ['loading'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          channel: context.channel,
          countryCode: context.countryCode,
          phoneNumber: context.phoneNumber,
          resend: true,
          by: context.sendBy,
        }),
        onDone: { target: 'codeSent', actions: { type: 'codeSent', params: ({ event }) => event.output } },
        onError: {
          target: 'codeSent',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      tags: ['submitting'],
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ channel: context.channel, code: context.code }),
        onDone: { target: 'verified' },
        onError: {
          target: 'codeSent',
          actions: { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: { type: 'final' },
  },
});
