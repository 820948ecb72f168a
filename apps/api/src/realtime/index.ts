import { randomBytes } from 'node:crypto';
import { EmbeddedRealtime } from './embedded';
import { PusherHttpRealtime } from './pusherHttp';
import { isValidSocketId } from './protocol';
import type { Realtime } from './RealtimeBroadcaster';

export { EmbeddedRealtime } from './embedded';
export { PusherHttpRealtime } from './pusherHttp';
export type {
  Realtime,
  RealtimeBroadcaster,
  RealtimeClientConfig,
  TriggerOptions,
} from './RealtimeBroadcaster';
export { appointmentChannel, appointmentPresenceChannel, userChannel } from './channels';

export const DEFAULT_REALTIME_KEY = 'pawcall';

/**
 * The one selection point. With PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_HOST all set,
 * events go to Pusher Channels / soketi over its HTTP API and browsers connect there; otherwise the
 * embedded endpoint at `/app/{key}` on the API's own port (key PUSHER_KEY or `pawcall`, secret
 * PUSHER_SECRET or random per start: only this process signs and checks it).
 */
export function selectRealtime(env: NodeJS.ProcessEnv): Realtime {
  const { PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET, PUSHER_HOST } = env;
  if (PUSHER_APP_ID && PUSHER_KEY && PUSHER_SECRET && PUSHER_HOST) {
    const scheme = env.PUSHER_SCHEME === 'http' ? 'http' : 'https';
    return new PusherHttpRealtime({
      appId: PUSHER_APP_ID,
      key: PUSHER_KEY,
      secret: PUSHER_SECRET,
      host: PUSHER_HOST,
      scheme,
      ...(env.PUSHER_PORT ? { port: Number(env.PUSHER_PORT) } : {}),
      client: {
        ...(env.PUSHER_WS_HOST ? { ws_host: env.PUSHER_WS_HOST } : {}),
        ...(env.PUSHER_WS_PORT ? { ws_port: Number(env.PUSHER_WS_PORT) } : {}),
      },
    });
  }
  return new EmbeddedRealtime({
    key: PUSHER_KEY || DEFAULT_REALTIME_KEY,
    secret: PUSHER_SECRET || randomBytes(32).toString('base64url'),
  });
}

/**
 * The caller's real-time socket (`X-Socket-Id`, sent by a web app feature as
 * `headers: { 'X-Socket-Id': realtime.socketId }`), to pass as `excludeSocketId` so the caller does
 * not receive the echo of its own change. Undefined when absent or malformed.
 */
export function callerSocketId(header: string | undefined): string | undefined {
  return isValidSocketId(header) ? header : undefined;
}
