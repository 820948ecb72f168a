import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotsFromRules } from '../src/domain/availability';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Monday to Friday, 1:00 to 4:00 in the vet's zone: the small hours, where clocks change. */
const rules = [1, 2, 3, 4, 5].map((weekday) => ({
  partner_uuid: 'vet',
  weekday,
  start_minute: 60,
  end_minute: 240,
}));

describe('weekly hours turned into slots', () => {
  it('keeps the wall-clock hours across a change of clocks (Toronto, spring 2031)', () => {
    // 2031-03-10 is a Monday after the change (Sunday 9 March): 1:00 local is 06:00 UTC, not 05:00.
    const slots = slotsFromRules(
      rules,
      'America/Toronto',
      new Date('2031-03-07T00:00:00Z'),
      new Date('2031-03-11T00:00:00Z'),
    );
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2031-03-07T06:00:00.000Z',
      '2031-03-07T06:30:00.000Z',
      '2031-03-07T07:00:00.000Z',
      '2031-03-07T07:30:00.000Z',
      '2031-03-07T08:00:00.000Z',
      '2031-03-07T08:30:00.000Z',
      '2031-03-10T05:00:00.000Z',
      '2031-03-10T05:30:00.000Z',
      '2031-03-10T06:00:00.000Z',
      '2031-03-10T06:30:00.000Z',
      '2031-03-10T07:00:00.000Z',
      '2031-03-10T07:30:00.000Z',
    ]);
  });

  it('converts the same hours on the same days once: asked again, it reads no time zone data', () => {
    const from = new Date('2031-06-02T00:00:00Z');
    const to = new Date('2031-06-16T00:00:00Z');
    const first = slotsFromRules(rules, 'Europe/London', from, to);
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const again = slotsFromRules(rules, 'Europe/London', from, to);
    expect(again).toEqual(first);
    // One read of the local date the range starts on; none for the 60 slots.
    expect(formatToParts.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
