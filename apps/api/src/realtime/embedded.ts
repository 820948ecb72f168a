import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Realtime, RealtimeClientConfig, TriggerOptions } from './RealtimeBroadcaster';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  ChannelSigner,
  CloseCode,
  channelKind,
  encode,
  isValidChannelName,
  MAX_EVENT_BYTES,
  type PresenceMember,
  PROTOCOL_VERSION,
  prepareTrigger,
} from './protocol';

export interface EmbeddedRealtimeOptions {
  key: string;
  secret: string;
  /** Seconds of silence before the server pings a client (and tells the client to ping). Default 120. */
  activityTimeoutSeconds?: number;
  /** Seconds a pinged client has to answer before it is closed with 4201. Default 30. */
  pongTimeoutSeconds?: number;
  /** Client events each connection may send per second (Pusher: 10). */
  clientEventsPerSecond?: number;
}

interface Connection {
  id: string;
  ws: WebSocket;
  /** channel → presence member (null on public and private channels). */
  channels: Map<string, PresenceMember | null>;
  lastSeen: number;
  pingedAt: number | null;
  eventWindowStart: number;
  eventsInWindow: number;
}

interface ChannelState {
  connections: Set<Connection>;
  /** Presence channels: user_id → member info and how many of this channel's sockets are that user. */
  members: Map<string, { info: Record<string, unknown> | undefined; sockets: number }>;
}

const PATH = /^\/app\/([^/]+)\/?$/;

/**
 * The embedded default real-time server: a `ws` endpoint at `/app/{key}` speaking the Pusher
 * protocol v7 on the API's own HTTP server. Keeps everything in memory (one process); for several
 * API processes use Pusher Channels or soketi (see `selectRealtime`).
 */
