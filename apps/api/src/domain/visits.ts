import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import { appointmentChannel } from '../realtime/channels';
import { notFound } from './errors';
import type { AppointmentRow, UserRow } from './rows';

export { appointmentChannel };

/** Server-side pushes on the appointment's private channel: a refresh hint, never the data itself. */
export async function push(deps: AppDeps, reference: string, event: string, data: unknown): Promise<void> {
  try {
    await deps.realtime.trigger(appointmentChannel(reference), event, data);
  } catch (error) {
    // A failed push only means screens refresh on their next fetch; the write itself stands.
    console.warn('[api] real-time push failed', error);
  }
}

/**
 * A confirmed visit the vet joined is COMPLETED once its room has closed (10 minutes after the
 * end). One the vet never joined stays CONFIRMED, shown as "undetermined", until the vet marks a
 * no-show: the server does not guess who missed it. Lazy, like expired booking holds.
 */
export async function settleEndedVisits(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `UPDATE appointments SET status = 'COMPLETED', visit_ended_at = COALESCE(visit_ended_at, end_at)
      WHERE status = 'CONFIRMED' AND partner_joined_at IS NOT NULL AND end_at + interval '10 minutes' <= $1`,
    [now],
  );
}

export async function appointmentByRef(
  db: Queryable,
  reference: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>('SELECT * FROM appointments WHERE reference_id = $1', [
    reference,
  ]);
  return row;
}

/** The appointment if the caller is its client or its partner (anyone else: 404, never a hint it exists). */
export async function participantAppointment(
  db: Queryable,
  reference: string,
  user: UserRow,
  now: Date,
): Promise<{ row: AppointmentRow; role: 'CLIENT' | 'PARTNER' }> {
  await settleEndedVisits(db, now);
  const row = await appointmentByRef(db, reference);
  if (row && row.client_uuid === user.uuid) return { row, role: 'CLIENT' };
  if (row && row.partner_uuid === user.uuid) return { row, role: 'PARTNER' };
  throw notFound('appointment.notFound');
}

export async function clientAppointment(
  db: Queryable,
  reference: string,
  user: UserRow,
  now: Date,
): Promise<AppointmentRow> {
  const found = await participantAppointment(db, reference, user, now);
  if (found.role !== 'CLIENT') throw notFound('appointment.notFound');
  return found.row;
}

export async function partnerAppointment(
  db: Queryable,
  reference: string,
  user: UserRow,
  now: Date,
): Promise<AppointmentRow> {
  const found = await participantAppointment(db, reference, user, now);
  if (found.role !== 'PARTNER') throw notFound('appointment.notFound');
  return found.row;
}

export async function reload(db: Queryable, uuid: string): Promise<AppointmentRow> {
  const [row] = await db.query<AppointmentRow>('SELECT * FROM appointments WHERE uuid = $1', [uuid]);
  if (!row) throw new Error(`appointment ${uuid} vanished`);
  return row;
}
