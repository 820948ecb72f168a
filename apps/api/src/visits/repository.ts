import type { components } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';

type DeviceCheck = components['schemas']['DeviceCheck'];
type Channel = components['schemas']['Message']['channel'];

/** Which side of the visit a column belongs to (`client_joined_at`, `partner_check`…). */
export type Side = 'client' | 'partner';

/**
 * What the session shows of the other side (`remote`: none if that user is gone) and both sides'
 * device checks.
 */
export async function sessionParties(
  db: Queryable,
  appointmentUuid: string,
  remoteUuid: string,
): Promise<{
  remote: { first_name: string; last_name: string; phone_number: string | null } | undefined;
  checks: { client: DeviceCheck | null; partner: DeviceCheck | null };
}> {
  const [row] = await db.query<{
    remote_uuid: string | null;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    client_check: DeviceCheck | null;
    partner_check: DeviceCheck | null;
  }>(
    `SELECT u.uuid AS remote_uuid, u.first_name, u.last_name, u.phone_number, a.client_check, a.partner_check
       FROM appointments a LEFT JOIN users u ON u.uuid = $2 WHERE a.uuid = $1`,
    [appointmentUuid, remoteUuid],
  );
  return {
    remote: row?.remote_uuid
      ? { first_name: row.first_name, last_name: row.last_name, phone_number: row.phone_number }
      : undefined,
    checks: { client: row?.client_check ?? null, partner: row?.partner_check ?? null },
  };
}

export async function saveCheck(
  db: Queryable,
  appointmentUuid: string,
  side: Side,
  check: DeviceCheck,
): Promise<void> {
  await db.query(`UPDATE appointments SET ${side}_check = $2 WHERE uuid = $1`, [
    appointmentUuid,
    JSON.stringify(check),
  ]);
}

/** Marks the side joined; joining again keeps the first time. */
export async function markJoined(
  db: Queryable,
  appointmentUuid: string,
  side: Side,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE appointments SET ${side}_joined_at = COALESCE(${side}_joined_at, $2) WHERE uuid = $1`,
    [appointmentUuid, now],
  );
}

export async function completeVisit(db: Queryable, appointmentUuid: string, now: Date): Promise<void> {
  await db.query(`UPDATE appointments SET status = 'COMPLETED', visit_ended_at = $2 WHERE uuid = $1`, [
    appointmentUuid,
    now,
  ]);
}

/** A chat or direct message with its sender's name and side. */
export interface MessageRow {
  uuid: string;
  channel: Channel;
  body: string;
  created_at: Date;
  sender_type: 'CLIENT' | 'PARTNER';
  first_name: string;
  last_name: string;
}

export function messages(db: Queryable, appointmentUuid: string, channel: Channel): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT m.uuid, m.channel, m.body, m.created_at, u.type AS sender_type, u.first_name, u.last_name
       FROM appointment_messages m JOIN users u ON u.uuid = m.sender_uuid
      WHERE m.appointment_uuid = $1 AND m.channel = $2 ORDER BY m.created_at, m.uuid`,
    [appointmentUuid, channel],
  );
}

export async function insertMessage(
  db: Queryable,
  message: { uuid: string; appointmentUuid: string; channel: Channel; senderUuid: string; body: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO appointment_messages (uuid, appointment_uuid, channel, sender_uuid, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [message.uuid, message.appointmentUuid, message.channel, message.senderUuid, message.body, now],
  );
}

export async function markPartnerReply(db: Queryable, appointmentUuid: string, now: Date): Promise<void> {
  await db.query('UPDATE appointments SET last_partner_reply_at = $2 WHERE uuid = $1', [
    appointmentUuid,
    now,
  ]);
}

/** A file shared in the visit, without its bytes. */
export interface MediaRow {
  uuid: string;
  name: string;
  content_type: string;
  size: number;
  created_at: Date;
  uploader_uuid: string;
}

export function sharedFiles(db: Queryable, appointmentUuid: string, limit: number): Promise<MediaRow[]> {
  return db.query<MediaRow>(
    `SELECT uuid, name, content_type, size, created_at, uploader_uuid FROM appointment_media
      WHERE appointment_uuid = $1 ORDER BY created_at LIMIT $2`,
    [appointmentUuid, limit],
  );
}

/** Locks the appointment until the transaction ends, so two uploads at once take turns. */
export async function lockAppointment(tx: Queryable, appointmentUuid: string): Promise<void> {
  await tx.query('SELECT uuid FROM appointments WHERE uuid = $1 FOR UPDATE', [appointmentUuid]);
}

/** How many files the appointment shares and their bytes together. */
export async function sharedUsage(
  db: Queryable,
  appointmentUuid: string,
): Promise<{ n: number; bytes: number }> {
  const [usage] = await db.query<{ n: number; bytes: number }>(
    'SELECT count(*)::int AS n, COALESCE(sum(size), 0)::int AS bytes FROM appointment_media WHERE appointment_uuid = $1',
    [appointmentUuid],
  );
  return usage ?? { n: 0, bytes: 0 };
}

export async function insertFile(
  db: Queryable,
  appointmentUuid: string,
  file: MediaRow,
  content: Uint8Array,
): Promise<void> {
  await db.query(
    `INSERT INTO appointment_media (uuid, appointment_uuid, uploader_uuid, name, content_type, size, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      file.uuid,
      appointmentUuid,
      file.uploader_uuid,
      file.name,
      file.content_type,
      file.size,
      content,
      file.created_at,
    ],
  );
}

export async function fileUploader(
  db: Queryable,
  uuid: string,
  appointmentUuid: string,
): Promise<{ uuid: string; uploader_uuid: string } | undefined> {
  const [file] = await db.query<{ uuid: string; uploader_uuid: string }>(
    'SELECT uuid, uploader_uuid FROM appointment_media WHERE uuid = $1 AND appointment_uuid = $2',
    [uuid, appointmentUuid],
  );
  return file;
}

export async function deleteFile(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM appointment_media WHERE uuid = $1', [uuid]);
}

/** A shared file's name and bytes. */
export async function fileContent(
  db: Queryable,
  uuid: string,
  appointmentUuid: string,
): Promise<{ name: string; content: Uint8Array } | undefined> {
  const [file] = await db.query<{ name: string; content: Uint8Array }>(
    'SELECT name, content FROM appointment_media WHERE uuid = $1 AND appointment_uuid = $2',
    [uuid, appointmentUuid],
  );
  return file;
}