export class EmbeddedRealtime implements Realtime {
  readonly name = 'embedded';
  readonly signer: ChannelSigner;
  readonly clientConfig: RealtimeClientConfig;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * MAX_EVENT_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly channels = new Map<string, ChannelState>();
  private readonly servers = new Set<Server>();
  private readonly activityTimeoutMs: number;
  private readonly pongTimeoutMs: number;
  private readonly clientEventsPerSecond: number;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly options: EmbeddedRealtimeOptions) {
    this.signer = new ChannelSigner(options.key, options.secret);
    this.clientConfig = { key: options.key, ws_host: null, ws_port: null, force_tls: false };
    this.activityTimeoutMs = (options.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS) * 1000;
    this.pongTimeoutMs = (options.pongTimeoutSeconds ?? 30) * 1000;
    this.clientEventsPerSecond = options.clientEventsPerSecond ?? 10;
  }

  attach(server: Server): void {
    if (this.servers.has(server)) return;
    this.servers.add(server);
    server.on('upgrade', this.onUpgrade);
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.sweep(), Math.min(this.pongTimeoutMs, 30_000) / 2);
      this.sweeper.unref();
    }
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const server of this.servers) server.off('upgrade', this.onUpgrade);
    this.servers.clear();
    for (const connection of [...this.connections.values()]) {
      connection.ws.close(CloseCode.RECONNECT, 'Server shutting down');
      this.forget(connection);
    }
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  async trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    options: TriggerOptions = {},
  ): Promise<void> {
    const { names, payload } = prepareTrigger(channels, event, data);
    for (const name of names) {
      const state = this.channels.get(name);
      if (!state) continue;
      const message = encode(event, payload, name);
      for (const connection of state.connections) {
        if (connection.id !== options.excludeSocketId) send(connection, message);
      }
    }
  }

  /** Counts, for tests and diagnostics. */
  stats(): { connections: number; channels: Record<string, number> } {
    const channels: Record<string, number> = {};
    for (const [name, state] of this.channels) channels[name] = state.connections.size;
    return { connections: this.connections.size, channels };
  }

  /** Drops every socket without a close frame, as a network loss would (tests of reconnect and resync). */
  terminateAll(): void {
    for (const connection of [...this.connections.values()]) connection.ws.terminate();
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = PATH.exec(url.pathname);
    if (!match) {
      // Another upgrade listener may own this path; alone, refuse it.
      if ((this.servers.values().next().value?.listenerCount('upgrade') ?? 1) <= 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.onConnection(ws, decodeURIComponent(match[1] ?? ''), url),
    );
  };

  private onConnection(ws: WebSocket, key: string, url: URL) {
    const refuse = (code: number, message: string) => {
      ws.send(encode('pusher:error', JSON.stringify({ code, message })));
      ws.close(code, message);
    };
    if (key !== this.options.key) return refuse(CloseCode.APP_NOT_FOUND, `App key ${key} does not exist`);
    const protocol = url.searchParams.get('protocol');
    if (!protocol || !/^\d+$/.test(protocol))
      return refuse(CloseCode.INVALID_VERSION, 'The protocol version is missing or malformed');
    const version = Number(protocol);
    if (version < 5 || version > PROTOCOL_VERSION)
      return refuse(CloseCode.UNSUPPORTED_PROTOCOL, `Unsupported protocol version ${protocol}`);

    const connection: Connection = {
      id: `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`,
      ws,
      channels: new Map(),
      lastSeen: Date.now(),
      pingedAt: null,
      eventWindowStart: Date.now(),
      eventsInWindow: 0,
    };
    this.connections.set(connection.id, connection);
    ws.on('message', (raw) => this.onMessage(connection, raw));
    ws.on('pong', () => this.touch(connection));
    ws.on('close', () => this.forget(connection));
    ws.on('error', () => this.forget(connection));
    send(
      connection,
      encode(
        'pusher:connection_established',
        JSON.stringify({
          socket_id: connection.id,
          activity_timeout: Math.round(this.activityTimeoutMs / 1000),
        }),
      ),
    );
  }

  private touch(connection: Connection): void {
    connection.lastSeen = Date.now();
    connection.pingedAt = null;
  }

  private onMessage(connection: Connection, raw: RawData) {
    this.touch(connection);
    let message: { event?: unknown; channel?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return sendError(connection, null, 'Invalid JSON');
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string')
      return sendError(connection, null, 'Missing event');
    // pusher-js sends `data` as an object; other clients may send it as a JSON string.
    let data = message.data;
    if (typeof data === 'string' && !message.event.startsWith('client-')) {
      try {
        data = JSON.parse(data);
      } catch {
        // keep the string
      }
    }
    const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        return send(connection, encode('pusher:pong', '{}'));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(connection, record);
      case 'pusher:unsubscribe':
        if (typeof record.channel === 'string') this.unsubscribe(connection, record.channel);
        return;
      default:
        if (message.event.startsWith('client-'))
          return this.clientEvent(connection, message.event, message.channel, data);
      // Other pusher: events (signin, ...) are not supported; Pusher ignores unknown events too.
    }
  }

  private subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (!isValidChannelName(channel)) return sendError(connection, null, 'Invalid channel name');
    const kind = channelKind(channel);
    let member: PresenceMember | null = null;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? data.channel_data : undefined;
      if (kind === 'presence' && typeof channelData !== 'string')
        return subscriptionError(connection, channel, 'Presence channels need channel_data');
      if (!this.signer.verify(data.auth, connection.id, channel, channelData as string | undefined))
        return subscriptionError(connection, channel, `Invalid signature for ${channel}`);
      if (kind === 'presence') {
        try {
          const parsed = JSON.parse(channelData as string) as PresenceMember;
          if (typeof parsed.user_id !== 'string' && typeof parsed.user_id !== 'number') throw new Error();
          member = { user_id: String(parsed.user_id), user_info: parsed.user_info };
        } catch {
          return subscriptionError(connection, channel, 'channel_data must be JSON with a user_id');
        }
      }
    }

    let state = this.channels.get(channel);
    if (!state) {
      state = { connections: new Set(), members: new Map() };
      this.channels.set(channel, state);
    }
    if (!connection.channels.has(channel)) {
      connection.channels.set(channel, member);
      state.connections.add(connection);
      if (member) {
        const existing = state.members.get(member.user_id);
        if (existing) {
          existing.sockets += 1;
        } else {
          state.members.set(member.user_id, { info: member.user_info, sockets: 1 });
          const added = encode(
            'pusher_internal:member_added',
            JSON.stringify({ user_id: member.user_id, user_info: member.user_info }),
            channel,
          );
          for (const other of state.connections) if (other !== connection) send(other, added);
        }
      }
    }

    let payload = '{}';
    if (kind === 'presence') {
      const hash: Record<string, unknown> = {};
      for (const [id, entry] of state.members) hash[id] = entry.info ?? null;
      payload = JSON.stringify({ presence: { ids: Object.keys(hash), hash, count: state.members.size } });
    }
    send(connection, encode('pusher_internal:subscription_succeeded', payload, channel));
  }

  private unsubscribe(connection: Connection, channel: string): void {
    if (!connection.channels.has(channel)) return;
    const member = connection.channels.get(channel) ?? null;
    connection.channels.delete(channel);
    const state = this.channels.get(channel);
    if (!state) return;
    state.connections.delete(connection);
    if (member) {
      const entry = state.members.get(member.user_id);
      if (entry && --entry.sockets <= 0) {
        state.members.delete(member.user_id);
        const removed = encode(
          'pusher_internal:member_removed',
          JSON.stringify({ user_id: member.user_id }),
          channel,
        );
        for (const other of state.connections) send(other, removed);
      }
    }
    if (state.connections.size === 0) this.channels.delete(channel);
  }

  private clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (typeof channel !== 'string' || !connection.channels.has(channel))
      return sendError(
        connection,
        null,
        `Client event ${event} on a channel this socket has not subscribed to`,
      );
    if (channelKind(channel) === 'public')
      return sendError(connection, null, 'Client events are only allowed on private and presence channels');
    const now = Date.now();
    if (now - connection.eventWindowStart >= 1000) {
      connection.eventWindowStart = now;
      connection.eventsInWindow = 0;
    }
    if (++connection.eventsInWindow > this.clientEventsPerSecond)
      return sendError(connection, CloseCode.OVER_RATE_LIMIT, 'Client event rejected - over the rate limit');
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? null);
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
      return sendError(connection, null, `Client event ${event} is over ${MAX_EVENT_BYTES} bytes`);
    const member = connection.channels.get(channel);
    const message = encode(event, payload, channel, member ? { user_id: member.user_id } : undefined);
    const state = this.channels.get(channel);
    for (const other of state?.connections ?? []) if (other !== connection) send(other, message);
  }

  private forget(connection: Connection): void {
    if (!this.connections.has(connection.id)) return;
    this.connections.delete(connection.id);
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel);
  }

  /** Pings sockets that have been silent for the activity timeout; closes those that never answer. */
  private sweep(): void {
    const now = Date.now();
    for (const connection of [...this.connections.values()]) {
      if (connection.pingedAt !== null && now - connection.pingedAt > this.pongTimeoutMs) {
        connection.ws.close(CloseCode.PONG_NOT_RECEIVED, 'Pong reply not received');
        this.forget(connection);
      } else if (connection.pingedAt === null && now - connection.lastSeen > this.activityTimeoutMs) {
        connection.pingedAt = now;
        send(connection, encode('pusher:ping', '{}'));
      }
    }
  }
}

function send(connection: Connection, message: string): void {
  if (connection.ws.readyState === WebSocket.OPEN) connection.ws.send(message);
}

function sendError(connection: Connection, code: number | null, message: string): void {
  send(connection, encode('pusher:error', JSON.stringify({ code, message })));
}

/** As soketi does: the failure goes to the channel, where pusher-js emits `pusher:subscription_error`. */
function subscriptionError(connection: Connection, channel: string, error: string): void {
  send(
    connection,
    encode('pusher:subscription_error', JSON.stringify({ type: 'AuthError', error, status: 401 }), channel),
  );
}
