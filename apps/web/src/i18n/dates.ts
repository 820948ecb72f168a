/**
 * Calendar days in a time zone. Availability is asked for one local day at a time, so the day's
 * first and last instants must be computed in the user's zone, not the browser's.
 */

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function parseDate(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** The UTC instant of local midnight starting `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfZonedDay(date: string, timeZone: string): number {
  const [year, month, day] = parseDate(date);
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffset(guess, timeZone);
  // A daylight-saving change between the guess and midnight moves the offset once more.
  return guess - zoneOffset(first, timeZone);
}

/** start_at and end_at of a whole local day, for POST partner/{uuid}/availability. */
export function zonedDayRange(date: string, timeZone: string): { start_at: string; end_at: string } {
  const start = startOfZonedDay(date, timeZone);
  const end = startOfZonedDay(addDays(date, 1), timeZone);
  return { start_at: new Date(start).toISOString(), end_at: new Date(end).toISOString() };
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function nextDates(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** A calendar date as an instant that formats to the same day in any zone when shown in UTC. */
export function calendarDateValue(date: string): number {
  const [year, month, day] = parseDate(date);
  return Date.UTC(year, month - 1, day, 12);
}

export function isIsoDate(value: string | null | undefined): value is string {
  return value != null && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The local calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function dateInZone(instant: string | number | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')}`;
}
