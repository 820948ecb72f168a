import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import type { AppDeps } from '../src/deps';
import { runScheduledJobs } from '../src/domain/jobs';
import { runAppointmentReminders } from '../src/domain/reminders';
import { startServer, type TestServer } from './support';

// Every server runs the scheduled jobs (reminders, auto follow-ups, record-due notices). On
// PostgreSQL (DATABASE_URL set) this file boots a second server on the same schema, with its own
// connection pool, and runs both servers' passes at the same instant: each message must still go
// out once. On PGlite (one session) there is one server; its passes overlap and repeat instead.
let server: TestServer;
let second: { deps: AppDeps; db: Database } | null = null;

beforeAll(async () => {
  server = await startServer();
  if (server.db.kind === 'postgres') {
    const [row] = await server.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const db = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      searchPath: `${row?.schema},public`,
    });
    const { deps } = createApp({
      db,
      clock: server.clock,
      authSecret: 'test-secret',
      trustProxy: true,
      validateResponses: true,
      webDist: null,
    });
    second = { deps, db };
  }
});
afterAll(async () => {
  await second?.db.close();
  await server.close();
});

/** The servers whose job passes run at once: two on PostgreSQL; on PGlite the one server, twice. */
const instances = () => (second ? [server.deps, second.deps] : [server.deps, server.deps]);

const minutes = (n: number) => n * 60_000;

/**
 * A one-minute copy of Olivia's seeded visit PAWV5T8N (same client, pet and card) with another vet,
 * time and status; `held` marks the visit as joined and ended at its end.
 */
async function visit(reference: string, partner: string, start: Date, status: string, held = false) {
  const end = new Date(start.getTime() + minutes(1));
  await server.db.query(
    `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, payment_method_uuid,
                               status, start_at, end_at, total_cents, currency, partner_confirmed_at, partner_joined_at,
                               visit_ended_at, created_at)
     SELECT $1, $2, quote_uuid, client_uuid, $3, pet_uuid, payment_method_uuid, $4, $5, $6, total_cents, currency,
            created_at, $7::timestamptz, $8::timestamptz, created_at
       FROM appointments WHERE reference_id = 'PAWV5T8N'`,
    [randomUUID(), reference, partner, status, start, end, held ? start : null, held ? end : null],
  );
}

/** What was sent about `reference`: "CHANNEL recipient ×count" for outbox rows, "Type ×count" for notifications. */
async function sentAbout(reference: string) {
  const messages = await server.db.query<{ channel: string; recipient: string; n: number }>(
    `SELECT channel, recipient, count(*)::int AS n FROM outbox
      WHERE link = '/cx/appointments/' || $1 OR body LIKE '%' || $1 || '%'
      GROUP BY channel, recipient`,
    [reference],
  );
  const notices = await server.db.query<{ type: string; n: number }>(
    'SELECT type, count(*)::int AS n FROM notifications WHERE resource_id = $1 GROUP BY type',
    [reference],
  );
  return [
    ...messages.map((m) => `${m.channel} ${m.recipient} ×${m.n}`),
    ...notices.map((n) => `${n.type} ×${n.n}`),
  ].sort();
}

