import type { Server } from 'node:http';
import type { ChannelSigner } from './protocol';

export interface TriggerOptions {
  /** The socket that caused the event (the `X-Socket-Id` of the request): it does not get its own echo. */
  excludeSocketId?: string;
}

/**
 * Server → browser pushes. Route handlers reach it as `ctx.deps.realtime`:
 * `await ctx.deps.realtime.trigger(userChannel(uuid), 'notification.created', {...})`.
 * `data` is any JSON value, at most 10 KB serialised (Pusher's limit); up to 100 channels per call.
 */
export interface RealtimeBroadcaster {
  /** 'embedded' or 'pusher-http'. */
  readonly name: string;
  trigger(channels: string | string[], event: string, data: unknown, options?: TriggerOptions): Promise<void>;
}

/** What the web app needs to connect (`GET /api/p/realtime-config`). */
export interface RealtimeClientConfig {
  key: string;
  /** null: the page's own host (the embedded endpoint shares the API's port). */
  ws_host: string | null;
  ws_port: number | null;
  force_tls: boolean;
}

/** The broadcaster plus what the server needs around it: channel signing and the socket endpoint. */
export interface Realtime extends RealtimeBroadcaster {
  readonly signer: ChannelSigner;
  readonly clientConfig: RealtimeClientConfig;
  /** Attaches the websocket endpoint to the HTTP server (a no-op when Pusher or soketi hosts it). */
  attach(server: Server): void;
  close(): Promise<void>;
}
