import type { Queryable } from '../db/database';

/** "Availability appointment duration locked at 30 minutes." */
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** The longest range one availability call may ask for. */
export const MAX_AVAILABILITY_RANGE_DAYS = 31;
/** How far ahead next_available_at looks. */
export const NEXT_AVAILABLE_HORIZON_DAYS = 14;

export interface Slot {
  start: Date;
  end: Date;
}

export interface AvailabilityRule {
  partner_uuid: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function localFields(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in ms (Toronto in winter: -5 h). */
function offsetAt(instant: number, timeZone: string): number {
  const f = localFields(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute, f.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * zonedTimeToUtc's answers by zone and wall-clock time. Each conversion costs two Intl
 * formatToParts calls, and every search, availability call and quote converts the same weekly
 * hours on the same coming days again (for vets in the same zone too): uncached, they were most of
 * a vet search's time. A zone's rules do not change while the process runs, so an answer never goes
 * stale; the cache is emptied when full to bound its memory.
 */
const utcByZonedTime = new Map<string, number>();
const ZONED_TIMES_CACHED = 100_000;

/** The UTC instant of a wall-clock time in a zone (the later reading wins in a DST gap). */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
  timeZone: string,
): number {
  const key = `${timeZone} ${year}-${month}-${day} ${minuteOfDay}`;
  const cached = utcByZonedTime.get(key);
  if (cached !== undefined) return cached;
  const wall = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const first = offsetAt(wall, timeZone);
  const candidate = wall - first;
  const second = offsetAt(candidate, timeZone);
  const instant = second === first ? candidate : wall - second;
  if (utcByZonedTime.size >= ZONED_TIMES_CACHED) utcByZonedTime.clear();
  utcByZonedTime.set(key, instant);
  return instant;
}

/**
 * Every rule-generated 30-minute slot that starts in [from, to), in order, generated a local day
 * at a time as they are read, so a caller that needs only the first few (the next available slot)
 * does not convert a fortnight of hours.
 */
export function* eachSlotFromRules(
  rules: AvailabilityRule[],
  timeZone: string,
  from: Date,
  to: Date,
): Generator<Slot> {
  if (rules.length === 0 || to <= from) return;
  const first = localFields(from.getTime() - 86_400_000, timeZone);
  const days = Math.ceil((to.getTime() - from.getTime()) / 86_400_000) + 2;
  for (let offset = 0; offset <= days; offset++) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
    const weekday = date.getUTCDay();
    // One local day's slots all start before the next day's, so sorting within the day is enough.
    const starts = new Set<number>();
    for (const rule of rules) {
      if (rule.weekday !== weekday) continue;
      for (let minute = rule.start_minute; minute + SLOT_MINUTES <= rule.end_minute; minute += SLOT_MINUTES) {
        const start = zonedTimeToUtc(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          minute,
          timeZone,
        );
        if (start >= from.getTime() && start < to.getTime()) starts.add(start);
      }
    }
    for (const start of [...starts].sort((a, b) => a - b)) {
      yield { start: new Date(start), end: new Date(start + SLOT_MS) };
    }
  }
}

/** Every rule-generated 30-minute slot that starts in [from, to), in order. */
export function slotsFromRules(rules: AvailabilityRule[], timeZone: string, from: Date, to: Date): Slot[] {
  return [...eachSlotFromRules(rules, timeZone, from, to)];
}

/**
 * A REQUIRES_PAYMENT appointment holds its slot only until its booking session ends; after that
 * it is removed (it was never paid, so never an appointment) and the slot is free again.
 */
export async function releaseExpiredHolds(db: Queryable, now: Date): Promise<void> {
  await db.query(
    "DELETE FROM appointments WHERE status = 'REQUIRES_PAYMENT' AND hold_expires_at IS NOT NULL AND hold_expires_at <= $1",
    [now],
  );
}

interface PartnerTiming {
  uuid: string;
  timezone: string;
  min_advance_notice: number;
}

/**
 * Free slots per partner between from and to: generated from the weekly rules, minus every live
 * appointment, minus slots starting inside the partner's minimum advance notice.
 */
export async function freeSlotsForPartners(
  db: Queryable,
  partners: PartnerTiming[],
  from: Date,
  to: Date,
  now: Date,
  limitPerPartner = Number.POSITIVE_INFINITY,
): Promise<Map<string, Slot[]>> {
  const result = new Map<string, Slot[]>();
  if (partners.length === 0) return result;
  const uuids = partners.map((p) => p.uuid);
  const rules = await db.query<AvailabilityRule>(
    'SELECT partner_uuid, weekday, start_minute, end_minute FROM availability_rules WHERE partner_uuid = ANY($1::uuid[])',
    [uuids],
  );
  const booked = await db.query<{ partner_uuid: string; start_at: Date; end_at: Date }>(
    `SELECT partner_uuid, start_at, end_at FROM appointments
     WHERE partner_uuid = ANY($1::uuid[]) AND start_at < $3 AND end_at > $2
       AND status <> 'CANCELLED'
       AND NOT (status = 'REQUIRES_PAYMENT' AND hold_expires_at IS NOT NULL AND hold_expires_at <= $4)`,
    [uuids, from, to, now],
  );
  for (const partner of partners) {
    const earliest = Math.max(from.getTime(), now.getTime() + partner.min_advance_notice * 60_000);
    const mine = booked.filter((b) => b.partner_uuid === partner.uuid);
    const slots: Slot[] = [];
    if (limitPerPartner > 0) {
      const partnerRules = rules.filter((r) => r.partner_uuid === partner.uuid);
      for (const slot of eachSlotFromRules(partnerRules, partner.timezone, new Date(earliest), to)) {
        const taken = mine.some(
          (b) => slot.start.getTime() < b.end_at.getTime() && slot.end.getTime() > b.start_at.getTime(),
        );
        if (taken) continue;
        slots.push(slot);
        if (slots.length >= limitPerPartner) break;
      }
    }
    result.set(partner.uuid, slots);
  }
  return result;
}

/**
 * Whether the partner offers the slot starting exactly at `start` (to `end`): one of their weekly
 * slots, not booked, and outside their minimum advance notice, as a booking needs.
 */
export async function offersFreeSlot(
  db: Queryable,
  partner: PartnerTiming,
  start: Date,
  end: Date,
  now: Date,
): Promise<boolean> {
  const free = await freeSlotsForPartners(db, [partner], start, end, now, 1);
  return free.get(partner.uuid)?.[0]?.start.getTime() === start.getTime();
}

export async function nextAvailableAt(
  db: Queryable,
  partners: PartnerTiming[],
  now: Date,
): Promise<Map<string, Date | null>> {
  const horizon = new Date(now.getTime() + NEXT_AVAILABLE_HORIZON_DAYS * 86_400_000);
  const free = await freeSlotsForPartners(db, partners, now, horizon, now, 1);
  return new Map(partners.map((p) => [p.uuid, free.get(p.uuid)?.[0]?.start ?? null]));
}
