import { describe, expect, it } from 'vitest';
import { bookableDate, earliestBookableDate } from './bookingDate';

describe('earliestBookableDate', () => {
  it('is today before 22:30 local time', () => {
    // 22:29 in New York (EST, UTC-5) on 15 January.
    expect(earliestBookableDate(new Date('2026-01-16T03:29:00Z'), 'America/New_York')).toBe('2026-01-15');
  });

  it('moves to the next day at exactly 22:30 local time', () => {
    expect(earliestBookableDate(new Date('2026-01-16T03:30:00Z'), 'America/New_York')).toBe('2026-01-16');
  });

  it('judges the cut-off in the given time zone, not UTC', () => {
    const instant = new Date('2026-07-01T05:00:00Z');
    // 22:00 on 30 June in Los Angeles (PDT): before the cut-off.
    expect(earliestBookableDate(instant, 'America/Los_Angeles')).toBe('2026-06-30');
    // 01:00 on 1 July in Toronto.
    expect(earliestBookableDate(instant, 'America/Toronto')).toBe('2026-07-01');
  });

  it('rolls over month and year ends after the cut-off', () => {
    expect(earliestBookableDate(new Date('2026-12-31T23:45:00Z'), 'Europe/London')).toBe('2027-01-01');
    expect(earliestBookableDate(new Date('2028-02-28T22:31:00Z'), 'UTC')).toBe('2028-02-29');
  });

  it('counts the cut-off in local wall time across a daylight-saving change', () => {
    // 8 March 2026, the spring-forward day in New York: 22:30 EDT is 02:30 UTC the next day.
    expect(earliestBookableDate(new Date('2026-03-09T02:29:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(earliestBookableDate(new Date('2026-03-09T02:30:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('rejects an unknown time zone', () => {
    expect(() => earliestBookableDate(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('bookableDate', () => {
  const morning = new Date('2026-05-10T14:00:00Z'); // 10:00 in Toronto

  it('replaces a past date with today', () => {
    expect(bookableDate('2026-05-01', morning, 'America/Toronto')).toBe('2026-05-10');
  });

  it('keeps today and future dates', () => {
    expect(bookableDate('2026-05-10', morning, 'America/Toronto')).toBe('2026-05-10');
    expect(bookableDate('2026-06-02', morning, 'America/Toronto')).toBe('2026-06-02');
  });

  it('replaces today with tomorrow after the cut-off', () => {
    const late = new Date('2026-05-11T03:00:00Z'); // 23:00 on 10 May in Toronto
    expect(bookableDate('2026-05-10', late, 'America/Toronto')).toBe('2026-05-11');
  });

  it('falls back to the earliest date for a missing or malformed date', () => {
    expect(bookableDate(null, morning, 'America/Toronto')).toBe('2026-05-10');
    expect(bookableDate('10/05/2026', morning, 'America/Toronto')).toBe('2026-05-10');
  });
});
