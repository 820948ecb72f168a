import { type Database, type Queryable, queryRow } from '../db/database';
import type { AppointmentRow } from '../domain/rows';
import type { Locale } from '../i18n';

/** A medical-record entry with its author's name, as NOTE_SELECT reads it. */
export interface RecordNoteRow {
  uuid: string;
  type: string;
  body_1: string;
  data: string | null;
  assessment: string | null;
  plan: string | null;
  is_published: boolean;
  removed_at: Date | null;
  created_at: Date;
  author_first: string;
  author_last: string;
  author_type: 'CLIENT' | 'PARTNER';
}

const NOTE_SELECT = `SELECT n.*, u.first_name AS author_first, u.last_name AS author_last, u.type AS author_type
  FROM record_notes n JOIN users u ON u.uuid = n.author_uuid`;

/**
 * The appointment's entries, removed ones included (marked removed). `releasedOnly`: the client's
 * view, published entries without PRIVATE ones.
 */
export function recordEntries(db: Queryable, appointmentUuid: string, releasedOnly: boolean) {
  return db.query<RecordNoteRow>(
    `${NOTE_SELECT} WHERE n.appointment_uuid = $1 ${releasedOnly ? "AND n.type <> 'PRIVATE' AND n.is_published" : ''}
     ORDER BY n.created_at, (n.type <> 'DAP'), n.uuid`,
    [appointmentUuid],
  );
}

/** The entries a finalized record released to anyone but its vet, removed ones left out. */
export function releasedEntries(db: Queryable, appointmentUuid: string) {
  return db.query<RecordNoteRow>(
    `${NOTE_SELECT}
      WHERE n.appointment_uuid = $1 AND n.type <> 'PRIVATE' AND n.is_published AND n.removed_at IS NULL
      ORDER BY n.created_at, n.uuid`,
    [appointmentUuid],
  );
}

export function entry(db: Queryable, uuid: string) {
  return queryRow<RecordNoteRow>(db, `${NOTE_SELECT} WHERE n.uuid = $1`, [uuid]);
}

export async function entryOf(
  db: Queryable,
  uuid: string,
  appointmentUuid: string,
): Promise<RecordNoteRow | undefined> {
  const [note] = await db.query<RecordNoteRow>(
    `${NOTE_SELECT} WHERE n.uuid = $1 AND n.appointment_uuid = $2`,
    [uuid, appointmentUuid],
  );
  return note;
}

/** The appointment's DAP entry (its draft until finalized), the newest not removed. */
export async function currentDap(
  db: Queryable,
  appointmentUuid: string,
): Promise<
  { uuid: string; data: string | null; assessment: string | null; plan: string | null } | undefined
> {
  const [dap] = await db.query<{
    uuid: string;
    data: string | null;
    assessment: string | null;
    plan: string | null;
  }>(
    `SELECT uuid, data, assessment, plan FROM record_notes WHERE appointment_uuid = $1 AND type = 'DAP' AND removed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [appointmentUuid],
  );
  return dap;
}

export interface DapValues {
  data: string;
  assessment: string;
  plan: string;
  summary: string;
}

export async function updateDap(db: Queryable, uuid: string, values: DapValues, now: Date): Promise<void> {
  await db.query(
    'UPDATE record_notes SET data = $2, assessment = $3, plan = $4, body_1 = $5, updated_at = $6 WHERE uuid = $1',
    [uuid, values.data, values.assessment, values.plan, values.summary, now],
  );
}

export async function insertDap(
  db: Queryable,
  uuid: string,
  row: AppointmentRow,
  values: DapValues,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO record_notes (uuid, appointment_uuid, author_uuid, type, body_1, data, assessment, plan, created_at, updated_at)
     VALUES ($1, $2, $3, 'DAP', $4, $5, $6, $7, $8, $8)`,
    [uuid, row.uuid, row.partner_uuid, values.summary, values.data, values.assessment, values.plan, now],
  );
}

