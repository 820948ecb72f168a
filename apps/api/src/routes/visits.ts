import { requireUser } from '../http/guards';
import { randomUUID } from 'node:crypto';
import {
  canMessage,
  isClientPhoneVisible,
  isUploadContentType,
  messageWindowEndsAt,
  roomAvailability,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '@pawcall/domain';
import type { AppointmentRow } from '../domain/rows';
import { twilioConfigured, twilioVideoToken } from '../domain/twilio';
import {
  checkedRoomFileType,
  cleanFileName,
  detectRoomFileType,
  roomFileLinkExpiry,
  signRoomFileLink,
} from '../domain/roomFiles';
import { participantAppointment, push, reload } from '../domain/visits';
import { appointmentPresenceChannel } from '../realtime/channels';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, addFieldError, type FieldErrors, FailError, failIfAny } from '../http/errors';

type Role = 'CLIENT' | 'PARTNER';
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Whether this side already joined the visit (only they may come back during the closing phase). */
function joinedBy(row: AppointmentRow, role: Role): boolean {
  return (role === 'CLIENT' ? row.client_joined_at : row.partner_joined_at) != null;
}

async function sessionView(ctx: RequestContext, row: AppointmentRow, role: Role) {
  const { db } = ctx.deps;
  const [remote] = await db.query<{ first_name: string; last_name: string; phone_number: string | null }>(
    'SELECT first_name, last_name, phone_number FROM users WHERE uuid = $1',
    [role === 'CLIENT' ? row.partner_uuid : row.client_uuid],
  );
  const room = roomAvailability(row, ctx.now, joinedBy(row, role));
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
      ctx.now >= row.start_at,
    partner_confirmed_at: iso(row.partner_confirmed_at),
    room,
    provider: twilio ? ('TWILIO' as const) : ('P2P' as const),
    channel: appointmentPresenceChannel(row.reference_id),
    twilio_token:
      twilio && room === 'OPEN'
        ? twilioVideoToken(ctx.user?.uuid ?? role, `appointment-${row.reference_id}`, ctx.now)
        : null,
    checks: { client: row.client_check ?? null, partner: row.partner_check ?? null } as never,
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
  if (room === 'FUTURE') throw new ApiError(409, 'ROOM_FUTURE', 'room.future');
  throw new ApiError(409, 'MESSAGING_NOT_ALLOWED', 'room.chatClosed');
}

function roomRefusal(room: string): never {
  if (room === 'FUTURE') throw new ApiError(409, 'ROOM_FUTURE', 'room.future');
  if (room === 'PAST') throw new ApiError(409, 'ROOM_PAST', 'room.past');
  throw new ApiError(409, 'ROOM_EXPIRED', 'room.expired');
}

interface MessageRow {
  uuid: string;
  channel: 'ROOM' | 'DIRECT';
  body: string;
  created_at: Date;
  sender_type: Role;
  first_name: string;
  last_name: string;
}
const toMessage = (m: MessageRow) => ({
  uuid: m.uuid,
  channel: m.channel,
  body: m.body,
  sender: m.sender_type,
  sender_name: m.sender_type === 'PARTNER' ? `Dr. ${m.last_name}` : m.first_name,
  created_at: m.created_at.toISOString(),
});

interface MediaRow {
  uuid: string;
  name: string;
  content_type: string;
  size: number;
  created_at: Date;
  uploader_uuid: string;
}

/**
 * A shared file as the caller sees it: its cleaned name (files shared before names were cleaned are
 * cleaned on the way out) and a link to its bytes signed for this caller, working 10 to 15 minutes.
 */
function toMedia(ctx: RequestContext, reference: string, userUuid: string, m: MediaRow) {
  const expiresAt = roomFileLinkExpiry(ctx.now);
  return {
    uuid: m.uuid,
    name: isUploadContentType(m.content_type) ? cleanFileName(m.name, m.content_type) : 'file',
    content_type: m.content_type,
    size: m.size,
    url: signRoomFileLink(ctx.deps.authSecret, { reference, mediaUuid: m.uuid, userUuid, expiresAt }),
    expires_at: expiresAt.toISOString(),
    created_at: m.created_at.toISOString(),
    mine: m.uploader_uuid === userUuid,
  };
}

