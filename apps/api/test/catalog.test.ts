import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, call, freeSlots, partnerUuid, signIn, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('partner search', () => {
  it('lists every listed partner, best rated first, with paging', async () => {
    const result = await call(server.app, 'GET', '/api/p/partners/search?per_page=3&page=1');
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ page: 1, per_page: 3, total: 8 });
    expect(result.body.data.items).toHaveLength(3);
    const ratings = result.body.data.items.map((p: { rating: number }) => p.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const page3 = await call(server.app, 'GET', '/api/p/partners/search?per_page=3&page=3');
    expect(page3.body.data.items).toHaveLength(2);
    expect(page3.body.data.total).toBe(8);
  });

  it('still counts every match on a page past the last one', async () => {
    const pastTheEnd = await call(server.app, 'GET', '/api/p/partners/search?per_page=3&page=4');
    expect(pastTheEnd.status).toBe(200);
    expect(pastTheEnd.body.data).toMatchObject({ page: 4, per_page: 3, total: 8, items: [] });
    const noMatch = await call(server.app, 'GET', '/api/p/partners/search?q=nobody-by-this-name');
    expect(noMatch.body.data).toMatchObject({ page: 1, total: 0, items: [] });
  });

  it('filters by licence jurisdiction, designation, species and name', async () => {
    const ontario = await call(server.app, 'GET', '/api/p/partners/search?province=ON');
    expect(ontario.body.data.items.map((p: { uri_slug: string }) => p.uri_slug).sort()).toEqual([
      'dr-emily-chen',
      'jordan-lee-rvt',
    ]);

    const techs = await call(server.app, 'GET', '/api/p/partners/search?designation=TECH');
    expect(techs.body.data.items.every((p: { post_nominal: string }) => p.post_nominal === 'RVT')).toBe(true);
    expect(techs.body.data.total).toBe(2);

    const birds = await call(server.app, 'GET', '/api/p/partners/search?species_treated=BIRD');
    expect(birds.body.data.items.map((p: { last_name: string }) => p.last_name).sort()).toEqual([
      'Okafor',
      'Tremblay',
    ]);

    const britain = await call(server.app, 'GET', '/api/p/partners/search?country=GB');
    expect(britain.body.data.items[0]).toMatchObject({
      last_name: 'Hughes',
      rate: { amount: 4500, currency: 'GBP' },
    });

    const byName = await call(server.app, 'GET', '/api/p/partners/search?q=chen');
    expect(byName.body.data.items).toHaveLength(1);
    expect(byName.body.data.items[0].next_available_at).toEqual(expect.any(String));
  });

  it('refuses an unknown filter value per field', async () => {
    const result = await call(server.app, 'GET', '/api/p/partners/search?designation=SURGEON&per_page=500');
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      status: 'fail',
      data: {
        designation: ['Please choose one of the available options.'],
        per_page: ['Please enter a value of 50 or less.'],
      },
    });
  });
});

describe('partner profile', () => {
  it('is found by slug and by uuid', async () => {
    const bySlug = await call(server.app, 'GET', '/api/p/partners/dr-emily-chen');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      first_name: 'Emily',
      designation: 'VET',
      post_nominal: 'DVM',
      min_advance_notice: 30,
      languages: ['en', 'zh'],
    });
    const byUuid = await call(server.app, 'GET', `/api/p/partners/${bySlug.body.data.uuid}`);
    expect(byUuid.body.data.uri_slug).toBe('dr-emily-chen');
  });

  it('answers 404 in the caller’s language', async () => {
    const result = await call(server.app, 'GET', '/api/p/partners/dr-nobody', {
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: "Nous n'avons pas trouvé ce vétérinaire.",
    });
  });
});

