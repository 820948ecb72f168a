import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { isLoopbackAddress } from '../src/http/devOutbox';
import { call, startServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  // A reset link for a seeded client sits in the outbox: what a guest must never read.
  const asked = await call(server.app, 'POST', '/api/v1/auth/password/forgot', {
    body: { email: 'noah@pawcall.test' },
  });
  expect(asked.status).toBeLessThan(300);
});
afterAll(() => server.close());

/** A request as the Node server hands it over: with the socket's peer address. */
function fromSocket(app: Hono, path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.request(
    `http://127.0.0.1:3000${path}`,
    { headers: { Host: '127.0.0.1:3000', ...headers } },
    { incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: 'IPv4' } } },
  );
}

const withOutbox = (devOutbox?: boolean) =>
  createApp({
    db: server.db,
    clock: server.clock,
    authSecret: 'test-secret',
    webDist: null,
    ...(devOutbox === undefined ? {} : { devOutbox }),
  }).app;

describe('dev outbox', () => {
  const previous = { NODE_ENV: process.env.NODE_ENV, DEV_OUTBOX: process.env.DEV_OUTBOX };
  afterEach(() => {
    process.env.NODE_ENV = previous.NODE_ENV;
    if (previous.DEV_OUTBOX === undefined) delete process.env.DEV_OUTBOX;
    else process.env.DEV_OUTBOX = previous.DEV_OUTBOX;
  });

  it('is off when nobody asked for it, even outside production (pnpm start sets no NODE_ENV)', async () => {
    delete process.env.NODE_ENV;
    delete process.env.DEV_OUTBOX;
    const app = withOutbox();
    for (const path of ['/dev/outbox.json?to=noah%40pawcall.test', '/dev/outbox']) {
      const response = await fromSocket(app, path, '127.0.0.1');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('reset-password');
    }
  });

  it('is on with DEV_OUTBOX=1 for a request from this machine', async () => {
    process.env.DEV_OUTBOX = '1';
    const response = await fromSocket(withOutbox(), '/dev/outbox.json?to=noah%40pawcall.test', '127.0.0.1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<{ link: string | null }> };
    expect(body.data[0]?.link).toContain('reset-password');
  });

  it('refuses a guest on another machine, whatever Host it names', async () => {
    const app = withOutbox(true);
    for (const path of ['/dev/outbox.json?to=noah%40pawcall.test', '/dev/outbox']) {
      const response = await fromSocket(app, path, '203.0.113.7');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('reset-password');
    }
    const localName = await fromSocket(app, '/dev/outbox.json', '198.51.100.4', { Host: 'localhost:3000' });
    expect(localName.status).toBe(404);
  });

  it('refuses a visitor a proxy on this machine forwards, with or without TRUST_PROXY', async () => {
    const app = withOutbox(true);
    const forwarded = await fromSocket(app, '/dev/outbox.json', '127.0.0.1', {
      'X-Forwarded-For': '203.0.113.7',
    });
    expect(forwarded.status).toBe(404);
    const standard = await fromSocket(app, '/dev/outbox', '::1', {
      Forwarded: 'for=203.0.113.7;proto=https',
    });
    expect(standard.status).toBe(404);
    const realIp = await fromSocket(app, '/dev/outbox', '127.0.0.1', { 'X-Real-IP': '203.0.113.7' });
    expect(realIp.status).toBe(404);
    const viaLoopbackProxy = await fromSocket(app, '/dev/outbox.json', '127.0.0.1', {
      'X-Forwarded-For': '127.0.0.1',
    });
    expect(viaLoopbackProxy.status).toBe(200);
  });

  it('refuses a public host name pointed at this machine (DNS rebinding from a web page)', async () => {
    const response = await fromSocket(withOutbox(true), '/dev/outbox.json', '127.0.0.1', {
      Host: 'attacker.example:3000',
    });
    expect(response.status).toBe(404);
  });

  it('knows loopback addresses in every spelling a socket reports', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '[::1]', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '203.0.113.7',
      '::ffff:203.0.113.7',
      '10.0.0.1',
      '::',
      'localhost',
      '',
      '127.0.0.1:80',
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});
