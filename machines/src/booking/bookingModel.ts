/**
 * The abstract model of bookingMachine for `xstate/graph`: the same states, tags and client
 * events, but no invoke and no timers. Every asynchronous result is an event of its own
 * (`quote.loaded`, `book.declined`, `session.expired`, ...), so a graph traversal can reach every
 * state and a test can replay the path on the real machine by resolving its actors in that order.
 * The countdown's `tick` is left out: only its outcome, `session.expired`, changes the state.
 */
import { assign, setup } from 'xstate';
import { clampStep } from '../rules';
import {
  type BookingContext,
  type StepState,
  createBookingContext,
  followFirstMissing,
  isFree,
  isReady,
  missingField,
  toBookingError,
  withQuote,
} from './bookingContext';
import type {
  BookingError,
  BookingErrorCode,
  BookingEvent,
  BookingMachineInput,
  BookingQuote,
} from './bookingTypes';

/** Client events the model shares with the real machine (everything but the countdown's tick). */
export type BookingClientEvent = Exclude<BookingEvent, { type: 'tick' }>;

/** Outcomes of the real machine's actors, as events. */
export type BookingOutcomeEvent =
  | { type: 'quote.loaded'; quote: BookingQuote }
  | { type: 'quote.failed'; error: BookingError }
  | { type: 'book.booked'; referenceId: string }
  | { type: 'book.requiresAction'; paymentIntentId: string; clientSecret: string }
  | { type: 'book.slotUnavailable' }
  | { type: 'book.declined' }
  | { type: 'book.sessionExpired' }
  /** Any other rejection of the book call (validation, network, unknown). */
  | { type: 'book.failed'; error: BookingError }
  | { type: 'confirm.done'; referenceId: string }
  | { type: 'confirm.failed'; error: BookingError }
  | { type: 'slot.quoted'; quote: BookingQuote }
  | { type: 'slot.failed'; error: BookingError }
  | { type: 'session.expired' };

export type BookingModelEvent = BookingClientEvent | BookingOutcomeEvent;

