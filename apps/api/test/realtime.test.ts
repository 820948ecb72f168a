import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApiClients } from '@pawcall/api-client';
import { createRealtimeClient, type PresenceMember, type RealtimeClient } from '@pawcall/api-client/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EmbeddedRealtime } from '../src/realtime';
import { call, signIn, startServer, type TestServer } from './support';

// The real server on an ephemeral port: HTTP (Hono) and the Pusher-protocol endpoint share it.
let server: TestServer;
let http: ReturnType<typeof serve>;
let port = 0;
let realtime: EmbeddedRealtime;
let olivia: { token: string; uuid: string };
let chen: { token: string; uuid: string };
let noah: { token: string; uuid: string };
/** Olivia's upcoming appointment with Dr. Chen (seeded). */
let reference = '';
const openSockets: WebSocket[] = [];
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  server = await startServer();
  realtime = server.deps.realtime as EmbeddedRealtime;
  expect(realtime).toBeInstanceOf(EmbeddedRealtime);
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  realtime.attach(http as Server);
  port = (http.address() as AddressInfo).port;
  const o = await signIn(server.app, 'olivia@pawcall.test');
  const c = await signIn(server.app, 'dr.chen@pawcall.test');
  const n = await signIn(server.app, 'noah@pawcall.test');
  olivia = { token: o.token, uuid: o.user.uuid };
  chen = { token: c.token, uuid: c.user.uuid };
  noah = { token: n.token, uuid: n.user.uuid };
  const [row] = await server.db.query<{ reference_id: string }>(
    'SELECT reference_id FROM appointments WHERE client_uuid = $1 AND partner_uuid = $2 ORDER BY start_at DESC LIMIT 1',
    [olivia.uuid, chen.uuid],
  );
  if (!row) throw new Error('the seed has no appointment between Olivia and Dr. Chen');
  reference = row.reference_id;
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  for (const socket of openSockets) socket.terminate();
  await realtime.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

// ---------------------------------------------------------------- raw protocol helpers

interface Frame {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
}

/** A raw socket that queues every frame, with `next(event)` to await one. */
class RawClient {
  readonly frames: Frame[] = [];
  private waiters: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  closed: Promise<{ code: number; reason: string }>;
  socketId = '';

