/**
 * When is a booking complete enough to pay? The web app uses it to point at the first missing
 * field; the API server uses it to refuse an incomplete POST cx/book with the same judgement.
 */

/** Markers from the spec, in the order they are checked. */
export const BOOKING_FIELDS = ['PET', 'CONCERNS', 'DESCRIPTION', 'PAYMENT_METHOD'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export interface Money {
  /** Integer minor units (cents), so a zero total is exactly zero. */
  amount: number;
  currency: string;
}

/** What the client has chosen so far. */
export interface BookingDraft {
  petUuid: string | null;
  concerns: readonly string[];
  description: string;
  paymentMethodUuid: string | null;
  /** Set when the booking is for a service (FLEA_AND_TICK, ALLERGIES): no concerns or description asked. */
  serviceType?: string | null;
}

/** "An appointment whose total is zero is free and needs no payment method." */
export function isFreeTotal(total: Pick<Money, 'amount'> | null | undefined): boolean {
  return total != null && total.amount === 0;
}

function isServiceBooking(draft: BookingDraft): boolean {
  return draft.serviceType != null && draft.serviceType !== '';
}

/**
 * The first field still missing, checked in the spec's order PET, CONCERNS, DESCRIPTION,
 * PAYMENT_METHOD; null when nothing is missing. Without a known total a payment method is
 * required, because only a zero total waives it.
 */
export function firstMissingBookingField(
  draft: BookingDraft,
  total?: Pick<Money, 'amount'> | null,
): BookingField | null {
  if (!draft.petUuid) return 'PET';
  if (!isServiceBooking(draft)) {
    if (draft.concerns.length === 0) return 'CONCERNS';
    // A description of only spaces tells the vet nothing, so it counts as missing.
    if (draft.description.trim() === '') return 'DESCRIPTION';
  }
  if (!draft.paymentMethodUuid && !isFreeTotal(total)) return 'PAYMENT_METHOD';
  return null;
}

/**
 * "Booking is ready when a pet, concerns, description, a payment method (or a free total) and a
 * quote exist and the countdown is above zero."
 */
export function isBookingReady(
  draft: BookingDraft,
  quote: { total: Pick<Money, 'amount'> } | null | undefined,
  secondsLeft: number,
): boolean {
  if (quote == null) return false;
  if (!(secondsLeft > 0)) return false;
  return firstMissingBookingField(draft, quote.total) === null;
}