export async function insertNote(
  db: Queryable,
  note: { uuid: string; row: AppointmentRow; type: string; text: string; published: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO record_notes (uuid, appointment_uuid, author_uuid, type, body_1, is_published, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [note.uuid, note.row.uuid, note.row.partner_uuid, note.type, note.text, note.published, now],
  );
}

/** Marks the entry removed; removing it again keeps the first time. */
export async function markRemoved(db: Queryable, uuid: string, now: Date): Promise<void> {
  await db.query('UPDATE record_notes SET removed_at = COALESCE(removed_at, $2) WHERE uuid = $1', [
    uuid,
    now,
  ]);
}

/**
 * Publishes every entry but the PRIVATE ones and finalizes the record, together. Finalizing during
 * the visit also ends it: the record describes a held visit.
 */
export async function finalizeRecord(db: Database, appointmentUuid: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE record_notes SET is_published = true, updated_at = $2 WHERE appointment_uuid = $1 AND type <> 'PRIVATE'`,
      [appointmentUuid, now],
    );
    await tx.query(
      `UPDATE appointments SET finalized_at = $2, status = CASE WHEN status = 'CONFIRMED' THEN 'COMPLETED' ELSE status END,
              visit_ended_at = COALESCE(visit_ended_at, $2)
        WHERE uuid = $1`,
      [appointmentUuid, now],
    );
  });
}

/** Who the record is emailed to, with what the email names. */
export async function recordRecipient(db: Queryable, appointmentUuid: string) {
  const [client] = await db.query<{
    uuid: string;
    email: string;
    locale: Locale;
    timezone: string;
    pet_name: string;
    vet_last: string;
  }>(
    `SELECT cl.uuid, cl.email, cl.locale, cl.timezone, pet.name AS pet_name, vet.last_name AS vet_last
       FROM appointments a JOIN users cl ON cl.uuid = a.client_uuid JOIN pets pet ON pet.uuid = a.pet_uuid
       JOIN users vet ON vet.uuid = a.partner_uuid WHERE a.uuid = $1`,
    [appointmentUuid],
  );
  return client;
}

export interface HistoryRow {
  reference_id: string;
  status: AppointmentRow['status'];
  start_at: Date;
  end_at: Date;
  concerns: string[];
  description: string;
  finalized_at: Date | null;
  uuid: string;
  vet_first: string;
  vet_last: string;
  summary: string | null;
}

const HISTORY_SELECT = `SELECT a.uuid, a.reference_id, a.status, a.start_at, a.end_at, a.concerns, a.description, a.finalized_at,
       vet.first_name AS vet_first, vet.last_name AS vet_last,
       CASE WHEN a.finalized_at IS NULL THEN NULL ELSE (
         SELECT n.body_1 FROM record_notes n WHERE n.appointment_uuid = a.uuid AND n.type = 'DAP'
            AND n.removed_at IS NULL AND n.is_published ORDER BY n.created_at DESC LIMIT 1) END AS summary
  FROM appointments a JOIN users vet ON vet.uuid = a.partner_uuid`;

/**
 * The pet's visits a reader may list. The vet of the appointment sees every vet's visits of the
 * pet (the room's Pet tab); the client (`clientUuid`) sees only their own. Unpaid booking holds
 * are not visits.
 */
function historyWhere(clientUuid: string | null) {
  return {
    where: `a.pet_uuid = $1 AND a.status <> 'REQUIRES_PAYMENT'${clientUuid ? ' AND a.client_uuid = $2' : ''}`,
    params: (petUuid: string): unknown[] => (clientUuid ? [petUuid, clientUuid] : [petUuid]),
  };
}

/** One page of the pet's visits other than `exceptUuid`, with their total. */
export async function petHistoryPage(
  db: Queryable,
  petUuid: string,
  clientUuid: string | null,
  exceptUuid: string,
  page: number,
  perPage: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const history = historyWhere(clientUuid);
  const params = history.params(petUuid);
  const where = `${history.where} AND a.uuid <> $${params.length + 1}`;
  params.push(exceptUuid);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM appointments a WHERE ${where}`,
    params,
  );
  const rows = await db.query<HistoryRow>(
    `${HISTORY_SELECT} WHERE ${where} ORDER BY a.start_at DESC, a.reference_id
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

/** One of the pet's visits by its reference, if the reader may list it. */
export async function petHistoryVisit(
  db: Queryable,
  petUuid: string,
  clientUuid: string | null,
  reference: string,
): Promise<HistoryRow | undefined> {
  const history = historyWhere(clientUuid);
  const params = history.params(petUuid);
  params.push(reference);
  const [selected] = await db.query<HistoryRow>(
    `${HISTORY_SELECT} WHERE ${history.where} AND a.reference_id = $${params.length}`,
    params,
  );
  return selected;
}

export async function petSummary(
  db: Queryable,
  petUuid: string,
): Promise<{ uuid: string; name: string; species: string } | undefined> {
  const [pet] = await db.query<{ uuid: string; name: string; species: string }>(
    'SELECT uuid, name, species FROM pets WHERE uuid = $1',
    [petUuid],
  );
  return pet;
}
