import { describe, expect, it } from 'vitest';
import { addDays, nextDates, zonedDayRange } from './dates';

describe('zonedDayRange', () => {
  it('covers a local day in New York', () => {
    expect(zonedDayRange('2026-11-23', 'America/New_York')).toEqual({
      start_at: '2026-11-23T05:00:00.000Z',
      end_at: '2026-11-24T05:00:00.000Z',
    });
  });

  it('is 23 hours long on the day clocks spring forward', () => {
    const range = zonedDayRange('2026-03-08', 'America/Toronto');
    expect(range.start_at).toBe('2026-03-08T05:00:00.000Z');
    expect(range.end_at).toBe('2026-03-09T04:00:00.000Z');
  });

  it('works east of UTC', () => {
    expect(zonedDayRange('2026-07-01', 'Europe/London').start_at).toBe('2026-06-30T23:00:00.000Z');
  });
});

describe('calendar days', () => {
  it('crosses month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(nextDates('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
