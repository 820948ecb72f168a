import { createHash } from 'node:crypto';
import type { Realtime, RealtimeClientConfig, TriggerOptions } from './RealtimeBroadcaster';
import { ChannelSigner, hmacHex, prepareTrigger } from './protocol';

export interface PusherHttpOptions {
  appId: string;
  key: string;
  secret: string;
  /** HTTP API host, e.g. api-eu.pusher.com or soketi.internal. */
  host: string;
  port?: number;
  /** 'https' (default) or 'http'. */
  scheme?: 'http' | 'https';
  /** What browsers connect to; defaults to host/port/scheme above. */
  client?: Partial<RealtimeClientConfig>;
  fetch?: typeof globalThis.fetch;
  /** Seconds since the epoch (tests pin it). */
  now?: () => number;
}

/**
 * Production broadcaster: Pusher Channels' HTTP API (`POST /apps/{id}/events`, signed with the app
 * secret), which soketi and sockudo speak too. Browsers connect to that service, not to this process.
 */
export class PusherHttpRealtime implements Realtime {
  readonly name = 'pusher-http';
  readonly signer: ChannelSigner;
  readonly clientConfig: RealtimeClientConfig;
  private readonly baseUrl: string;

  constructor(private readonly options: PusherHttpOptions) {
    this.signer = new ChannelSigner(options.key, options.secret);
    const scheme = options.scheme ?? 'https';
    const port = options.port ?? (scheme === 'https' ? 443 : 80);
    this.baseUrl = `${scheme}://${options.host}:${port}`;
    this.clientConfig = {
      key: options.key,
      ws_host: options.host,
      ws_port: port,
      force_tls: scheme === 'https',
      ...options.client,
    };
  }

  attach(): void {}

  async close(): Promise<void> {}

  /** The signed path and query of one events call (exported for tests). */
  signedPath(body: string, timestamp: number): string {
    const path = `/apps/${this.options.appId}/events`;
    const params = new URLSearchParams({
      auth_key: this.options.key,
      auth_timestamp: String(timestamp),
      auth_version: '1.0',
      body_md5: createHash('md5').update(body).digest('hex'),
    });
    params.sort();
    const query = decodeURIComponent(params.toString());
    const signature = hmacHex(this.options.secret, `POST\n${path}\n${query}`);
    return `${path}?${query}&auth_signature=${signature}`;
  }

  async trigger(
    channels: string | string[],
    event: string,
    data: unknown,
    options: TriggerOptions = {},
  ): Promise<void> {
    const { names, payload } = prepareTrigger(channels, event, data);
    const body = JSON.stringify({
      name: event,
      channels: names,
      data: payload,
      ...(options.excludeSocketId ? { socket_id: options.excludeSocketId } : {}),
    });
    const timestamp = (this.options.now ?? (() => Math.floor(Date.now() / 1000)))();
    const response = await (this.options.fetch ?? globalThis.fetch)(
      this.baseUrl + this.signedPath(body, timestamp),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!response.ok) {
      throw new Error(
        `Pusher trigger ${event} failed: ${response.status} ${await response.text().catch(() => '')}`,
      );
    }
  }
}
