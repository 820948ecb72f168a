import type { Context, Hono } from 'hono';
import { isSessionLive } from '../auth/sessions';
import { verifyAccessToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/rows';
import type { Handlers } from '../http/bind';
import { type Locale, type MessageKey, resolveLocale, translate } from '../i18n';
import { parseChannel } from './channels';
import { channelKind, isValidChannelName, isValidSocketId } from './protocol';

export const BROADCASTING_AUTH_PATH = '/api/v1/broadcasting/auth';
/** Contract operations mounted here rather than through bindOperations (their answer is not the envelope). */
export const RAW_OPERATIONS = new Set(['authorizeChannel']);

/** `GET /api/p/realtime-config`: what pusher-js needs (public; the key is not a secret). */
export const realtimeConfigHandlers = {
  async getRealtimeConfig(ctx) {
    return { data: ctx.deps.realtime.clientConfig };
  },
} satisfies Handlers;

async function readBody(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const parsed: unknown = await c.req.json();
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    }
    // pusher-js's own ajax authorizer posts application/x-www-form-urlencoded.
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  } catch {
    return null;
  }
}

function envelopeError(c: Context, locale: Locale, status: 401 | 403 | 404, code: string, key: MessageKey) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'error', message: translate(locale, key), code }, status);
}

/** May this user listen on (and, for private/presence, send client events to) this channel? */
async function mayJoin(deps: AppDeps, user: UserRow, channel: string): Promise<boolean> {
  const target = parseChannel(channel);
  if (!target) return false;
  if (target.kind === 'user') return target.userUuid === user.uuid.toLowerCase();
  const rows = await deps.db.query<{ one: number }>(
    'SELECT 1 AS one FROM appointments WHERE reference_id = $1 AND (client_uuid = $2 OR partner_uuid = $2)',
    [target.referenceId, user.uuid],
  );
  return rows.length > 0;
}

/**
 * `POST /api/v1/broadcasting/auth` (operationId authorizeChannel): Pusher's channel authorization.
 * Bearer token required. Answers `{ auth, channel_data? }` as Pusher clients expect, not the envelope;
 * refusals are envelope errors (401, 403) and bad input a `fail` (422).
 */
export function mountBroadcastingAuth(app: Hono, deps: AppDeps): void {
  app.post(BROADCASTING_AUTH_PATH, async (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    const header = c.req.header('authorization');
    const now = deps.clock.now();
    const claims = header?.toLowerCase().startsWith('bearer ')
      ? await verifyAccessToken(deps.authSecret, header.slice(7).trim(), now.getTime())
      : null;
    if (!claims)
      return envelopeError(
        c,
        locale,
        401,
        'UNAUTHENTICATED',
        header ? 'auth.sessionExpired' : 'auth.unauthenticated',
      );
    const [user] = await deps.db.query<UserRow>('SELECT * FROM users WHERE uuid = $1', [claims.sub]);
    if (!user || !(await isSessionLive(deps.db, claims.sid, user.uuid, now)))
      return envelopeError(c, locale, 401, 'UNAUTHENTICATED', 'auth.sessionExpired');

    const body = await readBody(c);
    const socketId = body?.socket_id;
    const channel = body?.channel_name;
    const fields: Record<string, string[]> = {};
    if (!isValidSocketId(socketId))
      fields.socket_id = [translate(locale, socketId ? 'validation.invalid' : 'validation.required')];
    if (!isValidChannelName(channel))
      fields.channel_name = [translate(locale, channel ? 'validation.invalid' : 'validation.required')];
    if (!isValidSocketId(socketId) || !isValidChannelName(channel)) {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'fail', data: fields }, 422);
    }

    const kind = channelKind(channel);
    if (kind === 'public' || !(await mayJoin(deps, user, channel)))
      return envelopeError(c, locale, 403, 'FORBIDDEN', 'generic.processing');

    c.header('Cache-Control', 'no-store');
    if (kind === 'presence') {
      const channelData = JSON.stringify({
        user_id: user.uuid,
        user_info: { name: `${user.first_name} ${user.last_name}`.trim(), type: user.type },
      });
      return c.json({
        auth: deps.realtime.signer.sign(socketId, channel, channelData),
        channel_data: channelData,
      });
    }
    return c.json({ auth: deps.realtime.signer.sign(socketId, channel) });
  });
}
