import { BOOKING_CUTOFF } from './constants';

/** Local calendar date and time of an instant in an IANA time zone, read through Intl. */
function localParts(now: Date, timeZone: string): { date: string; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

/** Calendar arithmetic on a YYYY-MM-DD string; UTC so no daylight-saving shift can skip a day. */
function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The first date a client can book, as YYYY-MM-DD in the client's time zone: today, or tomorrow
 * once the local time is 22:30 or later (spec: "Booking cut-off 22:30 local"). Throws a
 * RangeError for an unknown time zone, because guessing one would offer the wrong day.
 */
export function earliestBookableDate(now: Date, timeZone: string): string {
  const local = localParts(now, timeZone);
  const pastCutoff =
    local.hour > BOOKING_CUTOFF.hour ||
    (local.hour === BOOKING_CUTOFF.hour && local.minute >= BOOKING_CUTOFF.minute);
  return pastCutoff ? addDays(local.date, 1) : local.date;
}

/**
 * The date to search availability for: "A booking date earlier than today is replaced by today",
 * and today itself gives way to tomorrow after the cut-off. A missing or malformed date means the
 * earliest bookable date.
 */
export function bookableDate(requested: string | null | undefined, now: Date, timeZone: string): string {
  const earliest = earliestBookableDate(now, timeZone);
  if (requested == null || !/^\d{4}-\d{2}-\d{2}$/.test(requested)) return earliest;
  // ISO dates of equal length compare correctly as strings.
  return requested < earliest ? earliest : requested;
}
