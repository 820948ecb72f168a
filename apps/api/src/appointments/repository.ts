import type { AppointmentCategory } from '@pawcall/domain';
import type { Queryable } from '../db/database';
import { APPOINTMENT_CATEGORY_SQL } from '../domain/appointmentCategory';
import { appointmentInFutureGroupSql } from '../domain/appointmentGroup';
import type { AppointmentRow, PaymentMethodRow } from '../domain/rows';

/** A page of appointments and how many the filters match in all. */
export interface AppointmentPage {
  total: number;
  rows: AppointmentRow[];
}

/** The filters both lists share: the list call's status, category, date range and search. */
interface ListFilters {
  page: number;
  perPage: number;
  search?: string | undefined;
  status?: string | undefined;
  category?: AppointmentCategory | undefined;
  startAt?: string | undefined;
  endAt?: string | undefined;
}

export interface ClientListFilters extends ListFilters {
  tense?: 'future' | 'past' | undefined;
  important?: boolean | undefined;
  recordIncomplete?: boolean | undefined;
  sort?: 'start_at' | '-start_at' | undefined;
}

export type PartnerTab = 'upcoming' | 'past' | 'action-needed' | 'accelerator-appointments' | 'requests';

export interface PartnerListFilters extends ListFilters {
  tab: PartnerTab;
  sort?: 'start_at' | '-start_at' | undefined;
}

/** Placeholders numbered as values are added: a statement is sent exactly the values it names. */
function parameters(first: unknown) {
  const values: unknown[] = [first];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The client's list: the groups of appointmentGroup (Future, Past, Incomplete) and the list call's filters. */
export async function clientAppointmentsPage(
  db: Queryable,
  clientUuid: string,
  filters: ClientListFilters,
  now: Date,
): Promise<AppointmentPage> {
  const { values, param } = parameters(clientUuid);
  const where = ['a.client_uuid = $1'];
  // The list's groups by appointmentGroup: Future, and Past for everything else (the Incomplete
  // group is record_incomplete's, below).
  if (filters.tense === 'future') where.push(appointmentInFutureGroupSql(param(now)));
  if (filters.tense === 'past') where.push(`NOT ${appointmentInFutureGroupSql(param(now))}`);
  // "Important" = what needs the client next: upcoming confirmed or awaiting payment.
  if (filters.important === true) {
    where.push(`a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${param(now)}`);
  }
  // The list's Incomplete group.
  if (filters.recordIncomplete === true) where.push(`a.status = 'INCOMPLETE'`);
  // Past without the Incomplete group's visits, so the two groups never repeat one.
  if (filters.recordIncomplete === false) where.push(`a.status <> 'INCOMPLETE'`);
  if (filters.status) where.push(`a.status = ${param(filters.status)}`);
  // The category the visit was booked as (appointmentCategory, written in SQL over its quote).
  if (filters.category) where.push(`${APPOINTMENT_CATEGORY_SQL} = ${param(filters.category)}`);
  if (filters.startAt) where.push(`a.start_at >= ${param(new Date(filters.startAt))}`);
  if (filters.endAt) where.push(`a.start_at < ${param(new Date(filters.endAt))}`);
  if (filters.search?.trim()) {
    const pattern = param(escapeLike(filters.search.trim()));
    where.push(
      `(a.reference_id ILIKE ${pattern} OR pet.name ILIKE ${pattern} OR (vet.first_name || ' ' || vet.last_name) ILIKE ${pattern}
          OR a.description ILIKE ${pattern})`,
    );
  }
  const from =
    'FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid JOIN users vet ON vet.uuid = a.partner_uuid JOIN quotes q ON q.uuid = a.quote_uuid';
  const whereSql = where.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from} WHERE ${whereSql}`,
    values,
  );
  const direction = filters.sort === '-start_at' ? 'DESC' : 'ASC';
  const rows = await db.query<AppointmentRow>(
    `SELECT a.* ${from} WHERE ${whereSql} ORDER BY a.start_at ${direction}, a.reference_id
       LIMIT ${param(filters.perPage)} OFFSET ${param((filters.page - 1) * filters.perPage)}`,
    values,
  );
  return { total: count?.total ?? 0, rows };
}

/**
 * The partner's tabs. Upcoming = confirmed and not ended; requests = upcoming the vet has not
 * confirmed yet; past = ended or settled; action-needed = held visits whose record is not finalized
 * ("Medical record should be completed within 2 hours"); accelerator = free trial appointments
 * (total zero) for trusted clients.
 *
 * `now()` binds the time only for the tabs that name it: a statement sent a parameter it never names
 * is refused ("bind message supplies 2 parameters, but prepared statement requires 1"), and the
 * action-needed and accelerator tabs do not depend on the time.
 */
function tabWhere(tab: PartnerTab, now: () => string): string {
  switch (tab) {
    case 'upcoming':
      return `a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${now()}`;
    case 'requests':
      return `a.status = 'CONFIRMED' AND a.end_at > ${now()} AND a.partner_confirmed_at IS NULL AND a.partner_declined_at IS NULL`;
    case 'past':
      return `(a.end_at <= ${now()} OR a.status IN ('COMPLETED', 'CANCELLED', 'INCOMPLETE'))`;
    case 'action-needed':
      return `a.status = 'COMPLETED' AND a.finalized_at IS NULL`;
    case 'accelerator-appointments':
      return `a.total_cents = 0 AND a.status <> 'CANCELLED'`;
  }
}

/** One of the vet's tabs, narrowed by the list call's other filters as on the client's list. */
export async function partnerAppointmentsPage(
  db: Queryable,
  partnerUuid: string,
  filters: PartnerListFilters,
  now: Date,
): Promise<AppointmentPage> {
  const { values, param } = parameters(partnerUuid);
  const where = ['a.partner_uuid = $1', tabWhere(filters.tab, () => param(now))];
  if (filters.search?.trim()) {
    const pattern = param(escapeLike(filters.search.trim()));
    where.push(
      `(a.reference_id ILIKE ${pattern} OR pet.name ILIKE ${pattern} OR (cl.first_name || ' ' || cl.last_name) ILIKE ${pattern})`,
    );
  }
  if (filters.status) where.push(`a.status = ${param(filters.status)}`);
  if (filters.category) where.push(`${APPOINTMENT_CATEGORY_SQL} = ${param(filters.category)}`);
  if (filters.startAt) where.push(`a.start_at >= ${param(new Date(filters.startAt))}`);
  if (filters.endAt) where.push(`a.start_at < ${param(new Date(filters.endAt))}`);
  const from =
    'FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid JOIN users cl ON cl.uuid = a.client_uuid JOIN quotes q ON q.uuid = a.quote_uuid';
  const whereSql = where.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from} WHERE ${whereSql}`,
    values,
  );
  const order = filters.sort
    ? filters.sort === '-start_at'
      ? 'DESC'
      : 'ASC'
    : filters.tab === 'past' || filters.tab === 'action-needed'
      ? 'DESC'
      : 'ASC';
  const rows = await db.query<AppointmentRow>(
    `SELECT a.* ${from} WHERE ${whereSql} ORDER BY a.start_at ${order}, a.reference_id
       LIMIT ${Number(filters.perPage)} OFFSET ${(Number(filters.page) - 1) * Number(filters.perPage)}`,
    values,
  );
  return { total: count?.total ?? 0, rows };
}

