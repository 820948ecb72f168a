import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher Channels protocol, version 7, as far as Pawcall uses it
 * (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/).
 * Every message is `{ event, channel?, data }`; server → client `data` is a JSON string.
 */
export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which the client pings (sent in connection_established). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;
/** Pusher's limit for one event's data (client events and HTTP API triggers alike). */
export const MAX_EVENT_BYTES = 10 * 1024;
/** Pusher's limit of channels per trigger. */
export const MAX_TRIGGER_CHANNELS = 100;

/** Close codes: 4000-4099 do not reconnect, 4100-4199 reconnect after a back-off, 4200-4299 reconnect now. */
export const CloseCode = {
  /** 4001: the key in the URL is not this app's. */
  APP_NOT_FOUND: 4001,
  /** 4005: the path is not /app/{key}. */
  PATH_NOT_FOUND: 4005,
  /** 4006: the protocol query parameter is missing or malformed. */
  INVALID_VERSION: 4006,
  /** 4007: the protocol version is not supported. */
  UNSUPPORTED_PROTOCOL: 4007,
  /** 4009: the connection is not authorized. */
  UNAUTHORIZED: 4009,
  /** 4200: generic "reconnect now" (server shutting down or restarting). */
  RECONNECT: 4200,
  /** 4201: no pong reply within the activity window. */
  PONG_NOT_RECEIVED: 4201,
  /** 4202: closed for inactivity. */
  INACTIVE: 4202,
  /** 4301: client events over the rate limit (not closed: the event is refused). */
  OVER_RATE_LIMIT: 4301,
} as const;

/** Pusher's channel name charset and length. */
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
const SOCKET_ID = /^\d+\.\d+$/;

export type ChannelKind = 'public' | 'private' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME.test(name) && !name.startsWith('private-encrypted-');
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && SOCKET_ID.test(id);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** The string a channel authorization signs: `socket_id:channel_name[:channel_data]`. */
export function authString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Signs and checks channel authorizations: `auth` is `key:hex(HMAC-SHA256(secret, authString))`. */
export class ChannelSigner {
  constructor(
    readonly key: string,
    private readonly secret: string,
  ) {}

  sign(socketId: string, channel: string, channelData?: string): string {
    return `${this.key}:${hmacHex(this.secret, authString(socketId, channel, channelData))}`;
  }

  verify(auth: unknown, socketId: string, channel: string, channelData?: string): boolean {
    if (typeof auth !== 'string') return false;
    const expected = Buffer.from(this.sign(socketId, channel, channelData));
    const given = Buffer.from(auth);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** Presence member data, as the auth route puts it in `channel_data`. */
export interface PresenceMember {
  user_id: string;
  user_info?: Record<string, unknown>;
}

export interface ServerMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Serialises a server → client message; `data` is already a JSON string, as the protocol wants. */
export function encode(
  event: string,
  data: string,
  channel?: string,
  extra?: Record<string, unknown>,
): string {
  return JSON.stringify({ event, ...(channel !== undefined ? { channel } : {}), data, ...extra });
}

/**
 * Validates a server trigger the same way for every broadcaster (embedded or Pusher's HTTP API):
 * 1 to 100 valid channels, a name that is neither a protocol nor a client event, data of at most
 * 10 KB once encoded. Returns the channel list and the encoded data.
 */
export function prepareTrigger(
  channels: string | string[],
  event: string,
  data: unknown,
): { names: string[]; payload: string } {
  const names = Array.isArray(channels) ? channels : [channels];
  if (names.length === 0 || names.length > MAX_TRIGGER_CHANNELS)
    throw new Error(`A trigger names 1 to ${MAX_TRIGGER_CHANNELS} channels`);
  for (const channel of names)
    if (!isValidChannelName(channel)) throw new Error(`Invalid channel name ${channel}`);
  if (!event || event.length > 200 || event.startsWith('pusher:') || event.startsWith('client-'))
    throw new Error(`Invalid event name ${event}`);
  const payload = JSON.stringify(data ?? null);
  if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
    throw new Error(`Realtime event ${event} is over ${MAX_EVENT_BYTES} bytes`);
  return { names, payload };
}
