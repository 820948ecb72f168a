import { cancellationFormErrors, cancellationRefusal } from '@pawcall/machines/rules';
import type { AppDeps } from '../deps';
import { ApiError, addFieldError, type FieldErrors, failIfAny } from '../http/errors';
import { refundAppointment } from './charges';
import type { AppointmentRow } from './rows';
import { push } from './visits';

export interface CancellationBody {
  reason: string;
  notes?: string | null;
}

/**
 * Cancels an appointment for either side by the one cancellation rule: refused once cancelled or
 * too late, a reason (and notes for "other") required, then everything the client paid goes back
 * to their card ("refunded to your card within 5 business days") and the appointment's channel
 * hears of it. Answers the cancelled row and the amount refunded.
 */
export async function cancelAppointmentFor(
  deps: AppDeps,
  row: AppointmentRow,
  body: CancellationBody,
  cancelledBy: 'CLIENT' | 'PARTNER',
  now: Date,
): Promise<{ cancelled: AppointmentRow; refunded: number }> {
  const refusal = cancellationRefusal(row, now);
  if (refusal === 'ALREADY_CANCELLED')
    throw new ApiError(409, 'ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  if (refusal) throw new ApiError(409, 'NOT_CANCELLABLE', 'appointment.notCancellable');
  const errors = cancellationFormErrors(body);
  const fields: FieldErrors = {};
  if (errors.reason) addFieldError(fields, 'reason', 'appointment.cancelReason.required');
  if (errors.notes) addFieldError(fields, 'notes', 'appointment.cancelNotes.required');
  failIfAny(fields);
  // The status guard in the WHERE makes a racing second cancel a no-op that answers "already cancelled".
  const [cancelled] = await deps.db.query<AppointmentRow>(
    `UPDATE appointments SET status = 'CANCELLED', cancelled_at = $2, cancel_reason = $3, cancel_notes = $4,
            cancelled_by = $5
      WHERE uuid = $1 AND status IN ('CONFIRMED', 'REQUIRES_PAYMENT') RETURNING *`,
    [row.uuid, now, body.reason, body.notes?.trim() || null, cancelledBy],
  );
  if (!cancelled) throw new ApiError(409, 'ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  const refunded = await refundAppointment(deps, cancelled, now);
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  return { cancelled, refunded };
}