export async function clientsAppointment(
  db: Queryable,
  reference: string,
  clientUuid: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    'SELECT * FROM appointments WHERE reference_id = $1 AND client_uuid = $2',
    [reference, clientUuid],
  );
  return row;
}

/**
 * The card a transfer fee goes on: the one the client chose (theirs, not removed), else the card
 * that paid for the appointment, else their default card.
 */
export async function transferCard(
  db: Queryable,
  row: AppointmentRow,
  chosen: string | null,
  ownerUuid = row.client_uuid,
): Promise<PaymentMethodRow | undefined> {
  const [card] = await db.query<PaymentMethodRow>(
    `SELECT * FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL
        AND ($2::uuid IS NULL OR uuid = $2::uuid)
      ORDER BY (uuid = $3::uuid) DESC NULLS LAST, is_default DESC, created_at LIMIT 1`,
    [ownerUuid, chosen, row.payment_method_uuid],
  );
  return card;
}

/** An active vet's calendar settings, as the free-slot check needs them. */
export async function activePartnerTiming(
  db: Queryable,
  partnerUuid: string,
): Promise<{ uuid: string; timezone: string; min_advance_notice: number } | undefined> {
  const [target] = await db.query<{ uuid: string; timezone: string; min_advance_notice: number }>(
    `SELECT u.uuid, u.timezone, p.min_advance_notice FROM users u JOIN partners p ON p.user_uuid = u.uuid
        WHERE u.uuid = $1 AND u.type = 'PARTNER' AND u.status = 'ACTIVE'`,
    [partnerUuid],
  );
  return target;
}

/**
 * Moves a live, not yet started appointment to another vet and time; the new vet confirms the
 * request again (the old vet's answer does not carry over). Undefined when it can no longer move.
 */
