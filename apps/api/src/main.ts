import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { isE164 } from '@pawcall/domain';
import { DEFAULT_WEB_DIST, createApp } from './app';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed';
import { resolveAuthSecret } from './db/settings';
import { systemClock } from './deps';
import { startScheduledJobs } from './domain/jobs';
import { Lifecycle } from './http/health';
import { createLogger } from './http/log';
import { selectPaymentProvider } from './payments';
import { selectRealtime } from './realtime';

const startedAt = performance.now();
const env = process.env;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';
const pgliteDir = env.PGLITE_DIR ?? path.join(apiRoot, '.data/pglite');
// LOG_LEVEL: debug, info (default), warn, error or silent.
const logger = createLogger();
const lifecycle = new Lifecycle();
/** How long requests in flight may take to finish after SIGTERM/SIGINT before they are cut. */
const shutdownGraceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);

const db = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir });
const applied = await migrate(db);
if (applied.length > 0) logger.info('applied migrations', { migrations: applied });
if (env.SEED !== '0' && (await isEmpty(db))) {
  await seed(db, systemClock);
  logger.info('seeded demo data (password for every demo account: Pawcall123)');
}

const { paymentProvider, clientConfig: paymentsConfig } = selectPaymentProvider(env, db, systemClock);
const dialInNumber = env.DIAL_IN_NUMBER?.trim() || null;
// A wrong number shown to clients is worse than none: refuse to start with one that is not E.164.
if (dialInNumber && !isE164(dialInNumber))
  throw new Error(`DIAL_IN_NUMBER must be an E.164 number such as +15550100199, not "${dialInNumber}".`);
const realtime = selectRealtime(env);
const { app, deps } = createApp({
  db,
  clock: systemClock,
  paymentProvider,
  paymentsConfig,
  realtime,
  authSecret: await resolveAuthSecret(db, env.AUTH_SECRET),
  cookieSecure: env.COOKIE_SECURE === '1',
  trustProxy: env.TRUST_PROXY === '1',
  webDist: env.WEB_DIST ?? DEFAULT_WEB_DIST,
  dialInNumber,
  // Off unless DEV_OUTBOX=1: it shows every sign-in code and reset link (see http/devOutbox.ts).
  devOutbox: env.DEV_OUTBOX === '1',
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
  logger,
  lifecycle,
});
// "Auto follow-up within 24 hours" and "Client reminder 10 minutes before via text and email".
const stopScheduledJobs = startScheduledJobs(deps);

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const database = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${pgliteDir}`;
  logger.info(`listening on http://${host}:${info.port}`, {
    port: info.port,
    database,
    payments: paymentProvider.name,
    realtime: realtime.name,
    startup_s: Number(seconds),
  });
});
// The embedded Pusher-protocol endpoint (/app/{key}) shares the HTTP port; a no-op with Pusher/soketi.
realtime.attach(server as Server);

let stopping = false;
/**
 * Graceful shutdown: /readyz turns 503 so the load balancer stops routing here, the server stops
 * accepting connections, requests in flight get up to shutdownGraceMs to finish, then the
 * real-time sockets and the database close and the process exits 0.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.beginShutdown();
  const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  // Keep-alive connections with no request in flight would hold close() open.
  (server as Server).closeIdleConnections();
  logger.info('shutting down: no new connections', { signal, grace_ms: shutdownGraceMs });
  stopScheduledJobs();
  // Open websockets would too; pusher-js reconnects to another instance.
  await realtime.close();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    drained,
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), shutdownGraceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!finished) {
    logger.warn('requests still running after the grace period; closing their connections');
    (server as Server).closeAllConnections();
  }
  // PGlite flushes its data directory on close; skipping this can lose the last writes.
  await db.close();
  logger.info('stopped', { signal });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