export const visitHandlers = {
  async getSession(ctx) {
    const { row, role } = await participantAppointment(
      ctx.deps.db,
      ctx.params.ref,
      requireUser(ctx),
      ctx.now,
    );
    return { data: await sessionView(ctx, row, role) };
  },

  async updateSession(ctx) {
    const { row, role } = await participantAppointment(
      ctx.deps.db,
      ctx.params.ref,
      requireUser(ctx),
      ctx.now,
    );
    const { db } = ctx.deps;
    const { body } = ctx;
    const side = role === 'CLIENT' ? 'client' : 'partner';
    if (body.action === 'CHECK') {
      const fields: FieldErrors = {};
      if (!body.check) addFieldError(fields, 'check', 'generic.processing');
      failIfAny(fields);
      await db.query(`UPDATE appointments SET ${side}_check = $2 WHERE uuid = $1`, [
        row.uuid,
        JSON.stringify({ ...body.check, checked_at: ctx.now.toISOString() }),
      ]);
      await push(ctx.deps, row.reference_id, 'session.updated', { reference_id: row.reference_id });
    } else if (body.action === 'JOIN') {
      const room = roomAvailability(row, ctx.now, joinedBy(row, role));
      if (room !== 'OPEN') roomRefusal(room);
      await db.query(
        `UPDATE appointments SET ${side}_joined_at = COALESCE(${side}_joined_at, $2) WHERE uuid = $1`,
        [row.uuid, ctx.now],
      );
      await push(ctx.deps, row.reference_id, 'session.updated', { reference_id: row.reference_id });
    } else if (body.action === 'END') {
      // Only the vet ends the visit; a client leaving is LEAVE.
      if (role !== 'PARTNER') throw new ApiError(403, 'FORBIDDEN', 'visit.partnersOnly');
      if (row.status === 'CONFIRMED' && row.partner_joined_at) {
        await db.query(`UPDATE appointments SET status = 'COMPLETED', visit_ended_at = $2 WHERE uuid = $1`, [
          row.uuid,
          ctx.now,
        ]);
      }
      await push(ctx.deps, row.reference_id, 'session.ended', { reference_id: row.reference_id });
    }
    return { data: await sessionView(ctx, await reload(db, row.uuid), role) };
  },

  async getSessionPin(ctx) {
    const { row } = await participantAppointment(ctx.deps.db, ctx.params.ref, requireUser(ctx), ctx.now);
    // The PIN is derived from the reference; the number is DIAL_IN_NUMBER, and without one there is
    // no dial-in (phone_number null, the app hides it): never a made-up number.
    const code = String(
      [...row.reference_id].reduce((sum, ch, i) => (sum * 31 + ch.charCodeAt(0) * (i + 1)) % 1_000_000, 7),
    ).padStart(6, '0');
    const number = ctx.deps.dialInNumber;
    return { data: { code, phone_number: number ? { international_format: number } : null } };
  },

  async listMessages(ctx) {
    const { row, role } = await participantAppointment(
      ctx.deps.db,
      ctx.params.ref,
      requireUser(ctx),
      ctx.now,
    );
    const { channel } = ctx.query;
    const rows = await ctx.deps.db.query<MessageRow>(
      `SELECT m.uuid, m.channel, m.body, m.created_at, u.type AS sender_type, u.first_name, u.last_name
         FROM appointment_messages m JOIN users u ON u.uuid = m.sender_uuid
        WHERE m.appointment_uuid = $1 AND m.channel = $2 ORDER BY m.created_at, m.uuid`,
      [row.uuid, channel],
    );
    const windowEnds = messageWindowEndsAt(row);
    const canSend =
      channel === 'ROOM'
        ? roomAvailability(row, ctx.now) === 'OPEN'
        : role === 'PARTNER'
          ? row.status === 'COMPLETED'
          : canMessage(row, ctx.now);
    return { data: { items: rows.map(toMessage), can_send: canSend, window_ends_at: iso(windowEnds) } };
  },

  async sendMessage(ctx) {
    const user = requireUser(ctx);
    const { row, role } = await participantAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    const { body } = ctx;
    const text = body.body.trim();
    const fields: FieldErrors = {};
    if (!text) addFieldError(fields, 'body', 'message.invalid');
    failIfAny(fields);
    if (body.channel === 'ROOM') {
      const room = roomAvailability(row, ctx.now);
      if (room !== 'OPEN') roomChatRefusal(room);
    } else if (row.status !== 'COMPLETED') {
      throw new ApiError(409, 'MESSAGING_NOT_ALLOWED', 'message.notAllowed');
    } else if (role === 'CLIENT' && !canMessage(row, ctx.now)) {
      throw new ApiError(409, 'MESSAGE_WINDOW_CLOSED', 'message.windowClosed');
    }
    const uuid = randomUUID();
    await db.query(
      'INSERT INTO appointment_messages (uuid, appointment_uuid, channel, sender_uuid, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [uuid, row.uuid, body.channel, user.uuid, text, ctx.now],
    );
    // "a vet reply extends the window to 48 hours from the reply"
    if (body.channel === 'DIRECT' && role === 'PARTNER')
      await db.query('UPDATE appointments SET last_partner_reply_at = $2 WHERE uuid = $1', [
        row.uuid,
        ctx.now,
      ]);
    const message = {
      uuid,
      channel: body.channel,
      body: text,
      sender: role,
      sender_name: role === 'PARTNER' ? `Dr. ${user.last_name}` : user.first_name,
      created_at: ctx.now.toISOString(),
    };
    await push(ctx.deps, row.reference_id, 'message.created', message);
    return { data: message };
  },

  async listMedia(ctx) {
    const user = requireUser(ctx);
    const { row } = await participantAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    // Metadata and a link per file, never the bytes: each file is fetched from its own link.
    const rows = await ctx.deps.db.query<MediaRow>(
      `SELECT uuid, name, content_type, size, created_at, uploader_uuid FROM appointment_media
        WHERE appointment_uuid = $1 ORDER BY created_at LIMIT $2`,
      [row.uuid, UPLOAD_MAX_FILES],
    );
    return {
      data: {
        items: rows.map((m) => toMedia(ctx, row.reference_id, user.uuid, m)),
        max_files: UPLOAD_MAX_FILES,
        max_bytes: UPLOAD_MAX_BYTES,
      },
    };
  },

  async uploadMedia(ctx) {
    const user = requireUser(ctx);
    const { row } = await participantAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    const { body } = ctx;
    if (row.status === 'CANCELLED')
      throw new ApiError(409, 'ALREADY_CANCELLED', 'appointment.alreadyCancelled');
    // An empty or generic declared type is left to the bytes; any other must be one we share.
    const declared = body.content_type.trim().toLowerCase();
    if (declared !== '' && declared !== 'application/octet-stream' && !isUploadContentType(declared))
      throw new FailError({ content_type: [{ key: 'media.type' }] });
    const content = Buffer.from(body.content_base64, 'base64');
    if (content.length === 0) throw new FailError({ content_base64: [{ key: 'media.invalid' }] });
    const uuid = randomUUID();
    const stored = await db.transaction(async (tx) => {
      // Lock the appointment so two uploads at once cannot both take the last place.
      await tx.query('SELECT uuid FROM appointments WHERE uuid = $1 FOR UPDATE', [row.uuid]);
      const [usage] = await tx.query<{ n: number; bytes: number }>(
        'SELECT count(*)::int AS n, COALESCE(sum(size), 0)::int AS bytes FROM appointment_media WHERE appointment_uuid = $1',
        [row.uuid],
      );
      if ((usage?.n ?? 0) >= UPLOAD_MAX_FILES) throw new ApiError(409, 'NOT_ALLOWED', 'media.countLimit');
      if ((usage?.bytes ?? 0) + content.length > UPLOAD_MAX_BYTES)
        throw new ApiError(413, 'NOT_ALLOWED', 'media.sizeLimit', { size: '10MB' });
      // The bytes decide what the file is, not its name or declared type: HTML labelled image/png,
      // or a PDF declared as a photo, is refused as corrupted.
      const type = checkedRoomFileType(declared, await detectRoomFileType(content));
      if (!type) throw new FailError({ content_base64: [{ key: 'media.invalid' }] });
      const media: MediaRow = {
        uuid,
        name: cleanFileName(body.name, type),
        content_type: type,
        size: content.length,
        created_at: ctx.now,
        uploader_uuid: user.uuid,
      };
      await tx.query(
        `INSERT INTO appointment_media (uuid, appointment_uuid, uploader_uuid, name, content_type, size, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [uuid, row.uuid, user.uuid, media.name, type, content.length, content, ctx.now],
      );
      return media;
    });
    await push(ctx.deps, row.reference_id, 'media.uploaded', { reference_id: row.reference_id });
    return { data: toMedia(ctx, row.reference_id, user.uuid, stored) };
  },

  /** Only the person who shared a file removes it ("unable to remove uploaded file" otherwise). */
  async removeMedia(ctx) {
    const user = requireUser(ctx);
    const { row } = await participantAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    if (row.status === 'CANCELLED')
      throw new ApiError(409, 'ALREADY_CANCELLED', 'appointment.alreadyCancelled');
    const [media] = await db.query<{ uuid: string; uploader_uuid: string }>(
      'SELECT uuid, uploader_uuid FROM appointment_media WHERE uuid = $1 AND appointment_uuid = $2',
      [ctx.params.uuid, row.uuid],
    );
    if (!media) throw new ApiError(404, 'NOT_FOUND', 'generic.notFound');
    if (media.uploader_uuid !== user.uuid) throw new ApiError(403, 'FORBIDDEN', 'media.notYours');
    await db.query('DELETE FROM appointment_media WHERE uuid = $1', [media.uuid]);
    await push(ctx.deps, row.reference_id, 'media.uploaded', { reference_id: row.reference_id });
    return { data: { uuid: media.uuid } };
  },
} satisfies Handlers;
