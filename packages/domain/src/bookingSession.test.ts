import { describe, expect, it } from 'vitest';
import { BOOKING_SESSION_SECONDS, defaultSessionExpiry, secondsLeft } from './bookingSession';

describe('booking session', () => {
  it('lasts fifteen minutes by default', () => {
    expect(BOOKING_SESSION_SECONDS).toBe(900);
    expect(defaultSessionExpiry(Date.parse('2026-05-10T10:00:00Z'))).toBe('2026-05-10T10:15:00.000Z');
  });

  it('counts whole seconds left, rounding up', () => {
    const expiresAt = '2026-05-10T10:15:00Z';
    expect(secondsLeft(expiresAt, Date.parse('2026-05-10T10:00:00Z'))).toBe(900);
    expect(secondsLeft(expiresAt, Date.parse('2026-05-10T10:14:59.200Z'))).toBe(1);
    expect(secondsLeft(expiresAt, new Date('2026-05-10T10:15:00Z'))).toBe(0);
  });

  it('never goes below zero', () => {
    expect(secondsLeft('2026-05-10T10:15:00Z', Date.parse('2026-05-10T11:00:00Z'))).toBe(0);
  });

  it('treats a missing or unreadable expiry as expired', () => {
    expect(secondsLeft(null, Date.now())).toBe(0);
    expect(secondsLeft('soon', Date.now())).toBe(0);
  });
});
