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

export const NOTE_SELECT = `SELECT n.*, u.first_name AS author_first, u.last_name AS author_last, u.type AS author_type
  FROM record_notes n JOIN users u ON u.uuid = n.author_uuid`;

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
