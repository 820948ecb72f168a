import { randomUUID } from 'node:crypto';
import type { components } from '@pawcall/api-client/types';
import { canFinalize, dapMissingFields } from '@pawcall/domain';
import { send } from '../auth/outbox';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import { DOWNLOAD_LINK_TTL_MS, EMAIL_LINK_TTL_MS, signDocumentLink } from '../documents/links';
import { formatInstant } from '../documents/render';
import { addFieldError, conflict, type FieldErrors, failIfAny, notAllowed, notFound } from '../domain/errors';
import type { AppointmentRow, UserRow } from '../domain/rows';
import { participantAppointment, push, reload } from '../domain/visits';
import { translate } from '../i18n';
import * as records from './repository';
import type { HistoryRow, RecordNoteRow } from './repository';

/**
 * The medical record of a visit: its DAP entry (a draft until the vet finalizes it) and notes. Who
 * may read and write it, when it can be finalized and when the client gets it are decided here;
 * the handlers only say who is calling.
 */

type Role = 'CLIENT' | 'PARTNER';
type RecordNoteInput = components['schemas']['RecordNoteInput'];

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** An entry as the API answers it: a vet signs as "Dr. <last name>", anyone else by full name. */
export function toNote(row: RecordNoteRow) {
  return {
    uuid: row.uuid,
    type: row.type as 'DAP',
    body_1: row.body_1,
    data: row.data,
    assessment: row.assessment,
    plan: row.plan,
    is_published: row.is_published,
    created_at: row.created_at.toISOString(),
    removed_at: row.removed_at ? row.removed_at.toISOString() : null,
    author:
      row.author_type === 'PARTNER' ? `Dr. ${row.author_last}` : `${row.author_first} ${row.author_last}`,
  };
}

/**
 * The record as the caller may see it: "released to the client only after finalization", and
 * PRIVATE entries never reach the client (other vets see them on transfer). Removed entries stay,
 * marked removed. `now` is the request's time: finalizing opens at the visit's start.
 */
async function recordView(db: Queryable, row: AppointmentRow, role: Role, now: Date) {
  const released = row.finalized_at != null;
  const rows =
    role === 'CLIENT' && !released ? [] : await records.recordEntries(db, row.uuid, role === 'CLIENT');
  return {
    released,
    finalized_at: iso(row.finalized_at),
    can_finalize: role === 'PARTNER' && canFinalize(row, now),
    items: rows.map(toNote),
  };
}

/** The appointment if `user` is its vet; anyone else is told it does not exist. */
async function vetsAppointment(deps: AppDeps, user: UserRow, reference: string, now: Date) {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  if (role !== 'PARTNER') throw notFound('appointment.notFound');
  return row;
}

/** The record of one of the caller's appointments (client or vet). */
export async function readRecord(deps: AppDeps, user: UserRow, reference: string, now: Date) {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  return recordView(deps.db, row, role, now);
}

/**
 * The vet saves the DAP draft (one per record, saved over) or adds a note. "A finalized record is
 * not editable; only new notes can be added": a note added after finalization is published at
 * once, before it waits for finalization.
 */
export async function saveEntry(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  input: RecordNoteInput,
  now: Date,
) {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  if (role !== 'PARTNER') throw notAllowed('visit.partnersOnly');
  const { db } = deps;
  if (input.type === 'DAP') {
    if (row.finalized_at) throw conflict('RECORD_FINALIZED', 'record.finalized');
    if (row.partner_declined_at || row.status === 'INCOMPLETE' || row.status === 'CANCELLED')
      throw conflict('RECORD_NOT_FINALIZABLE', 'record.notFinalizable');
    const draft = await records.currentDap(db, row.uuid);
    const data = input.data?.trim() ?? '';
    const assessment = input.assessment?.trim() ?? '';
    const plan = input.plan?.trim() ?? '';
    const values = { data, assessment, plan, summary: input.body_1?.trim() || assessment || data || '' };
    const uuid = draft?.uuid ?? randomUUID();
    if (draft) await records.updateDap(db, uuid, values, now);
    else await records.insertDap(db, uuid, row, values, now);
    return toNote(await records.entry(db, uuid));
  }
  const text = input.body_1?.trim() ?? '';
  const fields: FieldErrors = {};
  if (!text) addFieldError(fields, 'body_1', 'record.note.invalid');
  failIfAny(fields);
  const uuid = randomUUID();
  const published = input.type !== 'PRIVATE' && row.finalized_at != null;
  await records.insertNote(db, { uuid, row, type: input.type, text, published }, now);
  if (row.finalized_at)
    await push(deps, row.reference_id, 'record.updated', { reference_id: row.reference_id });
  return toNote(await records.entry(db, uuid));
}

/** The vet removes an entry; it stays in the record, marked removed. */
export async function removeEntry(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  entryUuid: string,
  now: Date,
) {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  if (role !== 'PARTNER') throw notAllowed('visit.partnersOnly');
  const { db } = deps;
  const note = await records.entryOf(db, entryUuid, row.uuid);
  if (!note) throw notFound();
  // The finalized DAP itself is part of the signed record: it cannot be removed, only noted on.
  if (row.finalized_at && note.type === 'DAP') throw conflict('RECORD_FINALIZED', 'record.finalized');
  await records.markRemoved(db, note.uuid, now);
  return toNote(await records.entry(db, note.uuid));
}

