/**
 * The abstract model of bookingMachine for `xstate/graph`, derived from the machine: every
 * asynchronous result is an event of its own (`quote.loaded`, `book.declined`, `session.expired`,
 * ...), so a graph traversal can reach every state and a test can replay the path on the real
 * machine by resolving its actors in that order. The countdown's `tick` is left out: only its
 * outcome, `session.expired`, changes the state.
 */
import { deriveModel } from '../testing/deriveModel';
import { type BookingContext, type StepState, isFree, missingField } from './bookingContext';
import { bookingMachine } from './bookingMachine';
import type { BookingError, BookingEvent, BookingQuote } from './bookingTypes';

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

export const bookingModel = deriveModel<typeof bookingMachine, BookingOutcomeEvent>(bookingMachine, {
  invoke: {
    fetchQuote: {
      'quote.loaded': { output: (event) => event.quote },
      'quote.failed': { error: (event) => event.error },
    },
    // The countdown's last tick is the one at the session's end.
    countdown: {
      'session.expired': {
        sends: (_, context) => ({ type: 'tick', now: Date.parse(context.expiresAt ?? '') }),
      },
    },
    book: {
      'book.booked': { output: (event) => ({ kind: 'booked', referenceId: event.referenceId }) },
      'book.requiresAction': {
        output: ({ paymentIntentId, clientSecret }) => ({
          kind: 'requiresAction',
          paymentIntentId,
          clientSecret,
        }),
      },
      'book.slotUnavailable': { error: () => ({ code: 'SLOT_UNAVAILABLE' }) },
      'book.declined': { error: () => ({ code: 'PAYMENT_DECLINED' }) },
      'book.sessionExpired': { error: () => ({ code: 'SESSION_EXPIRED' }) },
      'book.failed': { error: (event) => event.error },
    },
    confirmBooking: {
      'confirm.done': { output: (event) => ({ referenceId: event.referenceId }) },
      'confirm.failed': { error: (event) => event.error },
    },
    createQuote: {
      'slot.quoted': { output: (event) => event.quote },
      'slot.failed': { error: (event) => event.error },
    },
  },
  actorEvents: ['tick'],
}).provide({
  // Background quote updates only change the price; the model has no actors to run them.
  actions: { startQuoteUpdates: () => {} },
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
