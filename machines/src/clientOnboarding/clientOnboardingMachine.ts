/**
 * Client onboarding (spec part 1, section 2: steps welcome, pet, phone, payment, location,
 * activate). Each step's screen does its own saving (the email and phone codes run the
 * verification machine); this machine knows which steps are done, where the client may go, and
 * activates the account at the end. It starts at the first step with something missing.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type ClientOnboardingContext,
  type ClientOnboardingEvent,
  type ClientOnboardingInput,
  clientOnboardingErrorOf,
} from './clientOnboardingTypes';

type DoneFlag = Exclude<keyof ClientOnboardingInput, 'requestedStep'>;
const needs =
  (flag: DoneFlag) =>
  ({ context }: { context: ClientOnboardingInput }) =>
    !context[flag];
const has =
  (flag: DoneFlag) =>
  ({ context }: { context: ClientOnboardingInput }) =>
    context[flag];

export const clientOnboardingMachine = setup({
  types: {
    context: {} as ClientOnboardingContext,
    events: {} as ClientOnboardingEvent,
    input: {} as ClientOnboardingInput,
    tags: {} as 'submitting' | 'error',
  },
  actors: {
    activate: fromPromise<unknown, void>(() => {
      throw new Error('activate is not provided: inject it with machine.provide({ actors })');
    }),
  },
  guards: {
    needsEmail: needs('emailVerified'),
    needsPet: needs('hasPet'),
    needsPhone: needs('phoneVerified'),
    needsAddress: needs('hasValidAddress'),
    hasEmail: has('emailVerified'),
    hasPet: has('hasPet'),
    hasPhone: has('phoneVerified'),
    hasAddress: has('hasValidAddress'),
    isReloadAfterSkippedCard: ({ context }) =>
      context.requestedStep === 'location' &&
      context.emailVerified &&
      context.hasPet &&
      context.phoneVerified &&
      !context.hasValidAddress,
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: clientOnboardingErrorOf(params.error) })),
  },
}).createMachine({
  id: 'clientOnboarding',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'start',
  states: {
    // The first step with something missing; payment is optional, so it is never "missing".
    start: {
      always: [
        { guard: 'needsEmail', target: 'welcome' },
        { guard: 'needsPet', target: 'pet' },
        { guard: 'needsPhone', target: 'phone' },
        { guard: 'isReloadAfterSkippedCard', target: 'location' },
        { guard: 'needsAddress', target: 'payment' },
        { target: 'activate' },
      ],
    },
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
      invoke: {
        src: 'activate',
        onDone: 'active',
        onError: {
          target: 'activate',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    active: { type: 'final' },
  },
});
