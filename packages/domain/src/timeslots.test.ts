import { describe, expect, it } from 'vitest';
import { MAX_TIMESLOTS, canSelectMoreTimeslots, isTimeslotSelected, toggleTimeslot } from './timeslots';

const slot = (hour: number) => ({
  start_at: `2026-05-10T${String(hour).padStart(2, '0')}:00:00Z`,
  end_at: `2026-05-10T${String(hour).padStart(2, '0')}:30:00Z`,
});

describe('toggleTimeslot', () => {
  it('allows up to three slots', () => {
    expect(MAX_TIMESLOTS).toBe(3);
  });

  it('adds an unselected slot', () => {
    expect(toggleTimeslot([slot(9)], slot(10))).toEqual({
      selected: [slot(9), slot(10)],
      limitReached: false,
    });
  });

  it('removes a selected slot, matching by start instant', () => {
    const sameInstantOtherOffset = {
      start_at: '2026-05-10T05:00:00-04:00',
      end_at: '2026-05-10T05:30:00-04:00',
    };
    expect(toggleTimeslot([slot(9), slot(10)], sameInstantOtherOffset).selected).toEqual([slot(10)]);
  });

  it('refuses a fourth slot and says so', () => {
    const three = [slot(9), slot(10), slot(11)];
    const result = toggleTimeslot(three, slot(12));
    expect(result).toEqual({ selected: three, limitReached: true });
    expect(result.selected).not.toBe(three);
  });

  it('still removes a slot when three are selected', () => {
    expect(toggleTimeslot([slot(9), slot(10), slot(11)], slot(10)).selected).toEqual([slot(9), slot(11)]);
  });

  it('reports whether more can be chosen and what is chosen', () => {
    expect(canSelectMoreTimeslots([slot(9), slot(10)])).toBe(true);
    expect(canSelectMoreTimeslots([slot(9), slot(10), slot(11)])).toBe(false);
    expect(isTimeslotSelected([slot(9)], slot(9))).toBe(true);
    expect(isTimeslotSelected([slot(9)], slot(10))).toBe(false);
  });
});
