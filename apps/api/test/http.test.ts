import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { resolveLocale } from '../src/i18n';
import { call, startServer, type TestServer } from './support';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await startServer();
  dist = mkdtempSync(path.join(tmpdir(), 'pawcall-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pawcall</title>');
  writeFileSync(path.join(dist, 'assets', 'index-DkF93kLq.js'), 'console.log("app")');
  writeFileSync(
    path.join(dist, 'assets', 'index-DkF93kLq.js.map'),
    '{"version":3,"sourcesContent":["secret"]}',
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('envelope and locale', () => {
  it('answers an unknown API path with a 404 error envelope, never the web app', async () => {
    const result = await call(server.app, 'GET', '/api/v1/nowhere');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: "We couldn't find what you were looking for.",
    });
  });

  it('reads X-Locale first, then Accept-Language, then falls back to en-US', () => {
    expect(resolveLocale('fr-CA', 'en-GB')).toBe('fr-CA');
    expect(resolveLocale(undefined, 'de-DE, en-GB;q=0.8')).toBe('en-GB');
    expect(resolveLocale(undefined, 'fr')).toBe('fr-CA');
    expect(resolveLocale('xx', undefined)).toBe('en-US');
    expect(resolveLocale(undefined, undefined)).toBe('en-US');
  });

  it('refuses unreadable JSON with a fail envelope', async () => {
    const response = await server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { body: ["We couldn't read this request. Please try again."] },
    });
  });
});

describe('migrations', () => {
  it('are recorded and not run twice', async () => {
    expect(await migrate(server.db)).toEqual([]);
    const rows = await server.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toContain('001_initial.sql');
  });
});

describe('web app', () => {
  it('serves files, caches hashed assets forever and falls back to index.html for routes', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist, validateResponses: true });
    const asset = await app.request('/assets/index-DkF93kLq.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');

    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');

    const route = await app.request('/cx/appointments/ABC1234');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Pawcall</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');

    const traversal = await app.request('/..%2f..%2fpackage.json');
    expect(await traversal.text()).toContain('<title>Pawcall</title>');

    const missingAsset = await app.request('/assets/old-Aa11Bb22.js');
    expect(missingAsset.status).toBe(404);

    const api = await app.request('/api/p/partners/dr-emily-chen');
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('sends a page’s plain form POST (sent before the app took over) back to the page, and leaves the API’s POSTs alone', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist, validateResponses: true });
    const early = await app.request('/auth/login?redirect=%2Fcx', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=olivia%40pawcall.test&password=secret',
    });
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toBe('/auth/login?redirect=%2Fcx');
    const api = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(api.status).toBe(401);
  });

  it('never serves the build’s source maps, however the path is spelled', async () => {
    const { app } = createApp({ db: server.db, authSecret: 'x', webDist: dist, validateResponses: true });
    for (const spelling of [
      '/assets/index-DkF93kLq.js.map',
      '/assets/index-DkF93kLq.js.MAP',
      '/assets/index-DkF93kLq.js.map/',
      '/assets/./index-DkF93kLq.js.map',
      '/assets/index-DkF93kLq.js%2Emap',
    ]) {
      const response = await app.request(spelling);
      expect(response.status, spelling).toBe(404);
      expect(await response.text(), spelling).not.toContain('sourcesContent');
    }
  });
});