  constructor(readonly ws: WebSocket) {
    openSockets.push(ws);
    ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as Frame;
      const frame = {
        ...parsed,
        data: typeof parsed.data === 'string' ? tryParse(parsed.data) : parsed.data,
      };
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  next(event: string, channel?: string, timeoutMs = 3000): Promise<Frame> {
    const match = (f: Frame) => f.event === event && (channel === undefined || f.channel === channel);
    const queued = this.frames.findIndex(match);
    if (queued >= 0) return Promise.resolve(this.frames.splice(queued, 1)[0] as Frame);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  send(event: string, data: unknown, channel?: string) {
    this.ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  async subscribe(channel: string, auth?: { auth: string; channel_data?: string }) {
    this.send('pusher:subscribe', { channel, ...auth });
  }
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function connectRaw(query = 'protocol=7&client=js&version=8.6.0', key = 'pawcall'): Promise<RawClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`);
  const client = new RawClient(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return client;
}

async function connected(): Promise<RawClient> {
  const client = await connectRaw();
  const established = await client.next('pusher:connection_established');
  client.socketId = (established.data as { socket_id: string }).socket_id;
  return client;
}

async function authorize(token: string | undefined, socketId: string, channel: string, form = false) {
  if (form) {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/broadcasting/auth`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    return { status: response.status, body: await response.json() };
  }
  return call(server.app, 'POST', '/api/v1/broadcasting/auth', {
    ...(token ? { token } : {}),
    body: { socket_id: socketId, channel_name: channel },
  });
}

// ---------------------------------------------------------------- the protocol

describe('connection', () => {
  it('answers connection_established with a socket id and the activity timeout, on the HTTP port', async () => {
    const client = await connectRaw();
    const established = await client.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    client.ws.close();
  });

  it('closes with 4001 for an unknown app key and 4006/4007 for a bad protocol version', async () => {
    const wrongKey = await connectRaw(undefined, 'nope');
    expect((await wrongKey.next('pusher:error')).data).toMatchObject({ code: 4001 });
    expect((await wrongKey.closed).code).toBe(4001);
    const noVersion = await connectRaw('client=js');
    expect((await noVersion.closed).code).toBe(4006);
    const future = await connectRaw('protocol=99');
    expect((await future.closed).code).toBe(4007);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await connected();
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    client.ws.close();
  });
});

describe('POST /api/v1/broadcasting/auth', () => {
  it("signs the user's own private channel, in Pusher's shape (no envelope)", async () => {
    const result = await authorize(olivia.token, '123.456', `private-user-${olivia.uuid}`);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ auth: expect.stringMatching(/^pawcall:[0-9a-f]{64}$/) });
  });

  it('accepts the form body pusher-js posts by default', async () => {
    const result = await authorize(olivia.token, '123.456', `private-user-${olivia.uuid}`, true);
    expect(result.status).toBe(200);
    expect(result.body.auth).toMatch(/^pawcall:/);
  });

  it("refuses someone else's channel, unknown channels and public ones (403), and no token (401)", async () => {
    expect((await authorize(noah.token, '1.2', `private-user-${olivia.uuid}`)).status).toBe(403);
    expect((await authorize(noah.token, '1.2', `presence-appointment-${reference}`)).status).toBe(403);
    expect((await authorize(noah.token, '1.2', 'private-something-else')).status).toBe(403);
    expect((await authorize(noah.token, '1.2', 'public-news')).status).toBe(403);
    const anonymous = await authorize(undefined, '1.2', `private-user-${olivia.uuid}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: 'error', code: 'UNAUTHENTICATED' });
  });

  it('answers 422 fail for a malformed socket id or channel name', async () => {
    const result = await authorize(olivia.token, 'abc', 'private-user-!');
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      status: 'fail',
      data: { socket_id: [expect.any(String)], channel_name: [expect.any(String)] },
    });
  });

  it("gives the appointment's client and partner presence data with name and type", async () => {
    const client = await authorize(olivia.token, '1.2', `presence-appointment-${reference}`);
    expect(client.status).toBe(200);
    expect(JSON.parse(client.body.channel_data)).toEqual({
      user_id: olivia.uuid,
      user_info: { name: expect.stringMatching(/^Olivia /), type: 'CLIENT' },
    });
    const partner = await authorize(chen.token, '1.2', `private-appointment-${reference}`);
    expect(partner.status).toBe(200);
    expect(partner.body.channel_data).toBeUndefined();
  });
});

describe('subscriptions and events', () => {
  it('accepts a signed private subscription and refuses a forged one', async () => {
    const client = await connected();
    const channel = `private-user-${olivia.uuid}`;
    const { body } = await authorize(olivia.token, client.socketId, channel);
    await client.subscribe(channel, body);
    await client.next('pusher_internal:subscription_succeeded', channel);

    const other = await connected();
    // A signature for another socket does not open the channel for this one.
    await other.subscribe(channel, body);
    const refused = await other.next('pusher:subscription_error', channel);
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });
    await other.subscribe(channel);
    await other.next('pusher:subscription_error', channel);
    expect(realtime.stats().channels[channel]).toBe(1);
    client.ws.close();
    other.ws.close();
  });

  it('delivers server triggers to subscribers, except the excluded socket', async () => {
    const a = await connected();
    const b = await connected();
    const channel = `private-user-${olivia.uuid}`;
    for (const client of [a, b]) {
      await client.subscribe(channel, (await authorize(olivia.token, client.socketId, channel)).body);
      await client.next('pusher_internal:subscription_succeeded', channel);
    }
    await realtime.trigger(channel, 'notification.created', { uuid: 'n1', title: 'Hello' });
    for (const client of [a, b]) {
      expect((await client.next('notification.created', channel)).data).toEqual({
        uuid: 'n1',
        title: 'Hello',
      });
    }
    await realtime.trigger([channel], 'notification.read', { uuid: 'n1' }, { excludeSocketId: a.socketId });
    expect((await b.next('notification.read', channel)).data).toEqual({ uuid: 'n1' });
    await expect(a.next('notification.read', channel, 300)).rejects.toThrow();
    await expect(realtime.trigger('bad channel!', 'x', {})).rejects.toThrow(/Invalid channel/);
    await expect(realtime.trigger(channel, 'x', 'y'.repeat(20_000))).rejects.toThrow(/bytes/);
    a.ws.close();
    b.ws.close();
  });

  it('relays client events between the two sides of a presence channel, with member events', async () => {
    const channel = `presence-appointment-${reference}`;
    const client = await connected();
    const partner = await connected();
    await client.subscribe(channel, (await authorize(olivia.token, client.socketId, channel)).body);
    const first = await client.next('pusher_internal:subscription_succeeded', channel);
    expect(first.data).toMatchObject({ presence: { count: 1, ids: [olivia.uuid] } });

    await partner.subscribe(channel, (await authorize(chen.token, partner.socketId, channel)).body);
    const second = await partner.next('pusher_internal:subscription_succeeded', channel);
    expect(second.data).toMatchObject({ presence: { count: 2 } });
    expect((second.data as { presence: { hash: Record<string, unknown> } }).presence.hash[chen.uuid]).toEqual(
      {
        name: expect.stringMatching(/Chen/),
        type: 'PARTNER',
      },
    );
    const added = await client.next('pusher_internal:member_added', channel);
    expect(added.data).toMatchObject({ user_id: chen.uuid, user_info: { type: 'PARTNER' } });

    // WebRTC signalling: an offer from the client reaches the partner (not the sender), with user_id.
    client.send('client-signal', { type: 'offer', sdp: 'v=0...' }, channel);
    const offer = await partner.next('client-signal', channel);
    expect(offer.data).toEqual({ type: 'offer', sdp: 'v=0...' });
    expect(offer.user_id).toBe(olivia.uuid);
    await expect(client.next('client-signal', channel, 300)).rejects.toThrow();

    // Client events need a subscription to that channel.
    const outsider = await connected();
    outsider.send('client-signal', { type: 'offer' }, channel);
    expect((await outsider.next('pusher:error')).data).toMatchObject({ code: null });

    // Unsubscribing leaves the room: the other side hears member_removed.
    partner.send('pusher:unsubscribe', { channel });
    expect((await client.next('pusher_internal:member_removed', channel)).data).toEqual({
      user_id: chen.uuid,
    });
    await realtime.trigger(channel, 'session.updated', {});
    await client.next('session.updated', channel);
    await expect(partner.next('session.updated', channel, 300)).rejects.toThrow();
    for (const socket of [client, partner, outsider]) socket.ws.close();
  });

  it('refuses client events on public channels', async () => {
    const client = await connected();
    await client.subscribe('lobby');
    await client.next('pusher_internal:subscription_succeeded', 'lobby');
    client.send('client-hello', {}, 'lobby');
    await client.next('pusher:error');
    client.ws.close();
  });
});

// ---------------------------------------------------------------- the web app's client (real pusher-js)

function realtimeClient(token: string, seen: Request[] = [], reconnectDelayMs?: number): RealtimeClient {
  const apiClients = createApiClients({
    origin: `http://127.0.0.1:${port}`,
    getAccessToken: () => token,
    getLocale: () => 'fr-CA',
    getTimeZone: () => 'America/Toronto',
    getCookies: () => '',
    fetch: (request) => {
      seen.push(request.clone());
      return globalThis.fetch(request);
    },
  });
  const client = createRealtimeClient({
    clients: apiClients,
    key: 'pawcall',
    wsHost: '127.0.0.1',
    wsPort: port,
    ...(reconnectDelayMs !== undefined ? { reconnectDelayMs } : {}),
  });
  clients.push(client);
  return client;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function until<T>(promise: Promise<T>, ms = 5000, what = 'event'): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);
}

describe('createRealtimeClient (pusher-js)', () => {
  it('authorizes through the API client with the spec headers and receives server events', async () => {
    const seen: Request[] = [];
    const client = realtimeClient(olivia.token, seen);
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));
    const subscribed = deferred();
    const received = deferred<unknown>();
    const channel = `private-user-${olivia.uuid}`;
    client.subscribe(channel, {
      onSubscribed: () => subscribed.resolve(),
      events: { 'notification.created': (data) => received.resolve(data) },
    });
    await until(subscribed.promise, 5000, 'subscription');
    expect(client.state).toBe('connected');
    expect(states).toContain('connecting');
    expect(client.socketId).toMatch(/^\d+\.\d+$/);

    const auth = seen.find((request) => request.url.endsWith('/api/v1/broadcasting/auth'));
    expect(auth?.headers.get('authorization')).toBe(`Bearer ${olivia.token}`);
    expect(auth?.headers.get('x-locale')).toBe('fr-CA');
    expect(auth?.headers.get('x-timezone')).toBe('America/Toronto');
    expect(auth?.headers.get('x-platform')).toBe('WEB');

    await realtime.trigger(channel, 'notification.created', { uuid: 'n2' });
    expect(await until(received.promise)).toEqual({ uuid: 'n2' });
    client.disconnect();
  });

