import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3197);
let server: ChildProcess | undefined;

/** A fresh database for every run: on PostgreSQL when E2E_DATABASE_URL is set (races are only real there). */
async function freshPostgres(adminUrl: string): Promise<string> {
  const url = new URL(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS pawcall_e2e WITH (FORCE)');
  await admin.query('CREATE DATABASE pawcall_e2e');
  await admin.end();
  url.pathname = '/pawcall_e2e';
  return url.toString();
}

async function waitForServer(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/p/partners/search`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${origin} within 90 s`);
}

export default async function setup(project: TestProject) {
  // The journeys run against what `pnpm start` runs: the built web app, served by the server's
  // bundle under plain Node.
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/main.js']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`pnpm build\` before the end-to-end tests`);
    }
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // One JSON line per request would bury the test report; LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The journeys read emailed and texted codes from the dev outbox (/dev/outbox.json): it is off
    // unless asked for, and then answers only this machine (the tests fetch 127.0.0.1 directly).
    DEV_OUTBOX: '1',
    PGLITE_DIR: mkdtempSync(path.join(tmpdir(), 'pawcall-e2e-')),
  };
  // Sign-in journeys (e2e/signin.e2e.ts): an organisation whose OpenID Connect provider the test
  // starts on E2E_OIDC_PORT, and Sign in with Apple verified against a key pair made here.
  const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
  env.SSO_ORGANIZATIONS = JSON.stringify([
    {
      slug: 'e2e-vets',
      name: 'E2E Veterinary Group',
      issuer: oidcIssuer,
      client_id: 'pawcall-e2e',
      client_secret: 'e2e-secret',
      authorization_endpoint: `${oidcIssuer}/authorize`,
      token_endpoint: `${oidcIssuer}/token`,
      jwks_uri: `${oidcIssuer}/jwks`,
    },
  ]);
  const apple = generateKeyPairSync('rsa', { modulusLength: 2048 });
  env.APPLE_CLIENT_ID = 'com.pawcall.e2e';
  env.APPLE_JWKS = JSON.stringify({
    keys: [{ ...apple.publicKey.export({ format: 'jwk' }), kid: 'e2e-apple', alg: 'RS256', use: 'sig' }],
  });
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = await freshPostgres(process.env.E2E_DATABASE_URL);
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  await waitForServer(origin, server);
  console.log(
    `e2e server on ${origin} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) answered after ${Date.now() - started} ms`,
  );
  project.provide('origin', origin);
  project.provide('oidcPort', oidcPort);
  project.provide('applePrivateKey', apple.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  project.provide('database', env.DATABASE_URL ? 'postgres' : 'pglite');
  return async () => {
    server?.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    database: 'postgres' | 'pglite';
    oidcPort: number;
    applePrivateKey: string;
  }
}