export const bookingModel = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingModelEvent,
    input: {} as BookingMachineInput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  guards: {
    isReady: ({ context }) => isReady(context),
    isFree: ({ context }) => isFree(context),
    isStep: (_, params: { requested: number; step: number }) => params.requested === params.step,
    isErrorCode: (_, params: { error: BookingError; code: BookingErrorCode }) =>
      toBookingError(params.error).code === params.code,
  },
  actions: {
    setStep: assign((_, params: { step: number }) => ({ step: params.step })),
    // The model's clock is frozen at the epoch so a loaded quote always has time left; expiry comes from session.expired.
    storeQuote: assign(({ context }, params: { quote: BookingQuote }) => ({
      ...withQuote(context, params.quote, 0),
      error: null,
    })),
    selectPet: assign(({ context }, params: { petUuid: string }) => ({
      petUuid: params.petUuid,
      firstMissing: followFirstMissing({ ...context, petUuid: params.petUuid }),
    })),
    changeConcerns: assign(({ context }, params: { concerns: string[] }) => ({
      concerns: [...params.concerns],
      firstMissing: followFirstMissing({ ...context, concerns: [...params.concerns] }),
    })),
    changeDescription: assign(({ context }, params: { description: string }) => ({
      description: params.description,
      firstMissing: followFirstMissing({ ...context, description: params.description }),
    })),
    changeLocation: assign((_, params: { location: BookingContext['location'] }) => ({
      location: params.location,
    })),
    selectPaymentOption: assign((_, params: { option: BookingContext['paymentOption'] }) => ({
      paymentOption: params.option,
    })),
    selectPaymentMethod: assign(({ context }, params: { paymentMethodUuid: string }) => ({
      paymentMethodUuid: params.paymentMethodUuid,
      firstMissing: followFirstMissing({ ...context, paymentMethodUuid: params.paymentMethodUuid }),
      error: context.error?.code === 'PAYMENT_DECLINED' ? null : context.error,
    })),
    rememberPromo: assign((_, params: { code: string }) => ({
      promoCode: params.code.trim(),
      promoError: null,
    })),
    reportFirstMissing: assign(({ context }) => ({ firstMissing: missingField(context) })),
    startSubmit: assign({ firstMissing: null, error: null, paymentIntent: null }),
    rememberError: assign((_, params: { error: BookingError }) => ({ error: toBookingError(params.error) })),
    rememberPaymentIntent: assign((_, params: { paymentIntentId: string; clientSecret: string }) => ({
      paymentIntent: { paymentIntentId: params.paymentIntentId, clientSecret: params.clientSecret },
    })),
    actionFailed: assign((_, params: { message: string | undefined }) => ({
      error: { code: 'PAYMENT_DECLINED' as const, ...(params.message ? { message: params.message } : {}) },
      paymentIntent: null,
    })),
    rememberReference: assign((_, params: { referenceId: string }) => ({
      referenceId: params.referenceId,
      paymentIntent: null,
      error: null,
    })),
    expireSession: assign({ secondsLeft: 0 }),
    restart: assign(({ context }, params: { quoteUuid: string | undefined }) => ({
      quoteUuid: params.quoteUuid ?? context.quoteUuid,
      initialStep: context.step,
      error: null,
      firstMissing: null,
      paymentIntent: null,
    })),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => createBookingContext(input),
  initial: 'loadingQuote',
  states: {
    loadingQuote: {
      tags: ['loading'],
      on: {
        'quote.loaded': [
          {
            guard: { type: 'isStep', params: ({ context }) => ({ requested: context.initialStep, step: 1 }) },
            target: 'checkout.pet',
            actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
          },
          {
            guard: { type: 'isStep', params: ({ context }) => ({ requested: context.initialStep, step: 2 }) },
            target: 'checkout.location',
            actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
          },
          {
            guard: { type: 'isStep', params: ({ context }) => ({ requested: context.initialStep, step: 3 }) },
            target: 'checkout.paymentOption',
            actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
          },
          {
            guard: { type: 'isStep', params: ({ context }) => ({ requested: context.initialStep, step: 4 }) },
            target: 'checkout.payment',
            actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
          },
          {
            target: 'checkout.confirm',
            actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
          },
        ],
        'quote.failed': {
          target: 'quoteError',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    quoteError: {
      tags: ['error'],
      on: {
        'booking.restart': {
          target: 'loadingQuote',
          actions: { type: 'restart', params: ({ event }) => ({ quoteUuid: event.quoteUuid }) },
        },
      },
    },
    checkout: {
      on: {
        'session.expired': { target: 'expired', actions: 'expireSession' },
        'pet.select': { actions: { type: 'selectPet', params: ({ event }) => ({ petUuid: event.petUuid }) } },
        'concerns.change': {
          actions: { type: 'changeConcerns', params: ({ event }) => ({ concerns: event.concerns }) },
        },
        'description.change': {
          actions: { type: 'changeDescription', params: ({ event }) => ({ description: event.description }) },
        },
        'location.change': {
          actions: { type: 'changeLocation', params: ({ event }) => ({ location: event.location }) },
        },
        'paymentOption.select': {
          actions: { type: 'selectPaymentOption', params: ({ event }) => ({ option: event.option }) },
        },
        'paymentMethod.select': {
          actions: {
            type: 'selectPaymentMethod',
            params: ({ event }) => ({ paymentMethodUuid: event.paymentMethodUuid }),
          },
        },
        'promo.apply': { actions: { type: 'rememberPromo', params: ({ event }) => ({ code: event.code }) } },
        'step.goto': [
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 1 }) },
            target: '.pet',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 2 }) },
            target: '.location',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 3 }) },
            target: '.paymentOption',
          },
          {
            guard: { type: 'isStep', params: ({ event }) => ({ requested: clampStep(event.step), step: 4 }) },
            target: '.payment',
          },
          { target: '.confirm' },
        ],
      },
      initial: 'pet',
      states: {
        pet: { entry: { type: 'setStep', params: { step: 1 } }, on: { 'step.next': 'location' } },
        location: {
          entry: { type: 'setStep', params: { step: 2 } },
          on: { 'step.next': 'paymentOption', 'step.back': 'pet' },
        },
        paymentOption: {
          entry: { type: 'setStep', params: { step: 3 } },
          on: {
            'step.next': [{ guard: 'isFree', target: 'confirm' }, { target: 'payment' }],
            'step.back': 'location',
          },
        },
        payment: {
          entry: { type: 'setStep', params: { step: 4 } },
          on: { 'step.next': 'confirm', 'step.back': 'paymentOption' },
        },
        confirm: {
          entry: { type: 'setStep', params: { step: 5 } },
          on: {
            'step.back': [{ guard: 'isFree', target: 'paymentOption' }, { target: 'payment' }],
            'payment.submit': [
              { guard: 'isReady', target: '#booking.submitting', actions: 'startSubmit' },
              { actions: 'reportFirstMissing' },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      on: {
        'book.booked': {
          target: 'booked',
          actions: { type: 'rememberReference', params: ({ event }) => ({ referenceId: event.referenceId }) },
        },
        'book.requiresAction': {
          target: 'requiresAction',
          actions: {
            type: 'rememberPaymentIntent',
            params: ({ event }) => ({
              paymentIntentId: event.paymentIntentId,
              clientSecret: event.clientSecret,
            }),
          },
        },
        'book.slotUnavailable': {
          target: 'slotUnavailable',
          actions: { type: 'rememberError', params: { error: { code: 'SLOT_UNAVAILABLE' } } },
        },
        'book.declined': {
          target: 'checkout.payment',
          actions: { type: 'rememberError', params: { error: { code: 'PAYMENT_DECLINED' } } },
        },
        'book.sessionExpired': {
          target: 'expired',
          actions: [
            { type: 'rememberError', params: { error: { code: 'SESSION_EXPIRED' } } },
            'expireSession',
          ],
        },
        'book.failed': [
          // The same routing as the real machine, for errors that arrive under the generic event.
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'SLOT_UNAVAILABLE' }),
            },
            target: 'slotUnavailable',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'PAYMENT_DECLINED' }),
            },
            target: 'checkout.payment',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'SESSION_EXPIRED' }),
            },
            target: 'expired',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              'expireSession',
            ],
          },
          {
            target: 'checkout.confirm',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    requiresAction: {
      tags: ['submitting'],
      on: {
        'payment.actionCompleted': 'confirming',
        'payment.actionFailed': {
          target: 'checkout.payment',
          actions: { type: 'actionFailed', params: ({ event }) => ({ message: event.message }) },
        },
      },
    },
    confirming: {
      tags: ['submitting'],
      on: {
        'confirm.done': {
          target: 'booked',
          actions: { type: 'rememberReference', params: ({ event }) => ({ referenceId: event.referenceId }) },
        },
        'confirm.failed': [
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'SLOT_UNAVAILABLE' }),
            },
            target: 'slotUnavailable',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'PAYMENT_DECLINED' }),
            },
            target: 'checkout.payment',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: {
              type: 'isErrorCode',
              params: ({ event }) => ({ error: event.error, code: 'SESSION_EXPIRED' }),
            },
            target: 'expired',
            actions: [
              { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
              'expireSession',
            ],
          },
          {
            target: 'checkout.confirm',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    slotUnavailable: { tags: ['error'], on: { 'slot.select': 'creatingQuote' } },
    creatingQuote: {
      tags: ['loading'],
      on: {
        'slot.quoted': {
          target: 'checkout.confirm',
          actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.quote }) },
        },
        'slot.failed': {
          target: 'slotUnavailable',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    expired: {
      tags: ['error'],
      on: {
        'booking.restart': {
          target: 'loadingQuote',
          actions: { type: 'restart', params: ({ event }) => ({ quoteUuid: event.quoteUuid }) },
        },
      },
    },
    booked: { type: 'final' },
  },
});

