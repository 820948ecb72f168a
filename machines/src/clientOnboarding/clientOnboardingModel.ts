/** The abstract model of clientOnboardingMachine: the activation call's outcome is an event. */
import { assign, setup } from 'xstate';
import { clientOnboardingGuards, startTransitions } from './clientOnboardingConfig';
import {
  type ClientOnboardingContext,
  type ClientOnboardingEvent,
  type ClientOnboardingInput,
  clientOnboardingErrorOf,
} from './clientOnboardingTypes';

export type ClientOnboardingModelEvent =
  | ClientOnboardingEvent
  | { type: 'activate.done' }
  | { type: 'activate.failed'; error: { message: string } };

export const clientOnboardingModel = setup({
  types: {
    context: {} as ClientOnboardingContext,
    events: {} as ClientOnboardingModelEvent,
    input: {} as ClientOnboardingInput,
    tags: {} as 'submitting' | 'error',
  },
  guards: clientOnboardingGuards,
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: clientOnboardingErrorOf(params.error) })),
  },
}).createMachine({
  id: 'clientOnboarding',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'start',
  states: {
    start: { always: [...startTransitions] },
    welcome: {
      on: {
        'email.verified': { target: 'pet', actions: assign({ emailVerified: true }) },
        'step.next': { guard: 'hasEmail', target: 'pet' },
      },
    },
    pet: {
      on: {
        'pet.saved': { target: 'phone', actions: assign({ hasPet: true }) },
        'step.next': { guard: 'hasPet', target: 'phone' },
        'step.back': 'welcome',
      },
    },
    phone: {
      on: {
        'phone.verified': { target: 'payment', actions: assign({ phoneVerified: true }) },
        'step.next': { guard: 'hasPhone', target: 'payment' },
        'step.back': 'pet',
      },
    },
    payment: {
      on: {
        'payment.saved': { target: 'location', actions: assign({ hasPaymentMethod: true }) },
        'payment.skip': 'location',
        'step.back': 'phone',
      },
    },
    location: {
      on: {
        'address.saved': { target: 'activate', actions: assign({ hasValidAddress: true }) },
        'step.next': { guard: 'hasAddress', target: 'activate' },
        'step.back': 'payment',
      },
    },
    activate: {
      on: {
        'activate.submit': { target: 'activating', actions: assign({ error: null }) },
        'step.back': 'location',
      },
    },
    activating: {
      tags: ['submitting'],
      on: {
        'activate.done': 'active',
        'activate.failed': {
          target: 'activate',
          actions: { type: 'setError', params: ({ event }) => event },
        },
      },
    },
    active: { type: 'final' },
  },
});
