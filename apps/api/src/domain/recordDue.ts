import { RECORD_DUE_HOURS } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { formatInstant } from '../documents/render';
import type { Locale } from '../i18n';
import { deliverEachClaimed } from './claims';
import { parties, tell } from './followUps';
import type { AppointmentRow } from './rows';
import { settleEndedVisits } from './visits';

/**
 * "Medical record should be completed within 2 hours": every held visit (COMPLETED; one the vet
 * joined is settled to COMPLETED once its room closed), the action-needed tab's rows, whose record
 * is still not finalized RECORD_DUE_HOURS after it ended gets one
 * PartnerMedicalRecordCompletionRequested notification (+ email) for the vet, linking to the
 * action-needed tab. Each visit is claimed (record_due_notified_at) in the transaction that writes
 * the notice, so servers whose runs overlap, and runs that repeat, tell the vet once. Returns the
 * references the vet was told about.
 */
export async function runRecordDueReminders(deps: AppDeps, now: Date): Promise<string[]> {
  await settleEndedVisits(deps.db, now);
  const endedBy = new Date(now.getTime() - RECORD_DUE_HOURS * 3_600_000);
  return deliverEachClaimed(
    deps,
    'record due reminder',
    async (tx, skip) => {
      const [row] = await tx.query<AppointmentRow>(
        `UPDATE appointments SET record_due_notified_at = $1
          WHERE uuid = (
            SELECT uuid FROM appointments
             WHERE status = 'COMPLETED' AND finalized_at IS NULL AND record_due_notified_at IS NULL
               AND COALESCE(visit_ended_at, end_at) <= $2 AND uuid <> ALL($3::uuid[])
             ORDER BY end_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now, endedBy, skip],
      );
      return row;
    },
    async (tx, row) => {
      const who = await parties(tx.db, row);
      await tell(
        tx,
        row,
        who,
        'PARTNER',
        {
          type: 'PartnerMedicalRecordCompletionRequested',
          body: 'record.due',
          subject: 'record.due.subject',
          params: {
            pet: who.petName,
            reference: row.reference_id,
            date: formatInstant(who.partner.locale as Locale, row.start_at, who.partner.timezone),
            hours: RECORD_DUE_HOURS,
          },
        },
        now,
      );
    },
  );
}