export type BookingModel = typeof bookingModel;

/** The step states whose behaviour depends on the choices made so far. */
const CHOOSING_STATES: readonly StepState[] = ['pet', 'location', 'paymentOption', 'payment', 'confirm'];

function choosingStep(value: unknown): StepState | null {
  if (typeof value !== 'object' || value === null || !('checkout' in value)) return null;
  const step = (value as { checkout: unknown }).checkout;
  return CHOOSING_STATES.includes(step as StepState) ? (step as StepState) : null;
}

/**
 * Which model snapshots count as different places for path generation. The state value alone is
 * not enough, because whether payment.submit books depends on the choices; the whole context is
 * too much (every pet uuid would be a new place). So a step state is told apart by the first
 * missing field (which decides readiness), whether a submit has pointed at it, whether the quote
 * is free (which skips the card step) and whether an error is shown.
 */
export function serializeBookingModelState(snapshot: { value: unknown; context: BookingContext }): string {
  const { value, context } = snapshot;
  if (choosingStep(value) === null) return JSON.stringify({ value });
  return JSON.stringify({
    value,
    missing: missingField(context),
    reported: context.firstMissing,
    free: isFree(context),
    error: context.error?.code ?? null,
  });
}

/** The choices a tester makes on each step; the other choice events stay available to the app. */
const CHOICES_BY_STEP: Record<StepState, readonly BookingModelEvent['type'][]> = {
  pet: ['pet.select', 'concerns.change', 'description.change'],
  location: ['location.change'],
  paymentOption: ['paymentOption.select'],
  payment: ['paymentMethod.select', 'promo.apply'],
  confirm: ['payment.submit'],
};
const CHOICE_EVENTS = new Set<string>(Object.values(CHOICES_BY_STEP).flat());

