import { CANCELLATION_SESSION_MS, cancellationFormErrors, cancellationRefusal } from '@pawcall/domain';
import { formatInstant } from '../documents/render';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import { addFieldError, conflict, type FieldErrors, failIfAny } from './errors';
import type { Locale } from '../i18n';
import { refundAppointment } from './charges';
import { formalName, formatMoney, parties, tell } from './followUps';
import type { AppointmentRow } from './rows';
import { push } from './visits';

export interface CancellationBody {
  reason: string;
  notes?: string | null;
}

/**
 * Reading the cancellation policy starts the caller's cancellation session on that appointment (a
 * new read starts a new one); answers when it ends, the policy's expires_at.
 */
export async function startCancellationSession(
  db: Queryable,
  row: AppointmentRow,
  userUuid: string,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + CANCELLATION_SESSION_MS);
  await db.query(
    `INSERT INTO cancellation_sessions (appointment_uuid, user_uuid, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (appointment_uuid, user_uuid) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
    [row.uuid, userUuid, expiresAt],
  );
  return expiresAt.toISOString();
}

/**
 * "Cancellation session expired, please try again": a cancel after the session the caller's policy
 * read started has ended is refused, whatever the browser's timer said; the caller reads the policy
 * again. A cancel with no policy read behind it has no session to expire.
 */
async function assertCancellationSessionOpen(
  db: Queryable,
  row: AppointmentRow,
  userUuid: string,
  now: Date,
): Promise<void> {
  const [session] = await db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM cancellation_sessions WHERE appointment_uuid = $1 AND user_uuid = $2',
    [row.uuid, userUuid],
  );
  if (session && session.expires_at.getTime() <= now.getTime())
    throw conflict('SESSION_EXPIRED', 'appointment.cancelSessionExpired');
}

/**
 * Cancels an appointment for either side by the one cancellation rule: refused once cancelled or
 * too late or after the cancellation session, a reason (and notes for "other") required, then
 * everything the client paid goes back to their card ("refunded to your card within 5 business
 * days"), the appointment's channel hears of it and the other side is told (notification, email)
 * in their language. Answers the cancelled row and the amount refunded.
 */
export async function cancelAppointmentFor(
  deps: AppDeps,
  row: AppointmentRow,
  body: CancellationBody,
  canceller: { side: 'CLIENT' | 'PARTNER'; uuid: string },
  now: Date,
): Promise<{ cancelled: AppointmentRow; refunded: number }> {
  const refusal = cancellationRefusal(row, now);
  if (refusal === 'ALREADY_CANCELLED') throw conflict('ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  if (refusal) throw conflict('NOT_CANCELLABLE', 'appointment.notCancellable');
  await assertCancellationSessionOpen(deps.db, row, canceller.uuid, now);
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
    [row.uuid, now, body.reason, body.notes?.trim() || null, canceller.side],
  );
  if (!cancelled) throw conflict('ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  const refunded = await refundAppointment(deps, cancelled, now);
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  const who = await parties(deps.db, cancelled);
  if (canceller.side === 'PARTNER')
    await tellClientTheVetCancelled(deps, cancelled, who, refunded, 'appointment.partnerCancelled', now);
  else
    await tell(
      deps,
      cancelled,
      who,
      'PARTNER',
      {
        type: 'AppointmentCancelled',
        body: 'appointment.clientCancelled',
        subject: 'appointment.clientCancelled.subject',
        params: {
          client: `${who.client.first_name} ${who.client.last_name}`,
          pet: who.petName,
          reference: row.reference_id,
          date: formatInstant(who.partner.locale as Locale, row.start_at, who.partner.timezone),
        },
      },
      now,
    );
  return { cancelled, refunded };
}

/**
 * The vet declines a request they had not confirmed: cancelled as declined (partner_declined_at),
 * refunded like the vet's cancel, pushed, and the client told (notification, email).
 */
export async function declineAppointmentFor(deps: AppDeps, row: AppointmentRow, now: Date): Promise<void> {
  const [declined] = await deps.db.query<AppointmentRow>(
    `UPDATE appointments SET partner_declined_at = $2, status = 'CANCELLED', cancelled_at = $2, cancel_reason = 'DECLINED',
            cancelled_by = 'PARTNER'
      WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_confirmed_at IS NULL AND end_at > $2 RETURNING *`,
    [row.uuid, now],
  );
  if (!declined) throw conflict('NOT_ALLOWED', 'appointment.notConfirmable');
  const refunded = await refundAppointment(deps, declined, now);
  await push(deps, row.reference_id, 'appointment.declined', { reference_id: row.reference_id });
  const who = await parties(deps.db, declined);
  await tellClientTheVetCancelled(deps, declined, who, refunded, 'appointment.partnerDeclined', now);
}

/**
 * The client's notification and email when the vet cancelled or declined: `message` names the
 * wording ("…Free" when nothing was paid, so no refund is promised).
 */
async function tellClientTheVetCancelled(
  deps: AppDeps,
  row: AppointmentRow,
  who: Awaited<ReturnType<typeof parties>>,
  refunded: number,
  message: 'appointment.partnerCancelled' | 'appointment.partnerDeclined',
  now: Date,
): Promise<void> {
  await tell(
    deps,
    row,
    who,
    'CLIENT',
    {
      type: 'AppointmentCancelled',
      body: refunded > 0 ? message : `${message}Free`,
      subject: `${message}.subject`,
      params: {
        vet: formalName(who.partner),
        pet: who.petName,
        reference: row.reference_id,
        amount: formatMoney(who.client.locale, refunded, row.currency),
      },
    },
    now,
  );
}
