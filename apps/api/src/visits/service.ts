import { randomUUID } from 'node:crypto';
import type { components } from '@pawcall/api-client/types';
import {
  canMessage,
  isClientPhoneVisible,
  isUploadContentType,
  messageWindowEndsAt,
  roomAvailability,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '@pawcall/domain';
import type { AppDeps } from '../deps';
import {
  addFieldError,
  conflict,
  DomainError,
  type FieldErrors,
  failIfAny,
  gone,
  InvalidFields,
  notAllowed,
  notFound,
} from '../domain/errors';
import {
  checkedRoomFileType,
  cleanFileName,
  detectRoomFileType,
  roomFileLinkExpiry,
  signRoomFileLink,
  verifyRoomFileLink,
} from '../domain/roomFiles';
import type { AppointmentRow, UserRow } from '../domain/rows';
import { twilioConfigured, twilioVideoToken } from '../domain/twilio';
import { appointmentByRef, participantAppointment, push, reload } from '../domain/visits';
import { appointmentPresenceChannel } from '../realtime/channels';
import * as visits from './repository';
import type { MediaRow, MessageRow } from './repository';

/**
 * The video visit: its room (when each side may enter, their device checks, joining and the vet
 * ending it), the PIN for dialling in, the room chat and direct messages, and the files the two
 * sides share. Who may do what, and when, is decided here; the handlers only say who is calling.
 */

type Role = 'CLIENT' | 'PARTNER';
type Session = components['schemas']['Session'];
type SessionUpdate = components['schemas']['SessionUpdate'];
type Message = components['schemas']['Message'];
type Media = components['schemas']['Media'];
type Channel = Message['channel'];

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Whether this side already joined the visit (only they may come back during the closing phase). */
function joinedBy(row: AppointmentRow, role: Role): boolean {
  return (role === 'CLIENT' ? row.client_joined_at : row.partner_joined_at) != null;
}

async function sessionView(
  deps: AppDeps,
  user: UserRow,
  row: AppointmentRow,
  role: Role,
  now: Date,
): Promise<Session> {
  const { remote, checks } = await visits.sessionParties(
    deps.db,
    row.uuid,
    role === 'CLIENT' ? row.partner_uuid : row.client_uuid,
  );
  const room = roomAvailability(row, now, joinedBy(row, role));
  const twilio = twilioConfigured();
  const visit = {
    client_joined_at: row.client_joined_at ?? null,
    partner_joined_at: row.partner_joined_at ?? null,
    finalized_at: row.finalized_at,
  };
  return {
    reference_id: row.reference_id,
    role,
    status: row.status,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    can_enter: room === 'OPEN',
    can_mark_incomplete:
      role === 'PARTNER' &&
      ['CONFIRMED', 'COMPLETED'].includes(row.status) &&
      !row.finalized_at &&
      now >= row.start_at,
    partner_confirmed_at: iso(row.partner_confirmed_at),
    room,
    provider: twilio ? 'TWILIO' : 'P2P',
    channel: appointmentPresenceChannel(row.reference_id),
    twilio_token:
      twilio && room === 'OPEN' ? twilioVideoToken(user.uuid, `appointment-${row.reference_id}`, now) : null,
    checks,
    joined: { client_at: iso(visit.client_joined_at), partner_at: iso(visit.partner_joined_at) },
    remote_name: remote
      ? role === 'CLIENT'
        ? `Dr. ${remote.last_name}`
        : `${remote.first_name} ${remote.last_name}`
      : '',
    client_phone: role === 'PARTNER' && isClientPhoneVisible(visit) ? (remote?.phone_number ?? null) : null,
    // Visits are not recorded; the notice says so to both sides (spec: "recording notice and consent").
    recording_notice: true,
  };
}

/** Room chat belongs to the room's hours (the join window and its closing phase); later, direct messages. */
function roomChatRefusal(room: string): never {
  if (room === 'FUTURE') throw conflict('ROOM_FUTURE', 'room.future');
  throw conflict('MESSAGING_NOT_ALLOWED', 'room.chatClosed');
}

function roomRefusal(room: string): never {
  if (room === 'FUTURE') throw conflict('ROOM_FUTURE', 'room.future');
  if (room === 'PAST') throw conflict('ROOM_PAST', 'room.past');
  throw conflict('ROOM_EXPIRED', 'room.expired');
}

/** The visit as the caller's side sees it. */
export async function session(deps: AppDeps, user: UserRow, reference: string, now: Date): Promise<Session> {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  return sessionView(deps, user, row, role, now);
}

/**
 * One side reports its device check, joins (while the room is open to them), leaves, or (the vet
 * only) ends the visit: a confirmed visit the vet joined is then completed. The other side is told
 * to refresh.
 */
export async function updateSession(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  update: SessionUpdate,
  now: Date,
): Promise<Session> {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  const { db } = deps;
  const side = role === 'CLIENT' ? 'client' : 'partner';
  if (update.action === 'CHECK') {
    const { check } = update;
    if (!check) throw new InvalidFields({ check: [{ key: 'generic.processing' }] });
    await visits.saveCheck(db, row.uuid, side, { ...check, checked_at: now.toISOString() });
    await push(deps, row.reference_id, 'session.updated', { reference_id: row.reference_id });
  } else if (update.action === 'JOIN') {
    const room = roomAvailability(row, now, joinedBy(row, role));
    if (room !== 'OPEN') roomRefusal(room);
    await visits.markJoined(db, row.uuid, side, now);
    await push(deps, row.reference_id, 'session.updated', { reference_id: row.reference_id });
  } else if (update.action === 'END') {
    // Only the vet ends the visit; a client leaving is LEAVE.
    if (role !== 'PARTNER') throw notAllowed('visit.partnersOnly');
    if (row.status === 'CONFIRMED' && row.partner_joined_at) await visits.completeVisit(db, row.uuid, now);
    await push(deps, row.reference_id, 'session.ended', { reference_id: row.reference_id });
  }
  return sessionView(deps, user, await reload(db, row.uuid), role, now);
}

/**
 * The PIN for joining by phone, derived from the reference; the number is DIAL_IN_NUMBER, and
 * without one there is no dial-in (phone_number null, the app hides it): never a made-up number.
 */
export async function sessionPin(deps: AppDeps, user: UserRow, reference: string, now: Date) {
  const { row } = await participantAppointment(deps.db, reference, user, now);
  const code = String(
    [...row.reference_id].reduce((sum, ch, i) => (sum * 31 + ch.charCodeAt(0) * (i + 1)) % 1_000_000, 7),
  ).padStart(6, '0');
  const number = deps.dialInNumber;
  return { code, phone_number: number ? { international_format: number } : null };
}

const toMessage = (m: MessageRow): Message => ({
  uuid: m.uuid,
  channel: m.channel,
  body: m.body,
  sender: m.sender_type,
  sender_name: m.sender_type === 'PARTNER' ? `Dr. ${m.last_name}` : m.first_name,
  created_at: m.created_at.toISOString(),
});

/**
 * The messages of one channel and whether the caller may send there now: the room chat while the
 * room is open, direct messages once the visit is completed (the client within its window).
 */
export async function channelMessages(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  channel: Channel | undefined,
  now: Date,
) {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  const rows = channel ? await visits.messages(deps.db, row.uuid, channel) : [];
  const windowEnds = messageWindowEndsAt(row);
  const canSend =
    channel === 'ROOM'
      ? roomAvailability(row, now) === 'OPEN'
      : role === 'PARTNER'
        ? row.status === 'COMPLETED'
        : canMessage(row, now);
  return { items: rows.map(toMessage), can_send: canSend, window_ends_at: iso(windowEnds) };
}

export async function sendMessage(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  input: { channel: Channel; body: string },
  now: Date,
): Promise<Message> {
  const { row, role } = await participantAppointment(deps.db, reference, user, now);
  const { db } = deps;
  const text = input.body.trim();
  const fields: FieldErrors = {};
  if (!text) addFieldError(fields, 'body', 'message.invalid');
  failIfAny(fields);
  if (input.channel === 'ROOM') {
    const room = roomAvailability(row, now);
    if (room !== 'OPEN') roomChatRefusal(room);
  } else if (row.status !== 'COMPLETED') {
    throw conflict('MESSAGING_NOT_ALLOWED', 'message.notAllowed');
  } else if (role === 'CLIENT' && !canMessage(row, now)) {
    throw conflict('MESSAGE_WINDOW_CLOSED', 'message.windowClosed');
  }
  const uuid = randomUUID();
  await visits.insertMessage(
    db,
    { uuid, appointmentUuid: row.uuid, channel: input.channel, senderUuid: user.uuid, body: text },
    now,
  );
  // "a vet reply extends the window to 48 hours from the reply"
  if (input.channel === 'DIRECT' && role === 'PARTNER') await visits.markPartnerReply(db, row.uuid, now);
  const message: Message = {
    uuid,
    channel: input.channel,
    body: text,
    sender: role,
    sender_name: role === 'PARTNER' ? `Dr. ${user.last_name}` : user.first_name,
    created_at: now.toISOString(),
  };
  await push(deps, row.reference_id, 'message.created', message);
  return message;
}

/**
 * A shared file as the caller sees it: its cleaned name (files shared before names were cleaned are
 * cleaned on the way out) and a link to its bytes signed for this caller, working 10 to 15 minutes.
 */
function toMedia(deps: AppDeps, reference: string, userUuid: string, m: MediaRow, now: Date): Media {
  const expiresAt = roomFileLinkExpiry(now);
  return {
    uuid: m.uuid,
    name: isUploadContentType(m.content_type) ? cleanFileName(m.name, m.content_type) : 'file',
    content_type: m.content_type,
    size: m.size,
    url: signRoomFileLink(deps.authSecret, { reference, mediaUuid: m.uuid, userUuid, expiresAt }),
    expires_at: expiresAt.toISOString(),
    created_at: m.created_at.toISOString(),
    mine: m.uploader_uuid === userUuid,
  };
}

/** The files shared in the visit: metadata and a link per file, never the bytes. */
export async function sharedFiles(deps: AppDeps, user: UserRow, reference: string, now: Date) {
  const { row } = await participantAppointment(deps.db, reference, user, now);
  const rows = await visits.sharedFiles(deps.db, row.uuid, UPLOAD_MAX_FILES);
  return {
    items: rows.map((m) => toMedia(deps, row.reference_id, user.uuid, m, now)),
    max_files: UPLOAD_MAX_FILES,
    max_bytes: UPLOAD_MAX_BYTES,
  };
}

/**
 * What sharing a file answers: the file, or `TOO_LARGE` when it would take the visit's files over
 * their total size (an answer of its own, 413, that no domain error kind has).
 */
export type ShareOutcome = { shared: Media } | { refused: 'TOO_LARGE'; limit: string };

/**
 * Shares a file in the visit, within the visit's limits on count and total size. The bytes decide
 * what the file is, not its name or declared type: HTML labelled image/png, or a PDF declared as a
 * photo, is refused as corrupted.
 */
export async function shareFile(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  input: { name: string; content_type: string; content_base64: string },
  now: Date,
): Promise<ShareOutcome> {
  const { row } = await participantAppointment(deps.db, reference, user, now);
  if (row.status === 'CANCELLED') throw conflict('ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  // An empty or generic declared type is left to the bytes; any other must be one we share.
  const declared = input.content_type.trim().toLowerCase();
  if (declared !== '' && declared !== 'application/octet-stream' && !isUploadContentType(declared))
    throw new InvalidFields({ content_type: [{ key: 'media.type' }] });
  const content = Buffer.from(input.content_base64, 'base64');
  if (content.length === 0) throw new InvalidFields({ content_base64: [{ key: 'media.invalid' }] });
  const stored = await deps.db.transaction(async (tx): Promise<MediaRow | null> => {
    // Lock the appointment so two uploads at once cannot both take the last place.
    await visits.lockAppointment(tx, row.uuid);
    const usage = await visits.sharedUsage(tx, row.uuid);
    if (usage.n >= UPLOAD_MAX_FILES) throw conflict('NOT_ALLOWED', 'media.countLimit');
    if (usage.bytes + content.length > UPLOAD_MAX_BYTES) return null;
    const type = checkedRoomFileType(declared, await detectRoomFileType(content));
    if (!type) throw new InvalidFields({ content_base64: [{ key: 'media.invalid' }] });
    const media: MediaRow = {
      uuid: randomUUID(),
      name: cleanFileName(input.name, type),
      content_type: type,
      size: content.length,
      created_at: now,
      uploader_uuid: user.uuid,
    };
    await visits.insertFile(tx, row.uuid, media, content);
    return media;
  });
  if (!stored) return { refused: 'TOO_LARGE', limit: '10MB' };
  await push(deps, row.reference_id, 'media.uploaded', { reference_id: row.reference_id });
  return { shared: toMedia(deps, row.reference_id, user.uuid, stored, now) };
}

/** Only the person who shared a file removes it ("unable to remove uploaded file" otherwise). */
export async function removeFile(
  deps: AppDeps,
  user: UserRow,
  reference: string,
  fileUuid: string,
  now: Date,
) {
  const { row } = await participantAppointment(deps.db, reference, user, now);
  const { db } = deps;
  if (row.status === 'CANCELLED') throw conflict('ALREADY_CANCELLED', 'appointment.alreadyCancelled');
  const file = await visits.fileUploader(db, fileUuid, row.uuid);
  if (!file) throw notFound('generic.notFound');
  if (file.uploader_uuid !== user.uuid) throw notAllowed('media.notYours');
  await visits.deleteFile(db, file.uuid);
  await push(deps, row.reference_id, 'media.uploaded', { reference_id: row.reference_id });
  return { uuid: file.uuid };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bytes of one shared file for whoever holds its signed link (`<img src>` and downloads send
 * no bearer token), with the name it is saved under, the type its bytes are and when the link
 * stops working. Beyond the link, the user it was made for must still be a participant of the
 * appointment, and the file must still be shared there.
 */
export async function linkedFile(
  deps: AppDeps,
  target: { reference: string; mediaUuid: string },
  link: { u?: string | undefined; expires?: string | undefined; sig?: string | undefined },
  now: Date,
) {
  if (!UUID.test(target.mediaUuid)) throw notFound('generic.notFound');
  const check = verifyRoomFileLink(deps.authSecret, target, link, now);
  if (!check.ok)
    throw check.reason === 'EXPIRED'
      ? gone('LINK_EXPIRED', 'media.linkExpired')
      : new DomainError('notAllowed', 'LINK_INVALID', 'media.linkInvalid');
  const row = await appointmentByRef(deps.db, target.reference);
  if (!row || (row.client_uuid !== check.userUuid && row.partner_uuid !== check.userUuid))
    throw notFound('appointment.notFound');
  const file = await visits.fileContent(deps.db, target.mediaUuid, row.uuid);
  if (!file) throw notFound('generic.notFound');
  const bytes = new Uint8Array(file.content);
  // The type comes from the bytes again, not the stored label: files shared before uploads were
  // checked may be anything, and those go out as plain bytes to save, never to render.
  const type = await detectRoomFileType(bytes);
  return { bytes, type, name: type ? cleanFileName(file.name, type) : 'file', expiresAt: check.expiresAt };
}
