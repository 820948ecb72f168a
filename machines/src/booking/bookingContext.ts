/**
 * Context of the booking flow and the pure updates on it. The real machine and its abstract model
 * share these, so a model-based test compares two machines that judge choices identically.
 */
import {
  BOOKING_STEP_COUNT,
  type BookingDraft,
  type BookingField,
  clampStep,
  defaultSessionExpiry,
  firstMissingBookingField,
  isBookingReady,
  isFreeTotal,
  secondsLeft,
  stepFromSegment,
} from '@pawcall/domain';
import {
  BOOKING_ERROR_CODES,
  type BookingError,
  type BookingLocation,
  type BookingMachineInput,
  type BookingQuote,
  type PaymentOption,
} from './bookingTypes';

/** A quote change that runs in the background after a choice; the UI can show the price as updating. */
export type QuoteUpdateKind = 'pet' | 'paymentMethod' | 'promo';

export interface BookingContext {
  quoteUuid: string;
  quote: BookingQuote | null;
  /** The 1-based step to show once the quote has loaded (from the route, clamped). */
  initialStep: number;
  /** The 1-based step on screen; the app mirrors it in the URL. */
  step: number;
  petUuid: string | null;
  concerns: string[];
  description: string;
  location: BookingLocation | null;
  paymentOption: PaymentOption;
  paymentMethodUuid: string | null;
  promoCode: string | null;
  /** ISO end of the booking session: the quote's expires_at, or BOOKING_SESSION_SECONDS after loading. */
  expiresAt: string | null;
  secondsLeft: number;
  /** Set by a payment.submit that found a field missing; follows the choices until nothing is missing. */
  firstMissing: BookingField | null;
  /** The last booking or quote error, kept while the client corrects it. */
  error: BookingError | null;
  /** A promo code that did not apply; separate so it never hides a booking error. */
  promoError: BookingError | null;
  pendingQuoteUpdates: QuoteUpdateKind[];
  /** Set while the payment provider's next action (3-D Secure) is running. */
  paymentIntent: { paymentIntentId: string; clientSecret: string } | null;
  referenceId: string | null;
  /**
   * The latest instant the machine was told (input, each tick, a new slot, a restart). Guards and
   * actions judge time by it, never by the clock, so the paths and their tests replay the same way.
   */
  now: number;
}

export function routeStep(step: BookingMachineInput['step']): number {
  if (typeof step === 'number') return clampStep(step);
  return stepFromSegment(step ?? null) ?? 1;
}

export function createBookingContext(input: BookingMachineInput): BookingContext {
  const draft = input.draft ?? {};
  const initialStep = routeStep(input.step);
  return {
    quoteUuid: input.quoteUuid,
    quote: null,
    initialStep,
    step: initialStep,
    petUuid: draft.petUuid ?? null,
    concerns: [...(draft.concerns ?? [])],
    description: draft.description ?? '',
    location: draft.location ?? null,
    paymentOption: draft.paymentOption ?? 'SINGLE',
    paymentMethodUuid: draft.paymentMethodUuid ?? null,
    promoCode: null,
    expiresAt: null,
    secondsLeft: 0,
    firstMissing: null,
    error: null,
    promoError: null,
    pendingQuoteUpdates: [],
    paymentIntent: null,
    referenceId: null,
    // The one reading of the clock, for an app that does not say the time; the countdown takes over.
    now: input.now ?? Date.now(),
  };
}

export function draftOf(context: BookingContext): BookingDraft {
  return {
    petUuid: context.petUuid,
    concerns: context.concerns,
    description: context.description,
    paymentMethodUuid: context.paymentMethodUuid,
    serviceType: context.quote?.service_type ?? null,
  };
}

export function missingField(context: BookingContext): BookingField | null {
  return firstMissingBookingField(draftOf(context), context.quote?.total ?? null);
}

export function isReady(context: BookingContext): boolean {
  return isBookingReady(draftOf(context), context.quote, context.secondsLeft);
}

export function isFree(context: BookingContext): boolean {
  return isFreeTotal(context.quote?.total);
}

/**
 * After a choice: once a submit has pointed at a missing field, keep pointing at whatever is
 * still missing (or nothing), so the hint never names a field the client has just filled.
 */
export function followFirstMissing(context: BookingContext): BookingField | null {
  return context.firstMissing === null ? null : missingField(context);
}

/**
 * A new quote (loaded, or created for a new slot). Choices the client already made win over the
 * quote's; choices the client has not made are taken from the quote, which remembers them.
 */
export function withQuote(
  context: BookingContext,
  quote: BookingQuote,
  now: number,
): Partial<BookingContext> {
  const expiresAt = quote.expires_at ?? defaultSessionExpiry(now);
  return {
    quote,
    quoteUuid: quote.uuid,
    petUuid: context.petUuid ?? quote.pet?.uuid ?? null,
    paymentMethodUuid: context.paymentMethodUuid ?? quote.payment_method?.uuid ?? null,
    expiresAt,
    secondsLeft: secondsLeft(expiresAt, now),
  };
}

export function isSessionOverAt(expiresAt: string | null, now: number): boolean {
  return secondsLeft(expiresAt, now) <= 0;
}

/** Anything an actor rejects with, as a BookingError; the app chooses the words by code. */
export function toBookingError(error: unknown): BookingError {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && (BOOKING_ERROR_CODES as readonly string[]).includes(code)) {
      const { message, fields } = error as BookingError;
      return {
        code: code as BookingError['code'],
        ...(typeof message === 'string' ? { message } : {}),
        ...(fields ? { fields } : {}),
      };
    }
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { code: 'NETWORK', message: error.message };
  if (error instanceof Error) return { code: 'UNKNOWN', message: error.message };
  return { code: 'UNKNOWN' };
}

/** The step states in order; index + 1 is the step number. */
export const STEP_STATES = ['pet', 'location', 'paymentOption', 'payment', 'confirm'] as const;
export type StepState = (typeof STEP_STATES)[number];

export function stepState(step: number): StepState {
  return STEP_STATES[clampStep(step, BOOKING_STEP_COUNT) - 1]!;
}
