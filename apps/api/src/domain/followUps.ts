import { type NotificationType, isAutoFollowUpDue, notificationLink } from '@pawcall/domain';
import { send } from '../auth/outbox';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import { conflict } from './errors';
import { type Locale, type MessageKey, type MessageParams, translate } from '../i18n';
import { inOneTransaction } from './claims';
import { notify } from './notifications';
import type { AppointmentRow, UserRow } from './rows';
import { push, settleEndedVisits } from './visits';

/** "Dr. Chen" for a vet (the spec's formal name), first and last name for a technician. */
export function formalName(partner: Pick<UserRow, 'first_name' | 'last_name' | 'designation'>): string {
  return partner.designation === 'TECH'
    ? `${partner.first_name} ${partner.last_name}`
    : `Dr. ${partner.last_name}`;
}

export function formatMoney(locale: string, minor: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

export interface Parties {
  client: UserRow;
  partner: UserRow;
  petName: string;
}

export async function parties(db: Queryable, row: AppointmentRow): Promise<Parties> {
  const [client] = await db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [row.client_uuid]);
  const [partner] = await db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [row.partner_uuid]);
  const [pet] = await db.query<{ name: string }>('SELECT name FROM pets WHERE uuid = $1', [row.pet_uuid]);
  if (!client || !partner) throw new Error(`appointment ${row.uuid} lost its client or partner`);
  return { client, partner, petName: pet?.name ?? '' };
}

/**
 * Tells one side of the appointment in their own language: a stored notification (pushed to them)
 * and an email linking to the appointment in their area.
 */
export async function tell(
  deps: AppDeps,
  row: AppointmentRow,
  who: Parties,
  side: 'CLIENT' | 'PARTNER',
  message: {
    type: NotificationType;
    body: MessageKey;
    subject: MessageKey;
    params: MessageParams;
  },
  now: Date,
): Promise<void> {
  const recipient = side === 'CLIENT' ? who.client : who.partner;
  const locale = recipient.locale as Locale;
  const body = translate(locale, message.body, message.params);
  await notify(
    deps,
    { uuid: recipient.uuid, type: side },
    { type: message.type, body, resourceId: row.reference_id, resourceDescription: who.petName },
    now,
  );
  await send(
    deps.db,
    {
      channel: 'EMAIL',
      recipient: recipient.email,
      subject: translate(locale, message.subject, message.params),
      body,
      link: notificationLink(message.type, row.reference_id, side),
    },
    now,
  );
}

/**
 * Proposes the follow-up of a completed appointment once: the guarded UPDATE makes a second
 * proposal (a retried job run, a second server's run, a vet and the job at once) a no-op that
 * answers false. On PostgreSQL a concurrent second UPDATE waits for the first transaction and then
 * finds the follow-up PROPOSED. The proposal, its notification and its email commit together, so a
 * failure leaves the appointment due again rather than proposed without the client being told.
 */
export function proposeFollowUp(
  deps: AppDeps,
  row: AppointmentRow,
  origin: 'PARTNER' | 'AUTO',
  vetMessage: string | null,
  now: Date,
): Promise<boolean> {
  return inOneTransaction(deps, async (tx) => {
    const who = await parties(tx.db, row);
    const vet = formalName(who.partner);
    const message =
      vetMessage ?? translate(who.client.locale as Locale, 'followUp.autoMessage', { pet: who.petName });
    const updated = await tx.db.query(
      `UPDATE appointments SET followup_status = 'PROPOSED', followup_message = $2, followup_at = $3, followup_origin = $4
        WHERE uuid = $1 AND status = 'COMPLETED' AND (followup_status IS NULL OR followup_status = 'CANCELLED')
          AND ($4 = 'PARTNER' OR followup_status IS NULL)
        RETURNING uuid`,
      [row.uuid, message, now, origin],
    );
    if (updated.length === 0) return false;
    await push(tx, row.reference_id, 'followup.requested', { reference_id: row.reference_id });
    await tell(
      tx,
      row,
      who,
      'CLIENT',
      {
        type: 'FollowUpRequested',
        body: 'followUp.requested',
        subject: 'followUp.requested.subject',
        params: { vet, pet: who.petName, message },
      },
      now,
    );
    return true;
  });
}

/**
 * The 24-hour auto-request: every completed appointment without a follow-up, whose vet has
 * auto-request on, still inside the 24 hours after it ended, gets its request. Safe to run again
 * and again, on several servers at once (proposeFollowUp's guard); returns the references it sent to.
 */
export async function runAutoFollowUps(deps: AppDeps, now: Date): Promise<string[]> {
  await settleEndedVisits(deps.db, now);
  const candidates = await deps.db.query<AppointmentRow & { auto_followup: boolean }>(
    `SELECT a.*, p.auto_followup FROM appointments a JOIN partners p ON p.user_uuid = a.partner_uuid
      WHERE p.auto_followup AND a.status = 'COMPLETED' AND a.followup_status IS NULL
        AND COALESCE(a.visit_ended_at, a.end_at) <= $1
        AND COALESCE(a.visit_ended_at, a.end_at) > $1 - interval '24 hours'
      ORDER BY a.end_at`,
    [now],
  );
  const sent: string[] = [];
  for (const row of candidates) {
    if (!isAutoFollowUpDue(row, row.auto_followup, now)) continue;
    try {
      if (await proposeFollowUp(deps, row, 'AUTO', null, now)) sent.push(row.reference_id);
    } catch (error) {
      // One failure must not stop the others; the next run tries it again.
      console.error(`[api] auto follow-up for ${row.reference_id} failed`, error);
    }
  }
  return sent;
}

/** A follow-up quote books only while its follow-up is still waiting for the client. */
export async function assertFollowUpOpen(db: Queryable, originalUuid: string): Promise<void> {
  const [original] = await db.query<AppointmentRow>('SELECT * FROM appointments WHERE uuid = $1', [
    originalUuid,
  ]);
  if (original?.followup_status !== 'PROPOSED') throw conflict('NOT_ALLOWED', 'appointment.followUpNone');
}

/** Once a follow-up quote is booked and paid, the original's follow-up is ACCEPTED and points at it. */
export async function acceptFollowUpBooked(deps: AppDeps, appointment: AppointmentRow): Promise<void> {
  if (appointment.status !== 'CONFIRMED') return;
  const [quote] = await deps.db.query<{ followup_of: string | null }>(
    'SELECT followup_of FROM quotes WHERE uuid = $1',
    [appointment.quote_uuid],
  );
  if (!quote?.followup_of) return;
  const [original] = await deps.db.query<{ reference_id: string }>(
    `UPDATE appointments SET followup_status = 'ACCEPTED', followup_appointment_uuid = $2
      WHERE uuid = $1 AND followup_appointment_uuid IS NULL RETURNING reference_id`,
    [quote.followup_of, appointment.uuid],
  );
  if (original)
    await push(deps, original.reference_id, 'followup.updated', { reference_id: original.reference_id });
}
