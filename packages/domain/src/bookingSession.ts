/**
 * The booking session countdown ("The booking session expires with a time-left notice"; "The
 * countdown must be positive").
 */

/**
 * Design decision: the spec does not give the session length. Fifteen minutes is long enough to
 * add a pet and a card and short enough that a held slot is released soon after a client leaves.
 * The quote's own expires_at wins when the server sends one; this is the fallback.
 */
export const BOOKING_SESSION_SECONDS = 900;

function toMillis(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * Whole seconds left until expiresAt, never negative. Rounded up so the countdown shows 1 until
 * the very end and reaches 0 exactly when the session is over. An unreadable expiry counts as
 * expired, because booking on a quote of unknown age could charge a stale price.
 */
export function secondsLeft(
  expiresAt: string | number | Date | null | undefined,
  now: number | Date,
): number {
  if (expiresAt == null) return 0;
  const end = toMillis(expiresAt);
  const current = toMillis(now);
  if (!Number.isFinite(end) || !Number.isFinite(current)) return 0;
  return Math.max(0, Math.ceil((end - current) / 1000));
}

/** When a session started at `now` ends if the quote carries no expires_at (ISO string). */
export function defaultSessionExpiry(now: number | Date): string {
  return new Date(toMillis(now) + BOOKING_SESSION_SECONDS * 1000).toISOString();
}
