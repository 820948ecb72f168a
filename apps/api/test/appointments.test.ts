import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, partnerUuid, signIn, startServer, type TestServer } from './support';

// Noah starts with no appointments; this file books three for him with Dr. Brooks (07:00-22:00 Los Angeles).
let server: TestServer;
let noah: { token: string; dog: string; visa: string };
const references: string[] = [];

async function book(startAt: string, description: string, serviceType?: 'ALLERGIES' | 'FLEA_AND_TICK') {
  const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
  const quote = await call(server.app, 'POST', `/api/p/quote/${brooks}`, {
    token: noah.token,
    body: {
      start_at: startAt,
      end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
      platform: 'WEB',
      ...(serviceType ? { service_type: serviceType } : {}),
    },
  });
  const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
    token: noah.token,
    body: {
      quote_uuid: quote.body.data.uuid,
      pet_uuid: noah.dog,
      payment_method_uuid: noah.visa,
      concerns: ['Check-up'],
      description,
    },
  });
  if (booked.status !== 200) throw new Error(JSON.stringify(booked.body));
  return booked.body.data.appointment.reference_id as string;
}

beforeAll(async () => {
  server = await startServer();
  const n = await signIn(server.app, 'noah@pawcall.test');
  noah = { token: n.token, dog: n.user.pets[0].uuid, visa: n.user.payment_methods[0].uuid };
  references.push(await book('2030-01-07T16:00:00.000Z', 'Annual check-up'));
  references.push(await book('2030-01-09T18:00:00.000Z', 'Itchy paws'));
  references.push(await book('2030-01-12T20:00:00.000Z', 'Weight loss plan'));
  // Two days later, the first appointment is in the past.
  server.clock.set('2030-01-09T12:00:00.000Z');
});

/** Access tokens last 15 minutes and this file moves the clock by days: sign in at the current time. */
async function noahToken() {
  return (await signIn(server.app, 'noah@pawcall.test')).token;
}
afterAll(async () => {
  await server.close();
});

describe('appointment list', () => {
  it('pages through every appointment, soonest first', async () => {
    const first = await call(server.app, 'GET', '/api/v1/cx/appointments?per_page=2', {
      token: await noahToken(),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual(
      references.slice(0, 2),
    );
    const second = await call(server.app, 'GET', '/api/v1/cx/appointments?per_page=2&page=2', {
      token: await noahToken(),
    });
    expect(second.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual(
      references.slice(2),
    );
  });

  it('splits future and past, and sorts newest first on request', async () => {
    const future = await call(
      server.app,
      'GET',
      '/api/v1/cx/appointments?filter[tense]=future&sort=-start_at',
      { token: await noahToken() },
    );
    expect(future.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual([
      references[2],
      references[1],
    ]);
    const past = await call(server.app, 'GET', '/api/v1/cx/appointments?filter%5Btense%5D=past', {
      token: await noahToken(),
    });
    expect(past.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual([
      references[0],
    ]);
  });

  it('filters by status, search text and date range', async () => {
    const confirmed = await call(server.app, 'GET', '/api/v1/cx/appointments?status=CONFIRMED', {
      token: await noahToken(),
    });
    expect(confirmed.body.data.total).toBe(3);
    const cancelled = await call(server.app, 'GET', '/api/v1/cx/appointments?status=CANCELLED', {
      token: await noahToken(),
    });
    expect(cancelled.body.data.total).toBe(0);
    const itchy = await call(server.app, 'GET', '/api/v1/cx/appointments?search=itchy', {
      token: await noahToken(),
    });
    expect(itchy.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual([
      references[1],
    ]);
    const byVet = await call(server.app, 'GET', '/api/v1/cx/appointments?search=Brooks', {
      token: await noahToken(),
    });
    expect(byVet.body.data.total).toBe(3);
    const range = await call(
      server.app,
      'GET',
      '/api/v1/cx/appointments?start_at=2030-01-09T00:00:00.000Z&end_at=2030-01-10T00:00:00.000Z',
      { token: await noahToken() },
    );
    expect(range.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual([
      references[1],
    ]);
  });

  it('refuses a bad filter per field', async () => {
    const result = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[tense]=someday&page=0', {
      token: await noahToken(),
    });
    expect(result.status).toBe(422);
    expect(result.body.data).toEqual({
      'filter[tense]': ['Please choose one of the available options.'],
      page: ['Please enter a value of at least 1.'],
    });
  });

  it('shows only the client’s own appointments', async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test');
    const result = await call(server.app, 'GET', '/api/v1/cx/appointments', { token: olivia.token });
    // Olivia has the five seeded appointments (three past, one of them Biscuit's visit with Dr. Brooks
    // two months ago; the visit about to start; one upcoming), none of Noah's.
    expect(result.body.data.total).toBe(5);
    expect(result.body.data.items.map((a: { reference_id: string }) => a.reference_id)).not.toContain(
      references[1],
    );
  });
});

describe('appointment detail', () => {
  it('returns one appointment by reference', async () => {
    const result = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: await noahToken(),
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      reference_id: references[1],
      status: 'CONFIRMED',
      start_at: '2030-01-09T18:00:00.000Z',
      description: 'Itchy paws',
      can_enter: false,
    });
    expect(result.body.data.partner.last_name).toBe('Brooks');
  });

  it('can be entered from 10 minutes before the start until the end ("joining opens 10 minutes before start until end")', async () => {
    server.clock.set('2030-01-09T17:49:00.000Z');
    const before = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: await noahToken(),
    });
    expect(before.body.data.can_enter).toBe(false);
    server.clock.set('2030-01-09T17:50:00.000Z');
    const open = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: await noahToken(),
    });
    expect(open.body.data.can_enter).toBe(true);
    server.clock.set('2030-01-09T18:29:00.000Z');
    const last = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: await noahToken(),
    });
    expect(last.body.data.can_enter).toBe(true);
    server.clock.set('2030-01-09T18:30:00.000Z');
    const over = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: await noahToken(),
    });
    expect(over.body.data.can_enter).toBe(false);
    server.clock.set('2030-01-09T12:00:00.000Z');
  });

  it('answers 404 for someone else’s appointment and for a malformed reference', async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test');
    const theirs = await call(server.app, 'GET', `/api/v1/cx/appointments/${references[1]}`, {
      token: olivia.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: "We couldn't find this appointment.",
    });
    const malformed = await call(server.app, 'GET', '/api/v1/cx/appointments/abc', {
      token: await noahToken(),
    });
    expect(malformed.status).toBe(404);
  });
});

// Last, since it books Noah a fourth appointment that the counts above do not expect.
describe('appointment list by category', () => {
  it('filters by the category the visit was booked as, and names it on each appointment', async () => {
    noah.token = await noahToken();
    const allergies = await book('2030-01-14T18:00:00.000Z', 'Sneezing every spring', 'ALLERGIES');
    const byAllergies = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[category]=ALLERGIES', {
      token: await noahToken(),
    });
    expect(byAllergies.status).toBe(200);
    expect(byAllergies.body.data.items).toEqual([
      expect.objectContaining({ reference_id: allergies, category: 'ALLERGIES' }),
    ]);
    const general = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[category]=GENERAL', {
      token: await noahToken(),
    });
    expect(general.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual(references);
    expect(general.body.data.items.every((a: { category: string }) => a.category === 'GENERAL')).toBe(true);
    const unknown = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[category]=SURGERY', {
      token: await noahToken(),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data['filter[category]']).toEqual(['Please choose one of the available options.']);
  });
});
