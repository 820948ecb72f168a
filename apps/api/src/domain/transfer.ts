import type { AppointmentRow } from './rows';

/** The statuses an appointment can be transferred to another vet from (as for cancelling). */
export const TRANSFERABLE_STATUSES: readonly AppointmentRow['status'][] = ['CONFIRMED', 'REQUIRES_PAYMENT'];

/**
 * Transfer to another vet (/cx/transfer/{id}): the client may hand an upcoming appointment to
 * another vet while it is CONFIRMED or REQUIRES_PAYMENT and its session has not started. Once the
 * session starts the vet is in the room with the appointment, so it stays with them. This is the
 * appointment's can_transfer, and the server's answer to POST cx/appointments/{ref}/transfer.
 */
export function transferRefusal(
  row: Pick<AppointmentRow, 'status' | 'start_at'>,
  now: Date,
): 'NOT_TRANSFERABLE' | null {
  if (!TRANSFERABLE_STATUSES.includes(row.status)) return 'NOT_TRANSFERABLE';
  if (now.getTime() >= row.start_at.getTime()) return 'NOT_TRANSFERABLE';
  return null;
}
