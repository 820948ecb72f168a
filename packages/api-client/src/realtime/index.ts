import type { ApiClients } from '../clients';

/**
 * The web app's real-time client: pusher-js pointed at the API's Pusher-protocol endpoint (embedded
 * default) or at Pusher Channels / soketi, behind a small typed API. pusher-js is imported lazily on
 * the first `connect()`/`subscribe()`, so it stays out of the initial JS of pages that never push.
 *
 * Nothing missed after a reconnect: no replay. When a channel is subscribed again after the
 * connection dropped (pusher-js re-subscribes every channel on reconnect), `onResync` runs for it;
 * features refetch what the channel keeps fresh there (e.g. invalidate their queries). This works the
 * same with Pusher Channels, which keeps no history either.
 */

/** Spec part 2, section 7: "Reconnect delay 2 seconds" (after a connection that was up drops). */
export const REALTIME_RECONNECT_DELAY_MS = 2000;

export type RealtimeState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'unavailable'
  | 'failed'
  | 'disconnected';

export interface RealtimeError {
  type: string;
  error: string;
  status?: number;
}

export interface PresenceMember {
  id: string;
  info: { name?: string; type?: 'CLIENT' | 'PARTNER' } & Record<string, unknown>;
}

export interface EventMeta {
  channel: string;
  /** Presence channels: who sent a client event. */
  userId?: string;
}

export interface ChannelHandlers {
  /** Server events and client events (`client-*`) by name; `data` is the parsed JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: event payloads are defined by each feature.
  events?: Record<string, (data: any, meta: EventMeta) => void>;
  /** The first successful subscription (presence channels: with the members present). */
  onSubscribed?: (members: PresenceMember[]) => void;
  /** Subscribed again after the connection dropped: refetch whatever this channel keeps fresh. */
  onResync?: (members: PresenceMember[]) => void;
  /** Authorization refused (403 from /broadcasting/auth) or another subscription error. */
  onError?: (error: RealtimeError) => void;
  onMemberAdded?: (member: PresenceMember) => void;
  onMemberRemoved?: (member: PresenceMember) => void;
}

export interface RealtimeClient {
  readonly state: RealtimeState;
  /** This connection's socket id (send it as `X-Socket-Id` so the server can exclude your echo). */
  readonly socketId: string | null;
  onStateChange(listener: (state: RealtimeState, previous: RealtimeState) => void): () => void;
  /** Subscribes (connecting if needed); several subscribers may share a channel. Returns unsubscribe. */
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
  /** Sends a client event to the channel's other subscribers (private/presence, after onSubscribed). */
  trigger(channel: string, event: `client-${string}`, data: unknown): boolean;
  /** Members of a subscribed presence channel. */
  members(channel: string): PresenceMember[];
  connect(): Promise<void>;
  disconnect(): void;
}

export interface RealtimeClientOptions {
  /** The API clients: channel authorization goes through them (bearer, locale, time zone, platform headers). */
  clients: ApiClients;
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS?: boolean;
  /** Tests shorten it; the spec's value is the default. */
  reconnectDelayMs?: number;
  /** Seconds of silence before pusher-js pings (it also follows the server's activity_timeout). */
  activityTimeout?: number;
}

/** Where to connect, from `GET /api/p/realtime-config` and the page's location. */
export async function fetchRealtimeOptions(
  clients: ApiClients,
  location: { hostname: string; port: string; protocol: string } = globalThis.location,
): Promise<Omit<RealtimeClientOptions, 'clients'>> {
  const { data, error } = await clients.p.GET('/realtime-config');
  if (!data || error) throw new Error('Could not read the real-time configuration');
  const config = data.data;
  const secure = config.force_tls || location.protocol === 'https:';
  const pagePort = Number(location.port) || (location.protocol === 'https:' ? 443 : 80);
  return {
    key: config.key,
    wsHost: config.ws_host ?? location.hostname,
    wsPort: config.ws_port ?? pagePort,
    forceTLS: secure,
  };
}

