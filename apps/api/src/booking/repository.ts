import { type Database, type Queryable, queryRow } from '../db/database';
import type { AppointmentRow } from '../domain/rows';

/** An appointment as booking writes it: everything but what the database or the booking assigns. */
export type NewAppointment = Omit<AppointmentRow, 'uuid' | 'reference_id'>;

/**
 * Runs a booking's write to the vet's calendar (the hold's insert, its payment intent, its
 * confirmation) holding a lock on that vet's calendar for the transaction. Two writes the exclusion
 * constraint checks against each other's uncommitted rows deadlock; PostgreSQL then aborts one
 * after deadlock_timeout (a second each time), and the aborted one can be the confirmation of a
 * paid booking. Taken in turn, a crowd booking one vet waits milliseconds each, and every loser
 * meets the committed winner (23P01) at once.
 */
function onCalendar<T>(db: Database, partnerUuid: string, write: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7262292, hashtext($1))', [partnerUuid]);
    return write(tx);
  });
}

/** The name of the constraint a failed statement broke ('' when none is named). */
export function constraintOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'constraint' in error &&
    typeof error.constraint === 'string'
    ? error.constraint
    : '';
}

/**
 * Inserts the appointment on the vet's calendar; the exclusion constraint refuses an overlapping
 * live appointment (23P01), the reference id's unique index a reused reference (23505).
 */
export function insertAppointment(
  db: Database,
  uuid: string,
  referenceId: string,
  values: NewAppointment,
): Promise<AppointmentRow> {
  return onCalendar(db, values.partner_uuid, (tx) =>
    queryRow<AppointmentRow>(
      tx,
      `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, payment_method_uuid,
                               status, start_at, end_at, concerns, description, total_cents, currency, payment_intent_id,
                               hold_expires_at, finalized_at, partner_confirmed_at, partner_declined_at, created_at,
                               booked_platform_rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
             -- 014: the vet's platform rate as it is now is the one this booking's statement uses.
             (SELECT platform_rate FROM partners WHERE user_uuid = $5)) RETURNING *`,
      [
        uuid,
        referenceId,
        values.quote_uuid,
        values.client_uuid,
        values.partner_uuid,
        values.pet_uuid,
        values.payment_method_uuid,
        values.status,
        values.start_at,
        values.end_at,
        values.concerns,
        values.description,
        values.total_cents,
        values.currency,
        values.payment_intent_id,
        values.hold_expires_at,
        values.finalized_at,
        values.partner_confirmed_at,
        values.partner_declined_at,
        values.created_at,
      ],
    ),
  );
}

export async function setPaymentIntent(db: Database, hold: AppointmentRow, intentId: string): Promise<void> {
  await onCalendar(db, hold.partner_uuid, (tx) =>
    tx.query('UPDATE appointments SET payment_intent_id = $2 WHERE uuid = $1', [hold.uuid, intentId]),
  );
}

/** The paid hold becomes a confirmed appointment; undefined when it is no longer an unpaid hold. */
export async function confirmHold(db: Database, hold: AppointmentRow): Promise<AppointmentRow | undefined> {
  const [row] = await onCalendar(db, hold.partner_uuid, (tx) =>
    tx.query<AppointmentRow>(
      "UPDATE appointments SET status = 'CONFIRMED', hold_expires_at = NULL WHERE uuid = $1 AND status = 'REQUIRES_PAYMENT' RETURNING *",
      [hold.uuid],
    ),
  );
  return row;
}

export async function confirmedAppointment(db: Queryable, uuid: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    "SELECT * FROM appointments WHERE uuid = $1 AND status = 'CONFIRMED'",
    [uuid],
  );
  return row;
}

/** An unpaid hold that will never be paid is removed: it was never an appointment for the client. */
export async function dropHold(db: Queryable, hold: AppointmentRow): Promise<void> {
  await db.query("DELETE FROM appointments WHERE uuid = $1 AND status = 'REQUIRES_PAYMENT'", [hold.uuid]);
}

/** The quote's unpaid hold, left by an earlier attempt to book it. */
export async function holdOfQuote(db: Queryable, quoteUuid: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    "SELECT * FROM appointments WHERE quote_uuid = $1 AND status = 'REQUIRES_PAYMENT'",
    [quoteUuid],
  );
  return row;
}

/** The client's live appointment of the quote that the payment intent pays for. */
export async function appointmentOfIntent(
  db: Queryable,
  quoteUuid: string,
  clientUuid: string,
  intentId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    "SELECT * FROM appointments WHERE quote_uuid = $1 AND client_uuid = $2 AND payment_intent_id = $3 AND status <> 'CANCELLED'",
    [quoteUuid, clientUuid, intentId],
  );
  return row;
}

/** The booking's choices stay on the quote, so a lost slot or a declined card loses nothing. */
export async function keepChoicesOnQuote(
  db: Queryable,
  quoteUuid: string,
  petUuid: string,
  cardUuid: string | null,
): Promise<void> {
  await db.query(
    'UPDATE quotes SET pet_uuid = $2, payment_method_uuid = COALESCE($3, payment_method_uuid) WHERE uuid = $1',
    [quoteUuid, petUuid, cardUuid],
  );
}

export async function markQuoteBooked(db: Queryable, quoteUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE quotes SET booked_at = $2 WHERE uuid = $1', [quoteUuid, now]);
}
