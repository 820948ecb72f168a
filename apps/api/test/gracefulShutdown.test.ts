import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from './serverBundle';

let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
beforeAll(async () => {
  bundle = await buildServerBundle();
}, 120_000);
afterAll(() => bundle?.remove());

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Every log line so far, parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: log lines are free-form JSON, asserted on loosely.
  logs: any[];
  /** Resolves with the first log line whose msg starts with `prefix`. */
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  logged(prefix: string): Promise<any>;
  exited: Promise<number | null>;
}

const started: Array<{ child: ChildProcess; dir: string }> = [];
afterEach(() => {
  for (const { child, dir } of started.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * `pnpm start`'s server (the bundle of src/main.ts, run by Node, which receives the signals itself),
 * on an empty embedded database in a temporary directory.
 */
async function startMain(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!bundle) throw new Error('the server bundle is not built');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pawcall-shutdown-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [bundle.main], {
    cwd: dir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dir, 'pglite'),
      SEED: '0',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dir });
  const logs: RunningServer['logs'] = [];
  const waiters: Array<() => void> = [];
  // info on stdout, warn and error on stderr: one log, read from both.
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line));
      for (const wake of waiters.splice(0)) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  const logged = (prefix: string) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const found = logs.find((entry) => String(entry.msg).startsWith(prefix));
        if (found) return resolve(found);
        if (child.exitCode !== null) return reject(new Error(`the server exited before logging "${prefix}"`));
        waiters.push(look);
      };
      look();
    });
  await logged('listening');
  return { child, port, logs, logged, exited };
}

/**
 * A sign-in whose body arrives in two parts: the request is in flight (the server has its headers
 * and is waiting for the rest) until `finish` is called.
 */
function slowSignIn(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/auth/login',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** GET on a fresh connection; resolves with the status, rejects when nothing accepts it. */
function get(port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown of the server process', () => {
  it('on SIGTERM stops accepting connections, finishes the request in flight and exits 0', async () => {
    const server = await startMain();
    const inFlight = slowSignIn(server.port);
    // Answered on a second connection, so the server has accepted the first one by now.
    expect(await get(server.port, '/healthz')).toBe(200);

    server.child.kill('SIGTERM');
    await server.logged('shutting down');
    await expect(get(server.port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);

    inFlight.finish();
    const answer = await inFlight.answer;
    // The sign-in was handled to the end: an unknown account's answer, in the envelope.
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error' });
    expect(await server.exited).toBe(0);
    expect(server.logs.map((entry) => entry.msg)).toContain('stopped');
  }, 120_000);

  it('does not wait past the grace period for a request that never finishes, and still exits 0', async () => {
    const server = await startMain({ SHUTDOWN_GRACE_MS: '300' });
    const stuck = slowSignIn(server.port);
    const cut = stuck.answer.then(
      () => 'answered',
      () => 'cut',
    );
    expect(await get(server.port, '/healthz')).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await cut).toBe('cut');
    expect(server.logs.map((entry) => entry.msg)).toContain(
      'requests still running after the grace period; closing their connections',
    );
  }, 120_000);
});
