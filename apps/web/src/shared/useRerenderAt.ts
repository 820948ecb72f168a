import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a moment further away is waited for by a later render. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The time now, and a re-render when the clock reaches the next of `moments` still ahead, so a rule
 * of time (the join window, the no-show report) changes what the page offers without a reload.
 */
export function useRerenderAt(moments: ReadonlyArray<Date | string | number>): Date {
  const [tick, setTick] = useState(0);
  const now = new Date();
  const next = moments
    .map((moment) => (moment instanceof Date ? moment.getTime() : new Date(moment).getTime()))
    .filter((moment) => moment > now.getTime())
    .reduce((soonest, moment) => Math.min(soonest, moment), Number.POSITIVE_INFINITY);

  useEffect(() => {
    // The tick re-arms the timer should it have fired a little early.
    void tick;
    const delay = next - Date.now();
    if (!Number.isFinite(next) || delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setTick((count) => count + 1), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [next, tick]);

  return now;
}