/**
 * The vet finalizes the record once (canFinalize: a held visit, not declined, cancelled or
 * Incomplete), with every DAP field filled: it is then released to the client.
 */
export async function finalize(deps: AppDeps, vet: UserRow, reference: string, now: Date) {
  const { db } = deps;
  const row = await vetsAppointment(deps, vet, reference, now);
  if (row.finalized_at) throw conflict('RECORD_FINALIZED', 'record.finalized');
  if (!canFinalize(row, now)) throw conflict('RECORD_NOT_FINALIZABLE', 'record.notFinalizable');
  const dap = await records.currentDap(db, row.uuid);
  const fields: FieldErrors = {};
  for (const field of dapMissingFields(dap ?? {})) addFieldError(fields, field, `record.${field}.invalid`);
  failIfAny(fields);
  await records.finalizeRecord(db, row.uuid, now);
  await push(deps, row.reference_id, 'record.finalized', { reference_id: row.reference_id });
  return recordView(db, await reload(db, row.uuid), 'PARTNER', now);
}

/** A signed link to the appointment's record PDF, for this user, for 10 minutes. */
function downloadLink(deps: AppDeps, row: AppointmentRow, user: UserRow, now: Date) {
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS);
  return {
    url: signDocumentLink(deps.authSecret, {
      kind: 'medical-record',
      id: row.reference_id,
      userUuid: user.uuid,
      expiresAt,
    }),
    expires_at: expiresAt.toISOString(),
  };
}

/** The client's download link: their own appointment's record, once it is released. */
export async function clientDownloadLink(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const { row, role } = await participantAppointment(deps.db, reference, client, now);
  if (role !== 'CLIENT') throw notFound('appointment.notFound');
  if (!row.finalized_at) throw conflict('NOT_ALLOWED', 'record.notReleased');
  return downloadLink(deps, row, client, now);
}

/** The vet's download link, draft or finalized. */
export async function vetDownloadLink(deps: AppDeps, vet: UserRow, reference: string, now: Date) {
  return downloadLink(deps, await vetsAppointment(deps, vet, reference, now), vet, now);
}

/**
 * An email to the client with a link to the record's PDF, made for the client and valid 7 days
 * (dev outbox: /dev/outbox). The record must be finalized: it is released to the client only then.
 */
export async function emailToClient(deps: AppDeps, vet: UserRow, reference: string, now: Date) {
  const row = await vetsAppointment(deps, vet, reference, now);
  if (!row.finalized_at) throw conflict('NOT_ALLOWED', 'record.notReleased');
  const client = await records.recordRecipient(deps.db, row.uuid);
  if (!client) throw notFound('appointment.notFound');
  const expiresAt = new Date(now.getTime() + EMAIL_LINK_TTL_MS);
  const link = signDocumentLink(deps.authSecret, {
    kind: 'medical-record',
    id: row.reference_id,
    userUuid: client.uuid,
    expiresAt,
  });
  await send(
    deps.db,
    {
      channel: 'EMAIL',
      recipient: client.email,
      subject: translate(client.locale, 'mail.record.subject', { pet: client.pet_name }),
      body: translate(client.locale, 'mail.record.body', {
        vet: client.vet_last,
        pet: client.pet_name,
        date: formatInstant(client.locale, row.start_at, client.timezone),
        link,
      }),
      link,
    },
    now,
  );
  return { sent_to: client.email, expires_at: expiresAt.toISOString() };
}

const toHistoryItem = (h: HistoryRow) => ({
  reference_id: h.reference_id,
  status: h.status,
  start_at: h.start_at.toISOString(),
  end_at: h.end_at.toISOString(),
  partner_name: `Dr. ${h.vet_first} ${h.vet_last}`,
  concerns: h.concerns,
  finalized_at: iso(h.finalized_at),
  summary: h.summary,
});

/**
 * The pet's visits other than this one (the room's Pet tab): its vet sees every vet's visits of
 * the pet, the client only their own.
 */
export async function petHistory(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  page: number,
  perPage: number,
  now: Date,
) {
  const { db } = deps;
  const { row, role } = await participantAppointment(db, reference, user, now);
  const clientUuid = role === 'CLIENT' ? user.uuid : null;
  const { rows, total } = await records.petHistoryPage(db, row.pet_uuid, clientUuid, row.uuid, page, perPage);
  const pet = await records.petSummary(db, row.pet_uuid);
  return {
    pet: pet ?? { uuid: row.pet_uuid, name: '', species: 'OTHER' },
    items: rows.map(toHistoryItem),
    page,
    per_page: perPage,
    total,
  };
}

/** One visit of the pet's history with its record as released: once finalized, never private notes. */
export async function petHistoryVisit(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  selectedReference: string,
  now: Date,
) {
  const { db } = deps;
  const { row, role } = await participantAppointment(db, reference, user, now);
  const clientUuid = role === 'CLIENT' ? user.uuid : null;
  const selected = await records.petHistoryVisit(db, row.pet_uuid, clientUuid, selectedReference);
  if (!selected) throw notFound('appointment.notFound');
  const notes = selected.finalized_at ? await records.releasedEntries(db, selected.uuid) : [];
  return { ...toHistoryItem(selected), description: selected.description, record: notes.map(toNote) };
}
