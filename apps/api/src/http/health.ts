import type { Hono } from 'hono';
import type { Queryable } from '../db/database';

/**
 * Whether the process is on its way out. main.ts calls beginShutdown() on SIGTERM/SIGINT, so
 * /readyz answers 503 and a load balancer stops sending new requests while those in flight finish.
 */
export class Lifecycle {
  #shuttingDown = false;
  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }
  beginShutdown(): void {
    this.#shuttingDown = true;
  }
}

/** A database that does not answer within this is as good as down for routing traffic here. */
const READINESS_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Queryable): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operator's probes, outside /api and the contract (they are for the platform, not the app):
 * GET /healthz, liveness, 200 while the process can answer at all; GET /readyz, readiness, 200
 * when the database answers `SELECT 1`, 503 when it does not or once shutdown has begun.
 * Registered before the web app, whose catch-all would otherwise answer them with index.html.
 */
export function mountOperatorEndpoints(app: Hono, db: Queryable, lifecycle: Lifecycle): void {
  app.on(['GET', 'HEAD'], '/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' }, 200);
  });
  app.on(['GET', 'HEAD'], '/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) return c.json({ status: 'unavailable', reason: 'shutting_down' }, 503);
    if (!(await databaseAnswers(db))) return c.json({ status: 'unavailable', reason: 'database' }, 503);
    return c.json({ status: 'ready' }, 200);
  });
}
