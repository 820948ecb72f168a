import type { CallQuality, RoomAvailability } from '@pawcall/domain';

/** The spec's video error catalogue (part 2 §8, "Video room"), as codes the app translates. */
export const VIDEO_ERROR_CODES = [
  'BROWSER_UNSUPPORTED',
  'MESSAGE_FAILED',
  'CONNECTED_ELSEWHERE',
  'DEVICE_IN_USE',
  'CANNOT_CONNECT',
  'PERMISSION_DENIED',
  'SOMETHING_WENT_WRONG',
  'SESSION_FETCH_FAILED',
  'NO_DEVICES',
  'ROOM_NOT_FOUND',
  'ROOM_EXPIRED',
  'SERVER_TIMEOUT',
  'SERVER_BUSY',
  'ROOM_FULL',
  'UNABLE_TO_CONNECT',
  'CHAT_BLOCKED',
  'MEDIA_START_FAILED',
] as const;
export type VideoErrorCode = (typeof VIDEO_ERROR_CODES)[number];

export interface VideoRoomError {
  code: VideoErrorCode | 'ROOM_FUTURE' | 'ROOM_PAST';
}

export interface VideoRoomSession {
  reference_id: string;
  role: 'CLIENT' | 'PARTNER';
  room: RoomAvailability;
  start_at: string;
  end_at: string;
}

export interface VideoRoomInput {
  reference: string;
}

export interface VideoRoomContext {
  reference: string;
  session: VideoRoomSession | null;
  error: VideoRoomError | null;
  remotePresent: boolean;
  quality: CallQuality | null;
  /** running → warning (five minutes left) → closing (after the end, until the room closes). */
  phase: 'running' | 'warning' | 'closing';
  /** Set when the connection came back after a drop, until the next drop. */
  reconnected: boolean;
}

export type VideoRoomEvent =
  | { type: 'remote.joined' }
  | { type: 'remote.left' }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  | { type: 'quality.changed'; quality: CallQuality }
  | { type: 'time.warning' }
  | { type: 'time.closing' }
  | { type: 'time.closed' }
  | { type: 'room.opened' }
  | { type: 'provider.error'; error: VideoRoomError }
  | { type: 'session.ended' }
  /** Steps out of the room; either side may come back while the room is open. */
  | { type: 'room.leave' }
  /** The vet ends the visit for everyone (after confirming): the appointment is completed. */
  | { type: 'room.end' }
  | { type: 'room.rejoin' }
  | { type: 'room.retry' }
  | { type: 'room.join' };

export const createVideoRoomContext = (input: VideoRoomInput): VideoRoomContext => ({
  reference: input.reference,
  session: null,
  error: null,
  remotePresent: false,
  quality: null,
  phase: 'running',
  reconnected: false,
});

/** Any thrown value becomes one of the catalogue's codes (unknown: "something went wrong"). */
export function toVideoRoomError(
  error: unknown,
  fallback: VideoErrorCode = 'SOMETHING_WENT_WRONG',
): VideoRoomError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ROOM_FUTURE' || code === 'ROOM_PAST') return { code };
  if (typeof code === 'string' && (VIDEO_ERROR_CODES as readonly string[]).includes(code))
    return { code: code as VideoErrorCode };
  return { code: fallback };
}
