import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './serverBundle';
const WEB_PAGE = '<!doctype html><title>Pawcall web app</title><div id="root"></div>';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      return await fetch(`${origin}/readyz`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * What `pnpm start` runs: the server bundled by build.config.ts, started by plain Node (no
 * TypeScript runner), on an empty embedded database, so it migrates from the SQL files shipped
 * beside the bundle and loads the demo data.
 */
describe('the production server bundle, run by node', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'pawcall-bundle-'));
  let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
  const webDist = path.join(scratch, 'web');
  let child: ChildProcess | undefined;
  let origin = '';
  let output = '';
  let ready: Response;

  beforeAll(async () => {
    bundle = await buildServerBundle();
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), WEB_PAGE);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _embedded, SEED: _seeded, ...inherited } = process.env;
    child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      cwd: scratch,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: path.join(scratch, 'pglite'),
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    ready = await waitUntilReady(origin, child, () => output);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
    bundle?.remove();
  });

  it('answers ready once migrated', async () => {
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the web app at / and on its client-side routes', async () => {
    for (const url of ['/', '/auth/login']) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(WEB_PAGE);
    }
  });

  it('signs a demo client in', async () => {
    const response = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'olivia@pawcall.test', password: 'Pawcall123' }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'success', data: { access_token: expect.any(String) } });
    const me = await fetch(`${origin}/api/v1/profile`, {
      headers: { Authorization: `Bearer ${body.data.access_token}` },
    });
    expect(me.status).toBe(200);
  });
});
