import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEP_COUNT,
  BOOKING_STEPS,
  clampStep,
  segmentFromStep,
  stepFromSegment,
} from './bookingSteps';

describe('booking steps', () => {
  it('follows the spec order', () => {
    expect(BOOKING_STEPS).toEqual(['pet', 'location', 'payment-option', 'payment', 'confirm']);
    expect(BOOKING_STEP_COUNT).toBe(5);
  });

  it('clamps a step between 1 and the count', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(-3)).toBe(1);
    expect(clampStep(3)).toBe(3);
    expect(clampStep(9)).toBe(5);
    expect(clampStep(9, 3)).toBe(3);
    expect(clampStep(2.7)).toBe(2);
    expect(clampStep(Number.NaN)).toBe(1);
    expect(clampStep(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('reads a step from a URL segment or number', () => {
    expect(stepFromSegment('pet')).toBe(1);
    expect(stepFromSegment('payment-option')).toBe(3);
    expect(stepFromSegment('confirm')).toBe(5);
    expect(stepFromSegment('4')).toBe(4);
    expect(stepFromSegment('12')).toBe(5);
    expect(stepFromSegment('basket')).toBeNull();
    expect(stepFromSegment(undefined)).toBeNull();
  });

  it('writes the URL segment of a step, clamped', () => {
    expect(segmentFromStep(1)).toBe('pet');
    expect(segmentFromStep(4)).toBe('payment');
    expect(segmentFromStep(0)).toBe('pet');
    expect(segmentFromStep(99)).toBe('confirm');
  });
});