/**
 * Keeps generated paths to what a tester would do: choices are made on their own step; Next is
 * pressed once the step's own fields are filled; while the form points at a missing field or an
 * error is shown, the tester answers it before navigating; the stepper (step.goto) jumps to the
 * confirmation only from a fresh pet step (a deep link), which is how a submit with a missing
 * field is reached. A free quote is followed up to the confirmation (which shows the card step
 * skipped); the payment outcomes are followed on the paid quote, where a card is involved. The
 * session expires once, on the first step, since the countdown is the same on every step. The
 * model itself accepts every event anywhere, as the real machine does.
 */
export function isTesterBookingEvent(
  snapshot: { value: unknown; context: BookingContext },
  event: BookingModelEvent,
): boolean {
  const step = choosingStep(snapshot.value);
  if (step === null) return true;
  const { context } = snapshot;
  const missing = missingField(context);
  if (event.type === 'payment.submit' && isFree(context)) return false;
  // The countdown is the same on every step; one path (expiry on the first step) shows it.
  if (event.type === 'session.expired') return step === 'pet' && missing === 'PET' && !isFree(context);
  if (CHOICE_EVENTS.has(event.type)) return CHOICES_BY_STEP[step].includes(event.type);
  if (!event.type.startsWith('step.')) return true;
  if (context.firstMissing !== null || context.error !== null) return false;
  switch (event.type) {
    case 'step.goto':
      return step === 'pet' && missing === 'PET' && !isFree(context);
    case 'step.next':
      if (step === 'pet') return missing !== 'PET' && missing !== 'CONCERNS' && missing !== 'DESCRIPTION';
      if (step === 'payment') return missing === null;
      return true;
    case 'step.back':
      return step === 'confirm' && missing === null;
    default:
      return true;
  }
}
