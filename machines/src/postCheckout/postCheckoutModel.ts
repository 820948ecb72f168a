/** The abstract model of postCheckoutMachine: the password call's outcome is an event. */
import { assign, setup } from 'xstate';
import { isCommonPassword, isValidPassword } from '../rules';
import {
  type PostCheckoutContext,
  type PostCheckoutEvent,
  type PostCheckoutInput,
  postCheckoutErrorOf,
} from './postCheckoutMachine';

export type PostCheckoutModelEvent =
  | PostCheckoutEvent
  | { type: 'password.saved' }
  | { type: 'password.failed'; error: { message: string } };

export const postCheckoutModel = setup({
  types: {
    context: {} as PostCheckoutContext,
    events: {} as PostCheckoutModelEvent,
    input: {} as PostCheckoutInput,
    tags: {} as 'submitting',
  },
  guards: {
    needsPassword: ({ context }) => context.requiresPassword,
    needsPhone: ({ context }) => !context.phoneVerified,
    isPasswordAcceptable: ({ context }) =>
      isValidPassword(context.password) && !isCommonPassword(context.password),
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
      on: {
        'password.saved': [
          {
            guard: 'needsPhone',
            target: 'addPhone',
            actions: assign({ requiresPassword: false, error: null }),
          },
          { target: 'finish', actions: assign({ requiresPassword: false, error: null }) },
        ],
        'password.failed': {
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
