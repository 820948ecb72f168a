import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { Lifecycle } from '../src/http/health';
import { startServer, type TestServer } from './support';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await startServer();
  dist = mkdtempSync(path.join(tmpdir(), 'pawcall-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pawcall</title>');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('operator endpoints', () => {
  it('GET /healthz answers 200 while the process runs, even beside the web app', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist });
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers, then 503 once shutdown has begun', async () => {
    const lifecycle = new Lifecycle();
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist, lifecycle });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    lifecycle.beginShutdown();
    const stopping = await app.request('/readyz');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
    // Liveness is unaffected: the process is still up and finishing its work.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('GET /readyz answers 503 when the database does not answer', async () => {
    const db = await openDatabase({ pgliteDir: 'memory://' });
    await migrate(db);
    const { app } = createApp({ db, authSecret: 'x', webDist: null });
    expect((await app.request('/readyz')).status).toBe(200);
    await db.close();
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'database' });
  });

  it('are not part of the API: /api/healthz is an unknown call', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: null });
    expect((await app.request('/api/healthz')).status).toBe(404);
  });
});