// Minimal structural types of the pusher-js surface used here (the module itself loads lazily).
interface PusherChannel {
  name: string;
  subscribed: boolean;
  bind(event: string, callback: (data: unknown, meta?: { user_id?: string }) => void): void;
  bind_global(callback: (event: string, data: unknown) => void): void;
  trigger(event: string, data: unknown): boolean;
}
interface PusherMembers {
  each(callback: (member: { id: string; info: unknown }) => void): void;
}
interface PusherInstance {
  connection: {
    state: string;
    socket_id: string | null;
    /** Internal (pusher-js 8): the open connection, closed by disconnect(). */
    connection?: { close(): void; transport: unknown } | null;
    /** Internal (pusher-js 8): schedules the next connection attempt. Wrapped to apply the spec's delay. */
    retryIn(delay: number): void;
    bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): void;
  };
  connect(): void;
  disconnect(): void;
  subscribe(channel: string): PusherChannel;
  unsubscribe(channel: string): void;
  channel(channel: string): (PusherChannel & { members?: PusherMembers }) | undefined;
}
type PusherConstructor = new (key: string, options: Record<string, unknown>) => PusherInstance;

async function loadPusher(): Promise<PusherConstructor> {
  const module = (await import('pusher-js')) as unknown as { default?: unknown };
  // ESM build: default export; CommonJS (node) through interop: default.default.
  let candidate: unknown = module.default ?? module;
  if (typeof candidate !== 'function' && candidate && typeof candidate === 'object' && 'default' in candidate)
    candidate = (candidate as { default: unknown }).default;
  return candidate as PusherConstructor;
}

interface Entry {
  handlers: Set<ChannelHandlers>;
  channel: PusherChannel | null;
  subscribedOnce: boolean;
}

