import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { createLogger, logLevelFromEnv } from '../src/http/log';
import { signIn, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** An app whose log lines are collected, parsed, instead of written to stdout. */
function loggedApp() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', write: (line) => lines.push(line) });
  const { app } = createApp({
    db: server.db,
    authSecret: 'test-secret',
    webDist: null,
    logger,
    trustProxy: true,
    devOutbox: true,
  });
  return { app, lines, entries: () => lines.map((line) => JSON.parse(line)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request log', () => {
  it('writes one JSON line per request: method, path, status, duration and request id', async () => {
    const { app, entries } = loggedApp();
    const response = await app.request('/api/p/partners/search?q=chen&page=2');
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    const logged = entries();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/p/partners/search',
      status: 200,
      request_id: requestId,
    });
    expect(logged[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('keeps a valid incoming X-Request-Id and replaces one that is not a plain token', async () => {
    const { app, entries } = loggedApp();
    const kept = await app.request('/api/p/partners/search', {
      headers: { 'X-Request-Id': 'lb-7f3a9c21.0042' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21.0042');
    const forged = await app.request('/api/p/partners/search', {
      headers: { 'X-Request-Id': '"} {"level":"error","msg":"forged' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    expect(entries().map((entry) => entry.request_id)).toEqual([
      'lb-7f3a9c21.0042',
      forged.headers.get('x-request-id'),
    ]);
  });

  it('logs errors and unknown paths too, each with its status', async () => {
    const { app, entries } = loggedApp();
    await app.request('/api/v1/nowhere');
    await app.request('/api/v1/profile');
    expect(entries().map((entry) => [entry.path, entry.status])).toEqual([
      ['/api/v1/nowhere', 404],
      ['/api/v1/profile', 401],
    ]);
  });

  it('never logs bodies, cookies, Authorization, tokens, emails or query strings', async () => {
    const { app, lines } = loggedApp();
    const email = 'olivia@pawcall.test';
    const { token, cookie } = await signIn(app, email, 'Pawcall123', '198.51.100.77');
    await app.request(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    await app.request('/api/v1/profile', {
      headers: { Authorization: `Bearer ${token}`, Cookie: cookie },
    });
    expect(lines.length).toBe(3);
    const text = lines.join('\n');
    // The session cookie's value, not its attributes (Path and the like are not secret).
    const cookieValue = cookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';
    expect(cookieValue.length).toBeGreaterThan(8);
    for (const secret of [
      email,
      encodeURIComponent(email),
      'Pawcall123',
      token,
      'Bearer',
      'to=',
      cookieValue,
    ])
      expect(text).not.toContain(secret);
  });

  it('is silent under the test runner unless LOG_LEVEL says otherwise, and filters by level', () => {
    expect(logLevelFromEnv({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelFromEnv({})).toBe('info');
    expect(logLevelFromEnv({ LOG_LEVEL: 'WARN', NODE_ENV: 'test' })).toBe('warn');
    expect(logLevelFromEnv({ LOG_LEVEL: 'chatty' })).toBe('info');
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (line) => lines.push(line) });
    logger.info('not shown');
    logger.warn('shown', { attempt: 2 });
    logger.error('failed', { error: new Error('boom') });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 'warn', msg: 'shown', attempt: 2 },
      { level: 'error', msg: 'failed', error: { name: 'Error', message: 'boom' } },
    ]);
  });
});
