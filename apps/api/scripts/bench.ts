/**
 * `pnpm bench:api` (apps/api/scripts/bench.ts): how the public booking endpoints hold up with a full directory. Seeds
 * BENCH_VETS listed vets (1,000) with licences, weekly hours and a year of booked appointments
 * into a scratch database (PGlite in a temporary directory, or a throwaway schema on DATABASE_URL),
 * serves the API in this process on a free port, and loads each endpoint in turn from a worker
 * thread with BENCH_CONNECTIONS (50) keep-alive connections for BENCH_SECONDS (10) each: the
 * vet search, one vet's availability over 7 days, starting a quote, and /healthz, which does
 * nothing and so shows what the machine can do at all. Prints requests/s, p50 and p95 per
 * endpoint, and each one's requests/s as a share of /healthz's. A benchmark, not a test: it
 * asserts nothing, but an endpoint answering anything but its success status is reported.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createLogger } from '../src/http/log';

const env = process.env;
const VETS = Number(env.BENCH_VETS ?? 1000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
/** Booked appointments per vet and week, over the past half year and the next. */
const BOOKED_PER_WEEK = 2;
const DAY_MS = 86_400_000;

interface Scratch {
  db: Database;
  label: string;
  drop(): Promise<void>;
}

async function scratchDatabase(): Promise<Scratch> {
  const url = env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pawcall-bench-'));
    const db = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
    return {
      db,
      label: 'PGlite (embedded, in a temporary directory)',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // The same throwaway schema as the API tests (apps/api/test/support.ts), so the database is left as found.
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: url, searchPath: `${schema},public` });
  return {
    db,
    label: `PostgreSQL (schema ${schema}, dropped afterwards)`,
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/**
 * VETS listed vets in four time zones, two licences each, open Monday to Friday 9:00 to 17:00
 * (some also Saturday morning) in their own zone, each with BOOKED_PER_WEEK appointments a week
 * from 26 weeks ago to 26 weeks ahead (completed before now, confirmed after).
 */
async function seedDirectory(db: Database, now: Date): Promise<void> {
  const zones = "ARRAY['America/Toronto','America/Vancouver','America/New_York','Europe/London']";
  await db.query(
    `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name,
                        designation, timezone, created_at)
     SELECT md5('bench-vet-' || i)::uuid, 'PARTNER', 'ACTIVE', 'bench.vet' || i || '@pawcall.test', true, 'x',
            (ARRAY['Ava','Ben','Chloe','Dev','Emma','Farid','Grace','Hugo','Iris','Jon'])[1 + i % 10],
            'Vet' || lpad(i::text, 5, '0'), CASE WHEN i % 5 = 0 THEN 'TECH' ELSE 'VET' END,
            (${zones})[1 + i % 4], $2
     FROM generate_series(1, $1::int) AS i`,
    [VETS, now],
  );
  await db.query(
    `INSERT INTO partners (user_uuid, uri_slug, rate_cents, currency, species_treated, rating, rating_count)
     SELECT md5('bench-vet-' || i)::uuid, 'bench-vet-' || i, 5000 + (i % 10) * 500,
            (ARRAY['CAD','CAD','USD','GBP'])[1 + i % 4],
            CASE WHEN i % 3 = 0 THEN ARRAY['DOG','CAT'] WHEN i % 3 = 1 THEN ARRAY['DOG'] ELSE ARRAY['CAT','OTHER'] END,
            round(1 + (i % 41) / 10.0, 1), i % 200
     FROM generate_series(1, $1::int) AS i`,
    [VETS],
  );
  await db.query(
    `INSERT INTO licences (uuid, partner_uuid, jurisdiction, country, number, expires_on)
     SELECT md5('bench-licence-' || i || '-' || k)::uuid, md5('bench-vet-' || i)::uuid,
            (ARRAY['ON','BC','QC','AB','NY','CA','TX','ENG'])[1 + (i + k * 3) % 8],
            (ARRAY['CA','CA','CA','CA','US','US','US','GB'])[1 + (i + k * 3) % 8],
            'L' || i || '-' || k, ($2::timestamptz + interval '1 year')::date
     FROM generate_series(1, $1::int) AS i, generate_series(0, 1) AS k`,
    [VETS, now],
  );
  await db.query(
    `INSERT INTO availability_rules (uuid, partner_uuid, weekday, start_minute, end_minute)
     SELECT md5('bench-rule-' || i || '-' || d)::uuid, md5('bench-vet-' || i)::uuid, d,
            CASE WHEN d = 6 THEN 540 ELSE 540 END, CASE WHEN d = 6 THEN 720 ELSE 1020 END
     FROM generate_series(1, $1::int) AS i, generate_series(1, 6) AS d
     WHERE d < 6 OR i % 4 = 0`,
    [VETS],
  );
  // One client, pet and quote stand behind every booked appointment: only the vets' calendars matter here.
  await db.query(
    `INSERT INTO users (uuid, type, status, email, password_hash, first_name, last_name, created_at)
     VALUES (md5('bench-client')::uuid, 'CLIENT', 'ACTIVE', 'bench.client@pawcall.test', 'x', 'Bench', 'Client', $1)`,
    [now],
  );
  await db.query(
    `INSERT INTO pets (uuid, owner_uuid, name, species, created_at)
     VALUES (md5('bench-pet')::uuid, md5('bench-client')::uuid, 'Rex', 'DOG', $1)`,
    [now],
  );
  await db.query(
    `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, platform, created_at)
     VALUES (md5('bench-quote')::uuid, md5('bench-vet-1')::uuid, md5('bench-client')::uuid, $1, $1, $1, 5000, 'CAD', 'WEB', $1)`,
    [now],
  );
  // Tuesday and Thursday (BOOKED_PER_WEEK) at a time that differs from vet to vet, in the vet's zone.
  await db.query(
    `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, status,
                               start_at, end_at, total_cents, currency, created_at)
     SELECT md5('bench-appointment-' || i || '-' || w || '-' || k)::uuid,
            'B' || lpad((((i - 1) * 53 + (w + 26)) * $2 + k)::text, 8, '0'),
            md5('bench-quote')::uuid, md5('bench-client')::uuid, md5('bench-vet-' || i)::uuid, md5('bench-pet')::uuid,
            CASE WHEN slot.start_at < $3 THEN 'COMPLETED' ELSE 'CONFIRMED' END,
            slot.start_at, slot.start_at + interval '30 minutes', 5000, 'CAD', $3
     FROM generate_series(1, $1::int) AS i
     CROSS JOIN generate_series(-26, 26) AS w
     CROSS JOIN generate_series(0, $2::int - 1) AS k
     JOIN users u ON u.uuid = md5('bench-vet-' || i)::uuid
     CROSS JOIN LATERAL (
       SELECT ((date_trunc('week', $3::timestamptz AT TIME ZONE u.timezone) + (w * 7 + 1 + k * 2) * interval '1 day'
               + interval '10 hours' + (i % 6) * interval '30 minutes') AT TIME ZONE u.timezone) AS start_at
     ) AS slot`,
    [VETS, BOOKED_PER_WEEK, now],
  );
  await db.exec('ANALYZE');
}

interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Result {
  name: string;
  requests: number;
  failures: number;
  firstFailure: string | null;
  perSecond: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function load(port: number, name: string, requests: RequestSpec[], expectStatus: number): Promise<Result> {
  const worker = new Worker(new URL('./benchLoad.mjs', import.meta.url), {
    workerData: { port, requests, connections: CONNECTIONS, seconds: SECONDS, expectStatus },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once(
      'message',
      (out: { latencies: number[]; failures: number; firstFailure: string | null; elapsed: number }) => {
        const sorted = Float64Array.from(out.latencies).sort();
        const latencies = Array.from(sorted);
        resolve({
          name,
          requests: latencies.length,
          failures: out.failures,
          firstFailure: out.firstFailure,
          perSecond: latencies.length / out.elapsed,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
        });
      },
    );
  });
}

async function json<T>(origin: string, spec: RequestSpec): Promise<T> {
  const response = await fetch(`${origin}${spec.path}`, {
    method: spec.method,
    headers: spec.body ? { 'Content-Type': 'application/json' } : {},
    body: spec.body ? JSON.stringify(spec.body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${spec.method} ${spec.path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const scratch = await scratchDatabase();
const { db } = scratch;
try {
  const now = new Date();
  const seeding = performance.now();
  await migrate(db);
  await seedDirectory(db, now);
  const [counts] = await db.query<{ vets: number; licences: number; rules: number; booked: number }>(
    `SELECT (SELECT count(*)::int FROM partners) AS vets, (SELECT count(*)::int FROM licences) AS licences,
            (SELECT count(*)::int FROM availability_rules) AS rules, (SELECT count(*)::int FROM appointments) AS booked`,
  );
  console.log(`database: ${scratch.label}`);
  console.log(
    `seeded ${counts?.vets} vets, ${counts?.licences} licences, ${counts?.rules} weekly opening hours, ` +
      `${counts?.booked} booked appointments in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const { app } = createApp({ db, webDist: null, logger: createLogger({ level: 'silent' }) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const vets = (
    await db.query<{ user_uuid: string }>('SELECT user_uuid FROM partners ORDER BY uri_slug')
  ).map((row) => row.user_uuid);
  // What a visitor's search page asks: the first pages, unfiltered and by the filters the page offers.
  const searches = [
    '',
    '?page=2',
    '?page=5',
    '?province=ON',
    '?province=NY&page=2',
    '?species_treated=CAT',
    '?designation=TECH',
    '?country=CA&species_treated=DOG',
    '?q=vet00',
  ].map((query): RequestSpec => ({ method: 'GET', path: `/api/p/partners/search${query}` }));
  const weekFrom = new Date(Math.ceil(now.getTime() / DAY_MS) * DAY_MS);
  const weekTo = new Date(weekFrom.getTime() + 7 * DAY_MS);
  const availability = vets.map(
    (uuid): RequestSpec => ({
      method: 'POST',
      path: `/api/p/partner/${uuid}/availability`,
      body: { start_at: weekFrom.toISOString(), end_at: weekTo.toISOString() },
    }),
  );
  // Quotes do not hold slots (only appointments do), so the same free slots can be quoted again and again.
  const quotes: RequestSpec[] = [];
  for (const uuid of vets.slice(0, 200)) {
    const slots = await json<Array<{ start_at: string; end_at: string }>>(origin, {
      method: 'POST',
      path: `/api/p/partner/${uuid}/availability`,
      body: { start_at: weekFrom.toISOString(), end_at: weekTo.toISOString(), limit: 5 },
    });
    for (const slot of slots)
      quotes.push({ method: 'POST', path: `/api/p/quote/${uuid}`, body: { ...slot, platform: 'WEB' } });
  }
  const health: RequestSpec[] = [{ method: 'GET', path: '/healthz' }];

  console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint\n`);
  const results: Result[] = [];
  for (const [name, requests, status] of [
    ['GET /healthz', health, 200],
    ['GET /api/p/partners/search', searches, 200],
    ['POST /api/p/partner/{uuid}/availability (7 days)', availability, 200],
    ['POST /api/p/quote/{partnerUuid}', quotes, 201],
  ] as const) {
    results.push(await load(port, name, [...requests], status));
  }
  const baseline = results[0]!.perSecond;
  const rows = results.map((r) => [
    r.name,
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    `${((100 * r.perSecond) / baseline).toFixed(1)} %`,
    String(r.failures),
  ]);
  const header = ['endpoint', 'requests/s', 'p50 ms', 'p95 ms', 'of /healthz', 'failed'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.firstFailure) console.log(`\nfirst failure of ${r.name}: ${r.firstFailure}`);
  await new Promise((resolve) => server.close(resolve));
} finally {
  await db.close();
  await scratch.drop();
}
