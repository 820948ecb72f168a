/**
 * Post-checkout (/cx/post-checkout, spec part 1, section 2): "create password (which is the
 * username), add phone, verify phone by a sent code, finish". A client who already has a password
 * starts at the phone; one with a verified phone is done. The phone step runs the verification
 * machine and reports `phone.verified`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isValidPassword } from '@pawcall/domain';

export interface PostCheckoutInput {
  requiresPassword: boolean;
  phoneVerified: boolean;
}
export interface PostCheckoutContext extends PostCheckoutInput {
  password: string;
  error: { message?: string } | null;
}
export type PostCheckoutEvent =
  | { type: 'password.change'; password: string }
  | { type: 'password.submit' }
  | { type: 'phone.verified' }
  | { type: 'finish' };

export function postCheckoutErrorOf(error: unknown): { message?: string } {
  const message =
    error && typeof error === 'object' && 'message' in error
      ? (error as { message: unknown }).message
      : undefined;
  // A refusal without the server's reason (an empty message) gets the app's generic line.
  return typeof message === 'string' && message !== '' ? { message } : {};
}

export const postCheckoutMachine = setup({
  types: {
    context: {} as PostCheckoutContext,
    events: {} as PostCheckoutEvent,
    input: {} as PostCheckoutInput,
    tags: {} as 'submitting',
  },
  actors: {
    savePassword: fromPromise<unknown, { password: string }>(() => {
      throw new Error('savePassword is not provided: inject it with machine.provide({ actors })');
    }),
  },
  guards: {
    needsPassword: ({ context }) => context.requiresPassword,
    needsPhone: ({ context }) => !context.phoneVerified,
    // Length only: the server checks the breached-password list and answers why it refuses one.
    isPasswordAcceptable: ({ context }) => isValidPassword(context.password),
  },
}).createMachine({
  id: 'postCheckout',
  context: ({ input }) => ({ ...input, password: '', error: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'needsPassword', target: 'addPassword' },
        { guard: 'needsPhone', target: 'addPhone' },
        { target: 'finish' },
      ],
    },
    addPassword: {
      on: {
        'password.change': { actions: assign({ password: ({ event }) => event.password }) },
        'password.submit': { guard: 'isPasswordAcceptable', target: 'savingPassword' },
      },
    },
    savingPassword: {
      tags: ['submitting'],
      invoke: {
        src: 'savePassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: [
          {
            guard: 'needsPhone',
            target: 'addPhone',
            actions: assign({ requiresPassword: false, error: null }),
          },
          { target: 'finish', actions: assign({ requiresPassword: false, error: null }) },
        ],
        onError: {
          target: 'addPassword',
          actions: assign({ error: ({ event }) => postCheckoutErrorOf(event.error) }),
        },
      },
    },
    addPhone: {
      on: { 'phone.verified': { target: 'finish', actions: assign({ phoneVerified: true }) } },
    },
    finish: { on: { finish: 'done' } },
    done: { type: 'final' },
  },
});
