import { describe, expect, it } from 'vitest';
import { bookRouteKind, isAppointmentId } from './guards';

// The landing and guard rules are tested where they live: packages/domain/src/landing.test.ts.
describe('route id patterns', () => {
  it('tells a quote uuid from a booking reference in /cx/book/{id}', () => {
    expect(bookRouteKind('a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21', undefined)).toBe('quote');
    expect(bookRouteKind('a0f6f7e8-b7c4-46c5-9283-7e6f5a4b3c21', 'payment')).toBe('quote');
    expect(bookRouteKind('PWC4K7Q2', undefined)).toBe('complete');
    expect(bookRouteKind('ABCDEF', undefined)).toBe('complete');
    expect(bookRouteKind('ABCDE', undefined)).toBe('notFound');
    expect(bookRouteKind('ABCDEFGHIJK', undefined)).toBe('notFound');
    expect(bookRouteKind('pwc4k7q2', undefined)).toBe('notFound');
    expect(bookRouteKind('PWC4K7Q2', 'pet')).toBe('notFound');
  });

  it('accepts 4 or more uppercase letters or digits as an appointment id', () => {
    expect(isAppointmentId('PWC4')).toBe(true);
    expect(isAppointmentId('PWC4K7Q2')).toBe(true);
    expect(isAppointmentId('PW1')).toBe(false);
    expect(isAppointmentId('pwc4k7q2')).toBe(false);
    expect(isAppointmentId(undefined)).toBe(false);
  });
});