describe('profile', () => {
  it('returns the user with pets and payment methods', async () => {
    const { token } = await signIn(server.app, 'olivia@pawcall.test');
    const result = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(result.status).toBe(200);
    expect(result.body.data.pets.map((p: { species: string }) => p.species)).toEqual(['DOG', 'CAT']);
    expect(
      result.body.data.payment_methods.map((c: { last4: string; is_default: boolean }) => [
        c.last4,
        c.is_default,
      ]),
    ).toEqual([
      ['4242', true],
      ['0002', false],
      ['3184', false],
    ]);
  });

  it('needs a token', async () => {
    const result = await call(server.app, 'GET', '/api/v1/profile');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      status: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
  });

  it('lists pets and saves a test card', async () => {
    const { token } = await signIn(server.app, 'noah@pawcall.test');
    const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
    expect(pets.body.data.map((p: { name: string }) => p.name)).toEqual(['Pepper']);

    const saved = await addCard(server.app, token, 'pm_card_mastercard');
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });

    const unknown = await addCard(server.app, token, 'tok_bogus');
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.payment_method_id).toEqual([
      "We couldn't save this card. Please check the card details and try again.",
    ]);

    const cards = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token });
    expect(cards.body.data.map((c: { last4: string }) => c.last4)).toEqual(['4242', '4444']);
  });

  it('keeps partners out of client calls', async () => {
    const { token } = await signIn(server.app, 'dr.chen@pawcall.test');
    const result = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('FORBIDDEN');
  });
});

describe('availability', () => {
  it('offers 30-minute slots inside the partner’s hours, after the minimum notice', async () => {
    const chen = await partnerUuid(server.app, 'dr-emily-chen');
    // Monday 10:00 in Toronto; Dr. Chen works 08:00-20:00 on weekdays with 30 minutes' notice.
    const slots = await freeSlots(server.app, chen, '2030-01-07T05:00:00.000Z');
    // The seeded visit with Olivia (15:05-15:35) takes the 15:30 slot, so the first free one is 16:00.
    expect(slots[0]).toEqual({ start_at: '2030-01-07T16:00:00.000Z', end_at: '2030-01-07T16:30:00.000Z' });
    expect(slots.at(-1)).toEqual({
      start_at: '2030-01-08T00:30:00.000Z',
      end_at: '2030-01-08T01:00:00.000Z',
    });
    expect(slots).toHaveLength(18);
  });

  it('leaves out booked slots', async () => {
    const chen = await partnerUuid(server.app, 'dr-emily-chen');
    const { token } = await signIn(server.app, 'noah@pawcall.test');
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token });
    const quote = await call(server.app, 'POST', `/api/p/quote/${chen}`, {
      token,
      body: { start_at: '2030-01-07T17:00:00.000Z', end_at: '2030-01-07T17:30:00.000Z', platform: 'WEB' },
    });
    expect(quote.status).toBe(201);
    const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
      token,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: profile.body.data.pets[0].uuid,
        payment_method_uuid: profile.body.data.payment_methods[0].uuid,
        concerns: ['Vomiting'],
        description: 'Ate a sock.',
      },
    });
    expect(booked.status).toBe(200);
    const slots = await freeSlots(server.app, chen, '2030-01-07T05:00:00.000Z');
    const starts = slots.map((s) => s.start_at);
    expect(starts).toContain('2030-01-07T16:30:00.000Z');
    expect(starts).not.toContain('2030-01-07T17:00:00.000Z');
    expect(starts).toContain('2030-01-07T17:30:00.000Z');
  });

  it('honours end_at and limit, and refuses an end before the start', async () => {
    const brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
    const limited = await call(server.app, 'POST', `/api/p/partner/${brooks}/availability`, {
      body: { start_at: '2030-01-08T00:00:00.000Z', end_at: '2030-01-10T00:00:00.000Z', limit: 5 },
    });
    expect(limited.body.data).toHaveLength(5);
    const backwards = await call(server.app, 'POST', `/api/p/partner/${brooks}/availability`, {
      body: { start_at: '2030-01-08T00:00:00.000Z', end_at: '2030-01-07T00:00:00.000Z' },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.data).toEqual({ end_at: ['The end must be later than the start.'] });
    const badDate = await call(server.app, 'POST', `/api/p/partner/${brooks}/availability`, {
      body: { start_at: 'tomorrow' },
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.data).toEqual({ start_at: ['Please enter a valid date and time.'] });
  });
});
