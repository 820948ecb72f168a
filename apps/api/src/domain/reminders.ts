import { JOIN_OPENS_MINUTES_BEFORE } from '@pawcall/domain';
import { send } from '../auth/outbox';
import type { AppDeps } from '../deps';
import { formatInstant } from '../documents/render';
import { type Locale, translate } from '../i18n';
import { deliverEachClaimed } from './claims';
import { formalName, parties } from './followUps';
import { notify } from './notifications';
import type { AppointmentRow } from './rows';

/** "Client reminder 10 minutes before via text and email" (when the room opens for joining). */
export const REMINDER_MINUTES_BEFORE = JOIN_OPENS_MINUTES_BEFORE;

/**
 * Reminds the client of every confirmed appointment starting within the next 10 minutes: a text
 * to their verified phone (unless they turned text reminders off), an email (unless they turned
 * email reminders off) and an AppointmentReminder notification. Each appointment is claimed
 * (reminded_at) in the transaction that writes its messages, so servers whose runs overlap, and
 * runs that repeat, remind once. Returns the references reminded.
 */
export function runAppointmentReminders(deps: AppDeps, now: Date): Promise<string[]> {
  const until = new Date(now.getTime() + REMINDER_MINUTES_BEFORE * 60_000);
  return deliverEachClaimed(
    deps,
    'reminder',
    async (tx, skip) => {
      const [row] = await tx.query<AppointmentRow>(
        `UPDATE appointments SET reminded_at = $1
          WHERE uuid = (
            SELECT uuid FROM appointments
             WHERE status = 'CONFIRMED' AND reminded_at IS NULL AND partner_declined_at IS NULL
               AND start_at > $1 AND start_at <= $2 AND uuid <> ALL($3::uuid[])
             ORDER BY start_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [now, until, skip],
      );
      return row;
    },
    (tx, row) => remind(tx, row, now),
  );
}

async function remind(deps: AppDeps, row: AppointmentRow, now: Date): Promise<void> {
  const who = await parties(deps.db, row);
  const { client } = who;
  const locale = client.locale as Locale;
  const link = `/cx/appointments/${row.reference_id}`;
  const params = {
    vet: formalName(who.partner),
    pet: who.petName,
    reference: row.reference_id,
    time: formatInstant(locale, row.start_at, client.timezone),
    link,
  };
  const body = translate(locale, 'appointment.reminder', params);
  const subject = translate(locale, 'appointment.reminder.subject', params);
  if (client.phone_verified && client.phone_number && client.sms_reminders !== false)
    await send(deps.db, { channel: 'SMS', recipient: client.phone_number, subject, body, link }, now);
  if (client.email_reminders !== false)
    await send(deps.db, { channel: 'EMAIL', recipient: client.email, subject, body, link }, now);
  await notify(
    deps,
    { uuid: client.uuid, type: 'CLIENT' },
    { type: 'AppointmentReminder', body, resourceId: row.reference_id, resourceDescription: who.petName },
    now,
  );
}
