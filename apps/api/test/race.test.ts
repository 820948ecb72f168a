import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCard,
  call,
  partnerUuid,
  registrationCode,
  signIn,
  startServer,
  type TestServer,
} from './support';

// On PostgreSQL (DATABASE_URL set) the two bookings run on separate connections at the same time
// and only the exclusion constraint can stop the second; on PGlite (one session) they interleave.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('double booking', () => {
  it('lets exactly one of two simultaneous bookings of a slot succeed', async () => {
    const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
    const slot = {
      start_at: '2030-01-08T18:00:00.000Z',
      end_at: '2030-01-08T18:30:00.000Z',
      platform: 'WEB',
    };
    const clients = await Promise.all([
      signIn(server.app, 'olivia@pawcall.test'),
      signIn(server.app, 'noah@pawcall.test'),
    ]);
    const quotes = await Promise.all(
      clients.map((client) =>
        call(server.app, 'POST', `/api/p/quote/${brooks}`, { token: client.token, body: slot }),
      ),
    );
    expect(quotes.map((q) => q.status)).toEqual([201, 201]);

    const results = await Promise.all(
      clients.map((client, index) =>
        call(server.app, 'POST', '/api/v1/cx/book', {
          token: client.token,
          body: {
            quote_uuid: quotes[index]?.body.data.uuid,
            pet_uuid: client.user.pets[0].uuid,
            payment_method_uuid: client.user.payment_methods[0].uuid,
            concerns: ['Vomiting'],
            description: 'Since this morning.',
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body.code).toBe('SLOT_UNAVAILABLE');

    const [row] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM appointments WHERE partner_uuid = $1 AND start_at = $2 AND status <> 'CANCELLED'",
      [brooks, new Date(slot.start_at)],
    );
    expect(row?.n).toBe(1);
  });

  it('holds under a burst of ten clients racing for one slot', async () => {
    const chen = await partnerUuid(server.app, 'dr-emily-chen');
    const slot = {
      start_at: '2030-01-08T15:00:00.000Z',
      end_at: '2030-01-08T15:30:00.000Z',
      platform: 'WEB',
    };
    const emails = Array.from({ length: 10 }, (_, i) => `racer${i}@example.com`);
    const racers = [];
    for (const email of emails) {
      const registered = await call(server.app, 'POST', '/api/v1/auth/register', {
        body: {
          first_name: 'Race',
          last_name: 'Client',
          email,
          password: 'Biscuit42x',
          type: 'CLIENT',
          agree_terms: true,
          code: await registrationCode(server.app, email, `198.18.0.${racers.length + 1}`),
        },
        headers: { 'X-Forwarded-For': `198.18.0.${racers.length + 1}` },
      });
      const token = registered.body.data.access_token as string;
      const card = await addCard(server.app, token, 'pm_card_visa');
      // Pets have no create call in the contract yet; the test adds one directly.
      const petUuid = crypto.randomUUID();
      await server.db.query(
        "INSERT INTO pets (uuid, owner_uuid, name, species, created_at) VALUES ($1, $2, 'Rex', 'DOG', now())",
        [petUuid, registered.body.data.user.uuid],
      );
      const quote = await call(server.app, 'POST', `/api/p/quote/${chen}`, { token, body: slot });
      racers.push({
        token,
        card: card.body.data.uuid as string,
        pet: petUuid,
        quote: quote.body.data.uuid as string,
      });
    }
    const results = await Promise.all(
      racers.map((racer) =>
        call(server.app, 'POST', '/api/v1/cx/book', {
          token: racer.token,
          body: {
            quote_uuid: racer.quote,
            pet_uuid: racer.pet,
            payment_method_uuid: racer.card,
            concerns: ['Cough'],
            description: 'Dry.',
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'SLOT_UNAVAILABLE')).toHaveLength(9);
  });
});
