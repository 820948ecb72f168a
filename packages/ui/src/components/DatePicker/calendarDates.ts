/** Calendar dates as "YYYY-MM-DD" strings: no time zone can shift them. */
export type CalendarDate = string;

export function parseDate(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function formatIso(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatIso(d);
}

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const d = parseDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return formatIso(d);
}

export function startOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01`;
}

/** 0 = Sunday. The US and Canada start weeks on Sunday; the UK and French Canada on Monday. */
export function weekStartFor(locale: string): 0 | 1 {
  return /^fr|GB$/i.test(locale) ? 1 : 0;
}

/** The weeks (rows of 7 dates or null outside the month) of the month containing `date`. */
export function monthGrid(date: CalendarDate, weekStart: 0 | 1): Array<Array<CalendarDate | null>> {
  const first = parseDate(startOfMonth(date));
  const month = first.getUTCMonth();
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const weeks: Array<Array<CalendarDate | null>> = [];
  let cursor = addDays(formatIso(first), -lead);
  do {
    const week: Array<CalendarDate | null> = [];
    for (let i = 0; i < 7; i++) {
      week.push(parseDate(cursor).getUTCMonth() === month ? cursor : null);
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (parseDate(cursor).getUTCMonth() === month);
  return weeks;
}

export function todayIn(timeZone?: string): CalendarDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