describe('the scheduled jobs on several servers', () => {
  it('send each reminder, follow-up request and record-due notice once when the servers run them at the same instant', async () => {
    const now = server.clock.now();
    const partners = await server.db.query<{ uuid: string; email: string }>(
      'SELECT p.user_uuid AS uuid, u.email FROM partners p JOIN users u ON u.uuid = p.user_uuid ORDER BY u.email',
    );
    expect(partners.length).toBeGreaterThan(1);
    await server.db.query('UPDATE partners SET auto_followup = true');

    const upcoming: string[] = [];
    const held: Array<{ reference: string; vet: string }> = [];
    let n = 0;
    for (const partner of partners) {
      for (let k = 0; k < 3; k++) {
        n++;
        // Starting 1 to 3 minutes from now: inside the 10-minute reminder window.
        const soon = `PAWR${String(n).padStart(4, '0')}`;
        await visit(soon, partner.uuid, new Date(now.getTime() + minutes(1 + k)), 'CONFIRMED');
        upcoming.push(soon);
        // Held about 3 to 4 hours ago, record open: due for the auto follow-up and the record notice.
        const past = `PAWH${String(n).padStart(4, '0')}`;
        await visit(past, partner.uuid, new Date(now.getTime() - minutes(240 - 20 * k)), 'COMPLETED', true);
        held.push({ reference: past, vet: partner.email });
      }
    }

    const passes: Array<Array<Record<string, string[]>>> = [];
    for (let round = 0; round < 3; round++) {
      passes.push(await Promise.all(instances().map((deps) => runScheduledJobs(deps, now))));
    }

    // Between them the passes delivered each appointment once per job, whoever took it.
    const delivered = (job: string) =>
      passes
        .flat()
        .flatMap((pass) => pass[job] ?? [])
        .sort();
    expect(delivered('appointment reminder').filter((ref) => ref.startsWith('PAWR'))).toEqual(
      [...upcoming].sort(),
    );
    expect(delivered('auto follow-up')).toEqual(held.map((h) => h.reference).sort());
    expect(delivered('medical record due').filter((ref) => ref.startsWith('PAWH'))).toEqual(
      held.map((h) => h.reference).sort(),
    );

    for (const reference of upcoming)
      expect(await sentAbout(reference)).toEqual([
        'AppointmentReminder ×1',
        'EMAIL olivia@pawcall.test ×1',
        'SMS +14165550134 ×1',
      ]);
    for (const { reference, vet } of held)
      expect(await sentAbout(reference)).toEqual(
        [
          'FollowUpRequested ×1',
          'PartnerMedicalRecordCompletionRequested ×1',
          'EMAIL olivia@pawcall.test ×1',
          `EMAIL ${vet} ×1`,
        ].sort(),
      );
    // Which server took which appointment is up to the database; the split is printed, not asserted.
    const share = instances().map((_, index) =>
      passes.reduce((sum, round) => sum + Object.values(round[index] ?? {}).flat().length, 0),
    );
    console.log(
      `[scheduled jobs] ${second ? '2 servers' : '2 overlapping passes on one server'} × 3 rounds: ` +
        `${upcoming.length} reminders, ${held.length} follow-ups and ${held.length} record notices, each sent once; ` +
        `deliveries per ${second ? 'server' : 'pass'}: ${share.join(' + ')}`,
    );
  });

  it('sends a reminder whose messages could not be written on the next run, instead of losing it', async () => {
    const now = server.clock.now();
    const [brooks] = await server.db.query<{ uuid: string }>(
      "SELECT user_uuid AS uuid FROM partners WHERE uri_slug = 'dr-amelia-brooks'",
    );
    await visit('PAWRETRY1', brooks?.uuid as string, new Date(now.getTime() + minutes(8)), 'CONFIRMED');

    // The outbox refuses every new row for one run, as a full disk or a lost connection would.
    await server.db.query('ALTER TABLE outbox ADD CONSTRAINT outbox_unavailable CHECK (false) NOT VALID');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runAppointmentReminders(server.deps, now)).toEqual([]);
    } finally {
      quiet.mockRestore();
      await server.db.query('ALTER TABLE outbox DROP CONSTRAINT outbox_unavailable');
    }
    // Nothing half-sent: no notification without its email and text.
    expect(await sentAbout('PAWRETRY1')).toEqual([]);

    server.clock.advance(minutes(1));
    expect(
      (
        await Promise.all(instances().map((deps) => runAppointmentReminders(deps, server.clock.now())))
      ).flat(),
    ).toEqual(['PAWRETRY1']);
    expect(await sentAbout('PAWRETRY1')).toEqual([
      'AppointmentReminder ×1',
      'EMAIL olivia@pawcall.test ×1',
      'SMS +14165550134 ×1',
    ]);
  });
});
