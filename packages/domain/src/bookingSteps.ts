/**
 * The booking steps and their URL segments (/cx/book/{uuid}/{segment}). Step numbers are 1-based,
 * as the spec counts them.
 */
export const BOOKING_STEPS = ['pet', 'location', 'payment-option', 'payment', 'confirm'] as const;
export type BookingStepSegment = (typeof BOOKING_STEPS)[number];
export const BOOKING_STEP_COUNT = BOOKING_STEPS.length;

/**
 * "The step number is clamped between 1 and the total number of steps." A value that is not a
 * number at all (a hand-edited URL) falls back to the first step.
 */
export function clampStep(step: number, count: number = BOOKING_STEP_COUNT): number {
  if (!Number.isFinite(step)) return 1;
  const whole = Math.trunc(step);
  return Math.min(Math.max(whole, 1), Math.max(count, 1));
}

/** The 1-based step for a URL segment or a number in the URL; null when it names no step. */
export function stepFromSegment(segment: string | null | undefined): number | null {
  if (segment == null) return null;
  const index = BOOKING_STEPS.indexOf(segment as BookingStepSegment);
  if (index >= 0) return index + 1;
  // Old links carry the step number itself (/cx/book/{uuid}/3).
  if (/^\d+$/.test(segment)) return clampStep(Number(segment));
  return null;
}

/** The URL segment for a step number, after clamping. */
export function segmentFromStep(step: number): BookingStepSegment {
  return BOOKING_STEPS[clampStep(step) - 1]!;
}
