import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, call, partnerUuid, registerAccount, signIn, startServer, type TestServer } from './support';

// A thousand booking attempts at once. On PostgreSQL (DATABASE_URL set) they run on the server's
// pool (10 connections) at the same time, so only the database's constraints and guarded updates
// can keep the outcome right; on PGlite (one session) a hundred interleave, for the same invariant.
let server: TestServer;
let postgres = false;
const ATTEMPTS = () => (postgres ? 1_000 : 100);
const CLIENTS = 10;

interface Racer {
  uuid: string;
  token: string;
  pet: string;
  card: string;
}
const racers: Racer[] = [];

beforeAll(async () => {
  server = await startServer();
  postgres = server.db.kind === 'postgres';
  for (let i = 0; i < CLIENTS; i++) {
    const token = await registerAccount(server.app, `crowd${i}@example.com`, { ip: `198.18.1.${i + 1}` });
    const me = await call(server.app, 'GET', '/api/v1/profile', { token });
    const card = await addCard(server.app, token, 'pm_card_visa');
    expect(card.status).toBe(201);
    // Pets have no create call the racers need here; each gets one directly.
    const pet = crypto.randomUUID();
    await server.db.query(
      "INSERT INTO pets (uuid, owner_uuid, name, species, created_at) VALUES ($1, $2, 'Rex', 'DOG', now())",
      [pet, me.body.data.uuid],
    );
    racers.push({ uuid: me.body.data.uuid, token, pet, card: card.body.data.uuid });
  }
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** `count` quotes for `racer` at one slot: one through the API, the rest copies of it. */
async function quotes(
  racer: Racer,
  partner: string,
  slot: { start_at: string; end_at: string },
  count: number,
) {
  const quoted = await call(server.app, 'POST', `/api/p/quote/${partner}`, {
    token: racer.token,
    body: { ...slot, platform: 'WEB' },
  });
  expect(quoted.status).toBe(201);
  const first = quoted.body.data.uuid as string;
  const copies = await server.db.query<{ uuid: string }>(
    `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, platform, created_at)
     SELECT gen_random_uuid(), partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, platform, created_at
       FROM quotes, generate_series(2, $2) WHERE uuid = $1
     RETURNING uuid`,
    [first, count],
  );
  return [first, ...copies.map((row) => row.uuid)];
}

function book(racer: Racer, quote: string) {
  return call(server.app, 'POST', '/api/v1/cx/book', {
    token: racer.token,
    body: {
      quote_uuid: quote,
      pet_uuid: racer.pet,
      payment_method_uuid: racer.card,
      concerns: ['Limping'],
      description: 'Since the walk.',
    },
  });
}

/** "409 CODE" for each answer, counted: the whole outcome in one comparable value. */
function outcome(results: Array<{ status: number; body: { code?: string } }>) {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.status === 200 ? '200' : `${r.status} ${r.body?.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The live appointments at `start_at` with `partner`, and the card charges of the racers. */
async function ledger(partner: string, startAt: string) {
  const [appointments] = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM appointments WHERE partner_uuid = $1 AND start_at = $2 AND status <> 'CANCELLED'",
    [partner, new Date(startAt)],
  );
  const charges = await server.db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM payment_intents WHERE customer_uuid = ANY($1::uuid[]) GROUP BY status',
    [racers.map((r) => r.uuid)],
  );
  return { appointments: appointments?.n, charges: Object.fromEntries(charges.map((c) => [c.status, c.n])) };
}

describe('a crowd booking at once', () => {
  it('gives one slot to exactly one of a thousand attempts, charged once', async () => {
    const chen = await partnerUuid(server.app, 'dr-emily-chen');
    const slot = { start_at: '2030-01-08T16:00:00.000Z', end_at: '2030-01-08T16:30:00.000Z' };
    const perClient = ATTEMPTS() / CLIENTS;
    const attempts: Array<{ racer: Racer; quote: string }> = [];
    for (const racer of racers)
      for (const quote of await quotes(racer, chen, slot, perClient)) attempts.push({ racer, quote });
    expect(attempts).toHaveLength(ATTEMPTS());

    const results = await Promise.all(attempts.map(({ racer, quote }) => book(racer, quote)));
    console.log(`[booking race] ${attempts.length} attempts at one slot:`, outcome(results));
    expect(outcome(results)).toEqual({ '200': 1, '409 SLOT_UNAVAILABLE': ATTEMPTS() - 1 });
    expect(await ledger(chen, slot.start_at)).toEqual({ appointments: 1, charges: { succeeded: 1 } });
  }, 60_000);

  it('books one quote once when it is sent a thousand times at once, charged once', async () => {
    const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
    const slot = { start_at: '2030-01-08T19:00:00.000Z', end_at: '2030-01-08T19:30:00.000Z' };
    // An hour on, so the quotes of the first crowd no longer count against this client's hourly
    // quota; access tokens are short-lived, so the client signs in again.
    server.clock.advance(3_600_000);
    const first = racers[0] as Racer;
    const racer = { ...first, token: (await signIn(server.app, 'crowd0@example.com', 'Lovelace42')).token };
    const [quote] = await quotes(racer, brooks, slot, 1);
    const before = await ledger(brooks, slot.start_at);

    const results = await Promise.all(Array.from({ length: ATTEMPTS() }, () => book(racer, quote as string)));
    const answers = outcome(results);
    console.log(`[booking race] ${results.length} attempts at one quote:`, answers);
    // One booking: a submit that finds the hold already paid answers that same booking again; the
    // others see the slot held by it, or the quote booked.
    const references = new Set(
      results.filter((r) => r.status === 200).map((r) => r.body.data.appointment.reference_id as string),
    );
    expect(references.size).toBe(1);
    expect(
      Object.keys(answers).filter(
        (key) => key !== '200' && key !== '409 SLOT_UNAVAILABLE' && key !== '409 QUOTE_NOT_MODIFIABLE',
      ),
    ).toEqual([]);
    expect(await ledger(brooks, slot.start_at)).toEqual({
      appointments: 1,
      charges: { succeeded: (before.charges.succeeded ?? 0) + 1 },
    });
  }, 60_000);
});