  it('reports a refused channel through onError', async () => {
    const client = realtimeClient(noah.token);
    const failed = deferred<{ status?: number }>();
    client.subscribe(`private-user-${olivia.uuid}`, { onError: (error) => failed.resolve(error) });
    expect(await until(failed.promise)).toMatchObject({ type: 'AuthError', status: 403 });
    client.disconnect();
  });

  it('relays client events on the presence channel and tracks members; unsubscribe leaves', async () => {
    const channel = `presence-appointment-${reference}`;
    const patient = realtimeClient(olivia.token);
    const vet = realtimeClient(chen.token);
    const patientIn = deferred<PresenceMember[]>();
    const vetJoined = deferred<PresenceMember>();
    const answer = deferred<{ data: unknown; userId?: string }>();
    const offer = deferred<{ data: unknown; userId?: string }>();
    const vetLeft = deferred<PresenceMember>();
    patient.subscribe(channel, {
      onSubscribed: (members) => patientIn.resolve(members),
      onMemberAdded: (member) => vetJoined.resolve(member),
      onMemberRemoved: (member) => vetLeft.resolve(member),
      events: {
        'client-answer': (data, meta) =>
          answer.resolve({ data, ...(meta.userId ? { userId: meta.userId } : {}) }),
      },
    });
    expect((await until(patientIn.promise)).map((m) => m.id)).toEqual([olivia.uuid]);

    const vetIn = deferred<PresenceMember[]>();
    const leave = vet.subscribe(channel, {
      onSubscribed: (members) => vetIn.resolve(members),
      events: {
        'client-offer': (data, meta) =>
          offer.resolve({ data, ...(meta.userId ? { userId: meta.userId } : {}) }),
      },
    });
    expect((await until(vetIn.promise)).map((m) => m.id).sort()).toEqual([olivia.uuid, chen.uuid].sort());
    expect(await until(vetJoined.promise)).toMatchObject({ id: chen.uuid, info: { type: 'PARTNER' } });

    expect(patient.trigger(channel, 'client-offer', { sdp: 'offer' })).toBe(true);
    expect(await until(offer.promise)).toEqual({ data: { sdp: 'offer' }, userId: olivia.uuid });
    expect(vet.trigger(channel, 'client-answer', { sdp: 'answer' })).toBe(true);
    expect(await until(answer.promise)).toEqual({ data: { sdp: 'answer' }, userId: chen.uuid });
    expect(patient.members(channel)).toHaveLength(2);

    leave();
    expect(await until(vetLeft.promise)).toMatchObject({ id: chen.uuid });
    expect(realtime.stats().channels[channel]).toBe(1);
    patient.disconnect();
    vet.disconnect();
  });

  it('reconnects 2 s after a drop and calls onResync once the channel is back', async () => {
    const client = realtimeClient(olivia.token);
    const channel = `private-user-${olivia.uuid}`;
    const subscribed = deferred();
    const resynced = deferred();
    const received: unknown[] = [];
    client.subscribe(channel, {
      onSubscribed: () => subscribed.resolve(),
      onResync: () => resynced.resolve(),
      events: { 'appointment.updated': (data) => received.push(data) },
    });
    await until(subscribed.promise);
    const firstSocket = client.socketId;

    const droppedAt = Date.now();
    realtime.terminateAll();
    await until(resynced.promise, 8000, 'resync');
    const elapsed = Date.now() - droppedAt;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(6000);
    expect(client.state).toBe('connected');
    expect(client.socketId).not.toBe(firstSocket);

    await realtime.trigger(channel, 'appointment.updated', { reference_id: reference });
    await until(
      new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (received.length > 0) {
            clearInterval(poll);
            resolve();
          }
        }, 20);
      }),
    );
    expect(received).toEqual([{ reference_id: reference }]);
    client.disconnect();
  });
});
