/**
 * Types of the booking machine's actors. The quote and the book call's body are taken from the
 * generated contract, so the app passes what the API returns without conversion.
 */
import type { components, V1Operations } from '@pawcall/api-client/types';
import type { BookingField, Money } from '@pawcall/domain';

export type { BookingField, Money };

type Quote = components['schemas']['Quote'];

/**
 * The part of a quote (GET cx/quote/{uuid}) the booking flow reads: every quote the API returns is
 * one, and the machine keeps it whole, so the screens can read it too. A zero total (integer cents)
 * makes the booking free; a service_type (FLEA_AND_TICK, ALLERGIES) needs no concerns or description.
 */
export type BookingQuote = Pick<Quote, 'uuid' | 'start_at' | 'end_at' | 'total' | 'service_type'> & {
  partner: Pick<Quote['partner'], 'uuid' | 'first_name' | 'last_name' | 'designation'>;
  /** When the booking session ends; null when the server sets none (the machine then allows BOOKING_SESSION_SECONDS). */
  expires_at: Quote['expires_at'] | null;
  pet: Pick<NonNullable<Quote['pet']>, 'uuid'> | null;
  payment_method: Pick<NonNullable<Quote['payment_method']>, 'uuid'> | null;
};

export type PaymentOption = 'SINGLE' | 'MEMBERSHIP';

/** Where the pet is, which decides which vets may treat it (VCPR location). */
export interface BookingLocation {
  country: string;
  province: string;
  city?: string | null;
}

export const BOOKING_ERROR_CODES = [
  'SLOT_UNAVAILABLE',
  'PAYMENT_DECLINED',
  'SESSION_EXPIRED',
  'QUOTE_NOT_MODIFIABLE',
  'VALIDATION',
  'NETWORK',
  'UNKNOWN',
] as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

/**
 * What a booking actor rejects with. `message` is the server's text when it sent one; `fields`
 * carries a "fail" envelope's per-field messages. The app picks the translated text by `code`.
 */
export interface BookingError {
  code: BookingErrorCode;
  message?: string;
  fields?: Record<string, string[]>;
}

/* ---- actor inputs and outputs ---- */

export interface FetchQuoteInput {
  quoteUuid: string;
}

/** PUT cx/quote/{uuid}/pet */
export interface UpdateQuotePetInput {
  quoteUuid: string;
  petUuid: string;
}

/** PUT cx/quote/{uuid}/payment-method (and taxes, which depend on the card's country) */
export interface UpdateQuotePaymentMethodInput {
  quoteUuid: string;
  paymentMethodUuid: string;
}

/** PUT cx/quote/{uuid}/promo-code */
export interface ApplyPromoInput {
  quoteUuid: string;
  code: string;
}

/** The body of POST cx/book (spec part 2, section 7). */
export type BookPayload = V1Operations['book']['requestBody']['content']['application/json'];

/** The app sends SINGLE to cx/book and MEMBERSHIP to cx/book/membership. */
export interface BookInput {
  paymentOption: PaymentOption;
  payload: BookPayload;
}

export type BookOutput =
  | { kind: 'booked'; referenceId: string }
  | { kind: 'requiresAction'; paymentIntentId: string; clientSecret: string };

/** POST cx/book/confirm after the payment provider's next action. */
export interface ConfirmBookingInput {
  quoteUuid: string;
  paymentIntentId: string;
}

export interface ConfirmBookingOutput {
  referenceId: string;
}

/** POST quote/{partnerUuid} for a new slot after the chosen one was taken. */
export interface CreateQuoteInput {
  partnerUuid: string;
  start_at: string;
  end_at: string;
  pet_uuid: string | null;
}

export interface BookingMachineInput {
  quoteUuid: string;
  /** The app's clock when the visit starts (ms); the countdown's ticks move it on. Defaults to now. */
  now?: number;
  /** The step from the route (1-based, or a URL segment such as 'payment'); clamped. */
  step?: number | string | null;
  /** Choices saved before this visit (search cookies, a previous attempt): the client keeps them. */
  draft?: {
    petUuid?: string | null;
    concerns?: readonly string[];
    description?: string;
    location?: BookingLocation | null;
    paymentOption?: PaymentOption;
    paymentMethodUuid?: string | null;
  };
}

export interface BookingMachineOutput {
  referenceId: string;
}

/** Events the app sends to the booking machine (and `tick`, which its countdown actor sends). */
export type BookingEvent =
  | { type: 'pet.select'; petUuid: string }
  | { type: 'concerns.change'; concerns: string[] }
  | { type: 'description.change'; description: string }
  | { type: 'location.change'; location: BookingLocation }
  | { type: 'paymentOption.select'; option: PaymentOption }
  | { type: 'paymentMethod.select'; paymentMethodUuid: string }
  | { type: 'promo.apply'; code: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** 1-based; clamped. */
  | { type: 'step.goto'; step: number }
  | { type: 'payment.submit' }
  /** The provider's next action succeeded; the id defaults to the intent the book call returned. */
  | { type: 'payment.actionCompleted'; paymentIntentId?: string }
  | { type: 'payment.actionFailed'; message?: string }
  /** A new slot after the chosen one was taken. */
  /** `now`: when the client picked, so the new quote's session is timed from then. */
  | { type: 'slot.select'; start_at: string; end_at: string; now?: number }
  /** Epoch milliseconds. */
  | { type: 'tick'; now: number }
  /** After expiry or a failed quote load: load the quote again (or another one), keeping the choices. */
  | { type: 'booking.restart'; quoteUuid?: string; now?: number };