function membersOf(
  channel: (PusherChannel & { members?: PusherMembers }) | undefined | null,
): PresenceMember[] {
  const list: PresenceMember[] = [];
  channel?.members?.each((member) =>
    list.push({ id: String(member.id), info: (member.info ?? {}) as PresenceMember['info'] }),
  );
  return list;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const reconnectDelay = options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS;
  const entries = new Map<string, Entry>();
  const listeners = new Set<(state: RealtimeState, previous: RealtimeState) => void>();
  let pusher: PusherInstance | null = null;
  let loading: Promise<PusherInstance> | null = null;
  let state: RealtimeState = 'initialized';
  /** False after disconnect(): a pending lazy load then does not connect. */
  let wanted = false;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    const previous = state;
    state = next;
    for (const listener of listeners) listener(next, previous);
  };

  const authorize = (
    params: { socketId: string; channelName: string },
    callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
  ) => {
    options.clients.v1
      .POST('/broadcasting/auth', { body: { socket_id: params.socketId, channel_name: params.channelName } })
      .then(({ data, response }) => {
        if (response.ok && data && typeof data.auth === 'string') {
          authStatus.delete(params.channelName);
          callback(null, data);
        } else {
          authStatus.set(params.channelName, response.status);
          callback(
            Object.assign(new Error(`Channel authorization refused (${response.status})`), {
              status: response.status,
            }),
            null,
          );
        }
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };

  // pusher-js may hand back the same channel object after a quick unsubscribe/subscribe (React
  // StrictMode does that): bind each object once and dispatch to the channel's current entry.
  const bound = new WeakMap<PusherChannel, Set<string>>();
  /** Last refusal status of the auth route per channel (pusher-js drops it for custom handlers). */
  const authStatus = new Map<string, number>();
  const current = (name: string, channel: PusherChannel) => {
    const entry = entries.get(name);
    return entry && entry.channel === channel ? entry : null;
  };
  // App events are bound by name: pusher-js passes the sender's user_id only to named bindings.
  const bindEvents = (name: string, entry: Entry) => {
    const channel = entry.channel;
    const names = channel ? bound.get(channel) : undefined;
    if (!channel || !names) return;
    for (const handlers of entry.handlers) {
      for (const event of Object.keys(handlers.events ?? {})) {
        if (names.has(event)) continue;
        names.add(event);
        channel.bind(event, (data, meta) => {
          const eventMeta: EventMeta = {
            channel: name,
            ...(meta?.user_id ? { userId: String(meta.user_id) } : {}),
          };
          for (const h of [...(current(name, channel)?.handlers ?? [])]) h.events?.[event]?.(data, eventMeta);
        });
      }
    }
  };
  const attach = (name: string, entry: Entry, instance: PusherInstance) => {
    const channel = instance.subscribe(name);
    entry.channel = channel;
    if (!bound.has(channel)) {
      bound.set(channel, new Set());
      channel.bind_global((event, data) => {
        const entryNow = current(name, channel);
        if (!entryNow) return;
        const handlers = [...entryNow.handlers];
        if (event === 'pusher:subscription_succeeded') {
          const members = membersOf(instance.channel(name));
          const resync = entryNow.subscribedOnce;
          entryNow.subscribedOnce = true;
          for (const h of handlers) (resync ? h.onResync : h.onSubscribed)?.(members);
        } else if (event === 'pusher:subscription_error') {
          const error = { ...(data as RealtimeError) };
          const status = authStatus.get(name);
          if (error.status === undefined && status !== undefined) error.status = status;
          for (const h of handlers) h.onError?.(error);
        } else if (event === 'pusher:member_added' || event === 'pusher:member_removed') {
          const raw = data as { id: string; info: unknown };
          const member = { id: String(raw.id), info: (raw.info ?? {}) as PresenceMember['info'] };
          for (const h of handlers)
            (event === 'pusher:member_added' ? h.onMemberAdded : h.onMemberRemoved)?.(member);
        }
      });
    }
    bindEvents(name, entry);
  };

  const load = (): Promise<PusherInstance> => {
    if (pusher) return Promise.resolve(pusher);
    loading ??= loadPusher().then((Pusher) => {
      const instance = new Pusher(options.key, {
        cluster: 'embedded',
        wsHost: options.wsHost,
        wsPort: options.wsPort,
        wssPort: options.wsPort,
        forceTLS: options.forceTLS ?? false,
        enabledTransports: ['ws'],
        disableStats: true,
        ...(options.activityTimeout ? { activityTimeout: options.activityTimeout * 1000 } : {}),
        channelAuthorization: { customHandler: authorize },
      });
      // pusher-js starts connecting in its constructor.
      setState(instance.connection.state as RealtimeState);
      instance.connection.bind('state_change', ({ current }) => setState(current as RealtimeState));
      if (!wanted) instance.disconnect();
      // A connection that was up dropped (closed, pong timeout, 4200-4299): pusher-js schedules its
      // next attempt through retryIn; use the spec's delay there instead of its 0-1 s.
      const connection = instance.connection;
      const retryIn = connection.retryIn.bind(connection);
      connection.retryIn = (delay: number) =>
        retryIn(connection.state === 'connected' ? Math.max(delay, reconnectDelay) : delay);
      pusher = instance;
      for (const [name, entry] of entries) attach(name, entry, instance);
      return instance;
    });
    return loading;
  };

  const client: RealtimeClient = {
    get state() {
      return state;
    },
    get socketId() {
      return pusher?.connection.socket_id ?? null;
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(name, handlers) {
      let entry = entries.get(name);
      if (!entry) {
        entry = { handlers: new Set(), channel: null, subscribedOnce: false };
        entries.set(name, entry);
        if (pusher) attach(name, entry, pusher);
      } else if (entry.channel?.subscribed) {
        handlers.onSubscribed?.(membersOf(pusher?.channel(name)));
      }
      entry.handlers.add(handlers);
      bindEvents(name, entry);
      void client.connect();
      const current = entry;
      return () => {
        current.handlers.delete(handlers);
        if (current.handlers.size > 0 || entries.get(name) !== current) return;
        entries.delete(name);
        pusher?.unsubscribe(name);
      };
    },
    trigger(name, event, data) {
      const channel = entries.get(name)?.channel;
      return channel?.subscribed ? channel.trigger(event, data) : false;
    },
    members(name) {
      return membersOf(pusher?.channel(name));
    },
    async connect() {
      wanted = true;
      const instance = await load();
      if (wanted && ['initialized', 'disconnected'].includes(instance.connection.state)) instance.connect();
    },
    disconnect() {
      wanted = false;
      if (!pusher) return;
      // pusher-js sends every frame one macrotask later (an unsubscribe just before this, a client
      // event), but closes the socket at once: those sends would then go to a closing socket, which
      // the browser reports as "WebSocket is already in CLOSING or CLOSED state". Disconnecting
      // detaches the connection (nothing more is sent or received on it); its socket closes one
      // macrotask later, after the sends already queued.
      const open = pusher.connection.connection;
      if (open) {
        const close = open.close.bind(open);
        // The server may close the socket first (it drops its transport): then there is nothing to close.
        open.close = () =>
          void setTimeout(() => {
            if (open.transport) close();
          }, 0);
      }
      pusher.disconnect();
    },
  };
  return client;
}