export async function moveToPartner(
  db: Queryable,
  uuid: string,
  partnerUuid: string,
  startAt: Date,
  endAt: Date,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [moved] = await db.query<AppointmentRow>(
    `UPDATE appointments SET partner_uuid = $2, partner_confirmed_at = NULL, partner_declined_at = NULL,
                start_at = $4, end_at = $5
          WHERE uuid = $1 AND status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND start_at > $3 RETURNING *`,
    [uuid, partnerUuid, now, startAt, endAt],
  );
  return moved;
}

export async function setConcerns(db: Queryable, uuid: string, concerns: string[]): Promise<void> {
  await db.query('UPDATE appointments SET concerns = $2 WHERE uuid = $1', [uuid, concerns]);
}

/** The quote's price before discounts and its promo code (the receipt's fee and coupon lines). */
export async function quotePrice(
  db: Queryable,
  quoteUuid: string,
): Promise<{ fee_cents: number; promo_code: string | null } | undefined> {
  const [quote] = await db.query<{ fee_cents: number; promo_code: string | null }>(
    'SELECT fee_cents, promo_code FROM quotes WHERE uuid = $1',
    [quoteUuid],
  );
  return quote;
}

export async function cardLabelParts(
  db: Queryable,
  cardUuid: string,
): Promise<{ brand: string; last4: string } | undefined> {
  const [card] = await db.query<{ brand: string; last4: string }>(
    'SELECT brand, last4 FROM payment_methods WHERE uuid = $1',
    [cardUuid],
  );
  return card;
}

/**
 * 014: the platform rate fixed when the appointment was booked; the vet's current one only for
 * rows without it.
 */
export async function bookedPlatformRate(db: Queryable, uuid: string): Promise<number> {
  const [partner] = await db.query<{ platform_rate: string | number }>(
    `SELECT COALESCE(a.booked_platform_rate, p.platform_rate) AS platform_rate
         FROM appointments a LEFT JOIN partners p ON p.user_uuid = a.partner_uuid WHERE a.uuid = $1`,
    [uuid],
  );
  return Number(partner?.platform_rate ?? 0);
}

/** The client's review of the visit; false when the visit was reviewed already. */
export async function insertReview(
  db: Queryable,
  row: AppointmentRow,
  review: { rating: number; title: string; text: string },
  now: Date,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO reviews (appointment_uuid, partner_uuid, rating, title, text, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (appointment_uuid) DO NOTHING RETURNING appointment_uuid`,
    [row.uuid, row.partner_uuid, review.rating, review.title, review.text, now],
  );
  return inserted.length > 0;
}

export async function declineProposedFollowUp(db: Queryable, uuid: string): Promise<void> {
  await db.query(
    "UPDATE appointments SET followup_status = 'CANCELLED' WHERE uuid = $1 AND followup_status = 'PROPOSED'",
    [uuid],
  );
}

/** The vet confirms a live request not yet declined or ended; false when it is none of those any more. */
export async function confirmByPartner(db: Queryable, uuid: string, now: Date): Promise<boolean> {
  const updated = await db.query(
    `UPDATE appointments SET partner_confirmed_at = COALESCE(partner_confirmed_at, $2)
        WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_declined_at IS NULL AND end_at > $2 RETURNING uuid`,
    [uuid, now],
  );
  return updated.length > 0;
}

/**
 * The vet marks the client's no-show: once the visit's start has come, and never on a finalized
 * record. False when the appointment is not in such a state.
 */
export async function markClientNoShow(db: Queryable, uuid: string, now: Date): Promise<boolean> {
  const updated = await db.query(
    `UPDATE appointments SET status = 'INCOMPLETE', no_show_reported_by = 'PARTNER'
        WHERE uuid = $1 AND status IN ('CONFIRMED', 'COMPLETED') AND finalized_at IS NULL AND start_at <= $2 RETURNING uuid`,
    [uuid, now],
  );
  return updated.length > 0;
}

/**
 * The client reports that the vet did not join: the guards in the WHERE make a race with the vet's
 * join or the vet's own no-show mark come back undefined.
 */
export async function markVetNoShow(db: Queryable, uuid: string): Promise<AppointmentRow | undefined> {
  const [updated] = await db.query<AppointmentRow>(
    `UPDATE appointments SET status = 'INCOMPLETE', no_show_reported_by = 'CLIENT'
        WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_joined_at IS NULL RETURNING *`,
    [uuid],
  );
  return updated;
}

export async function autoFollowUp(db: Queryable, partnerUuid: string): Promise<boolean> {
  const [partner] = await db.query<{ auto_followup: boolean }>(
    'SELECT auto_followup FROM partners WHERE user_uuid = $1',
    [partnerUuid],
  );
  return Boolean(partner?.auto_followup);
}

export async function setAutoFollowUp(db: Queryable, partnerUuid: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE partners SET auto_followup = $2 WHERE user_uuid = $1', [partnerUuid, enabled]);
}
