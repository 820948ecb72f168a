import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freeSlots, partnerUuid, signIn, startServer, type TestServer } from './support';

// The test clock starts on Monday 2030-01-07 15:00 UTC. Dr. Brooks (USD 95) works 07:00-22:00 in
// Los Angeles (15:00-06:00 UTC); Jordan Lee (free) works 07:00-22:00 in Toronto.
let server: TestServer;
let brooks: string;
let jordan: string;
let olivia: { token: string; dog: string; cat: string; visa: string; declined: string; challenge: string };
let noah: { token: string; dog: string; visa: string };

beforeAll(async () => {
  server = await startServer();
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
  jordan = await partnerUuid(server.app, 'jordan-lee-rvt');
  const o = await signIn(server.app, 'olivia@pawcall.test');
  olivia = {
    token: o.token,
    dog: o.user.pets[0].uuid,
    cat: o.user.pets[1].uuid,
    visa: o.user.payment_methods[0].uuid,
    declined: o.user.payment_methods[1].uuid,
    challenge: o.user.payment_methods[2].uuid,
  };
  const n = await signIn(server.app, 'noah@pawcall.test');
  noah = { token: n.token, dog: n.user.pets[0].uuid, visa: n.user.payment_methods[0].uuid };
});
afterAll(async () => {
  await server.close();
});

function halfHourAt(startAt: string) {
  return { start_at: startAt, end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString() };
}

async function createQuote(token: string | undefined, partner: string, startAt: string) {
  return call(server.app, 'POST', `/api/p/quote/${partner}`, {
    ...(token ? { token } : {}),
    body: { ...halfHourAt(startAt), platform: 'WEB' },
  });
}

describe('quote', () => {
  it('prices the partner’s rate, preselects the default card and starts a 15-minute session', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T16:00:00.000Z');
    expect(quote.status).toBe(201);
    expect(quote.body.data).toMatchObject({
      items: [{ type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } }],
      total: { amount: 9500, currency: 'USD' },
      currency: 'USD',
      start_at: '2030-01-08T16:00:00.000Z',
      end_at: '2030-01-08T16:30:00.000Z',
      expires_at: '2030-01-07T15:15:00.000Z',
      pet: null,
      promo_code: null,
      modifiable: true,
      platform: 'WEB',
    });
    expect(quote.body.data.payment_method.last4).toBe('4242');
    expect(quote.body.data.partner.last_name).toBe('Brooks');
  });

  it('refuses a slot outside the partner’s hours and a slot that is not 30 minutes', async () => {
    // 05:00 in Los Angeles: before Dr. Brooks starts.
    const early = await createQuote(olivia.token, brooks, '2030-01-08T13:00:00.000Z');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('SLOT_UNAVAILABLE');
    const long = await call(server.app, 'POST', `/api/p/quote/${brooks}`, {
      token: olivia.token,
      body: { start_at: '2030-01-08T16:00:00.000Z', end_at: '2030-01-08T17:00:00.000Z', platform: 'WEB' },
    });
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({ end_at: ['Please choose a 30-minute time slot.'] });
  });

  it('lets a guest quote, and the first client to open it claims it', async () => {
    const quote = await createQuote(undefined, brooks, '2030-01-08T16:30:00.000Z');
    expect(quote.status).toBe(201);
    expect(quote.body.data.client_uuid).toBeNull();
    expect(quote.body.data.payment_method).toBeNull();

    const opened = await call(server.app, 'GET', `/api/v1/cx/quote/${quote.body.data.uuid}`, {
      token: olivia.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.client_uuid).toEqual(expect.any(String));
    expect(opened.body.data.payment_method.last4).toBe('4242');

    const someoneElse = await call(server.app, 'GET', `/api/v1/cx/quote/${quote.body.data.uuid}`, {
      token: noah.token,
    });
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.message).toBe(
      'There was an error loading your quote - please try again or contact support.',
    );
  });

  it('changes pet and card, refusing ones the client does not own', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T17:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const pet = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/pet`, {
      token: olivia.token,
      body: { pet_uuid: olivia.cat },
    });
    expect(pet.body.data.pet.name).toBe('Miso');
    const card = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/payment-method`, {
      token: olivia.token,
      body: { payment_method_uuid: olivia.challenge },
    });
    expect(card.body.data.payment_method.last4).toBe('3184');
    const notMine = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/pet`, {
      token: olivia.token,
      body: { pet_uuid: noah.dog },
    });
    expect(notMine.status).toBe(422);
    expect(notMine.body.data).toEqual({ pet_uuid: ['Please select one of your pets.'] });
    const notAUuid = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/pet`, {
      token: olivia.token,
      body: { pet_uuid: 'dog' },
    });
    expect(notAUuid.status).toBe(422);
    expect(notAUuid.body.data).toEqual({ pet_uuid: ['Please choose a uuid'] });
  });
});

describe('promo codes', () => {
  it('takes 10% off with WELCOME10, in any case, and removes it with an empty code', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T17:30:00.000Z');
    const uuid = quote.body.data.uuid;
    const applied = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: ' welcome10 ' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.promo_code).toBe('WELCOME10');
    expect(applied.body.data.items).toEqual([
      { type: 'APPOINTMENT_FEE', amount: { amount: 9500, currency: 'USD' } },
      { type: 'COUPON', amount: { amount: -950, currency: 'USD' } },
    ]);
    expect(applied.body.data.total).toEqual({ amount: 8550, currency: 'USD' });
    const removed = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: '' },
    });
    expect(removed.body.data.promo_code).toBeNull();
    expect(removed.body.data.total.amount).toBe(9500);
  });

  it('refuses an unknown code and a code for something else', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T18:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const unknown = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: 'CHEAP' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ status: 'fail', data: { code: ['Invalid promo code'] } });
    const followUp = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: 'FOLLOWUP15' },
    });
    expect(followUp.status).toBe(422);
    expect(followUp.body.data.code).toEqual([
      'Oops! This promo code is not applicable to your current purchase',
    ]);
    const french = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: 'CHEAP' },
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(french.body.data.code).toEqual(['Code promotionnel invalide']);
  });

  it('books FREEVISIT without a card, then the quote can no longer be modified', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T18:30:00.000Z');
    const uuid = quote.body.data.uuid;
    const free = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: 'FREEVISIT' },
    });
    expect(free.body.data.total).toEqual({ amount: 0, currency: 'USD' });
    const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: null,
        concerns: ['Itching'],
        description: 'Scratching.',
      },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.appointment.total).toEqual({ amount: 0, currency: 'USD' });
    const late = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: olivia.token,
      body: { code: 'WELCOME10' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      status: 'error',
      code: 'QUOTE_NOT_MODIFIABLE',
      message: 'Sorry! This quote can no longer be modified.',
    });
  });
});

describe('book', () => {
  it('books with the good card', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T19:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const result = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.visa,
        concerns: ['Limping'],
        description: 'Since the hike.',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.kind).toBe('BOOKED');
    expect(result.body.data.appointment).toMatchObject({
      status: 'CONFIRMED',
      start_at: '2030-01-08T19:00:00.000Z',
      concerns: ['Limping'],
      description: 'Since the hike.',
      total: { amount: 9500, currency: 'USD' },
      can_enter: false,
    });
    expect(result.body.data.appointment.reference_id).toMatch(/^[A-Z0-9]{7,9}$/);
    expect(result.body.data.appointment.pet.name).toBe('Biscuit');
    expect(result.body.data.appointment.payment_method.last4).toBe('4242');

    const quoteAfter = await call(server.app, 'GET', `/api/v1/cx/quote/${uuid}`, { token: olivia.token });
    expect(quoteAfter.body.data.modifiable).toBe(false);
    const again = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.visa,
        concerns: ['Limping'],
        description: 'Again.',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('QUOTE_NOT_MODIFIABLE');
  });

  it('answers a declined card with 402 and keeps the slot and the choices', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T19:30:00.000Z');
    const uuid = quote.body.data.uuid;
    const declined = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.cat,
        payment_method_uuid: olivia.declined,
        concerns: ['Sneezing'],
        description: 'Since Monday.',
      },
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({
      status: 'error',
      code: 'PAYMENT_DECLINED',
      message: 'We were unable to charge your card, Please try again or select another card.',
    });
    const saved = await call(server.app, 'GET', `/api/v1/cx/quote/${uuid}`, { token: olivia.token });
    expect(saved.body.data.pet.name).toBe('Miso');
    expect(saved.body.data.modifiable).toBe(true);
    const slots = await freeSlots(server.app, brooks, '2030-01-08T15:00:00.000Z');
    expect(slots.map((s) => s.start_at)).toContain('2030-01-08T19:30:00.000Z');

    const retry = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.cat,
        payment_method_uuid: olivia.visa,
        concerns: ['Sneezing'],
        description: 'Since Monday.',
      },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data.appointment.status).toBe('CONFIRMED');
  });

  it('hands back a payment intent when the card needs action, then confirms', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T20:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const pending = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.challenge,
        concerns: ['Rash'],
        description: 'Red belly.',
      },
    });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual({
      kind: 'REQUIRES_ACTION',
      payment_intent_id: expect.stringMatching(/^pi_local_/),
      client_secret: expect.stringContaining('_secret_'),
    });
    const { payment_intent_id: intentId, client_secret: secret } = pending.body.data;

    // The slot is held while the client answers the challenge.
    const held = await freeSlots(server.app, brooks, '2030-01-08T15:00:00.000Z');
    expect(held.map((s) => s.start_at)).not.toContain('2030-01-08T20:00:00.000Z');
    const rival = await createQuote(noah.token, brooks, '2030-01-08T20:00:00.000Z');
    expect(rival.status).toBe(409);

    const tooEarly = await call(server.app, 'POST', '/api/v1/cx/book/confirm', {
      token: olivia.token,
      body: { quote_uuid: uuid, payment_intent_id: intentId },
    });
    expect(tooEarly.body.data.kind).toBe('REQUIRES_ACTION');

    const wrongSecret = await call(
      server.app,
      'POST',
      `/api/v1/payments/local/intents/${intentId}/authenticate`,
      {
        body: { client_secret: 'nope', outcome: 'succeed' },
      },
    );
    expect(wrongSecret.status).toBe(404);
    const challenge = await call(
      server.app,
      'POST',
      `/api/v1/payments/local/intents/${intentId}/authenticate`,
      {
        body: { client_secret: secret, outcome: 'succeed' },
      },
    );
    expect(challenge.body).toEqual({ status: 'success', data: { status: 'succeeded' } });

    const confirmed = await call(server.app, 'POST', '/api/v1/cx/book/confirm', {
      token: olivia.token,
      body: { quote_uuid: uuid, payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.kind).toBe('BOOKED');
    expect(confirmed.body.data.appointment.status).toBe('CONFIRMED');
  });

  it('releases the slot when the challenge fails', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T20:30:00.000Z');
    const uuid = quote.body.data.uuid;
    const pending = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.challenge,
        concerns: ['Rash'],
        description: 'Red belly.',
      },
    });
    const { payment_intent_id: intentId, client_secret: secret } = pending.body.data;
    await call(server.app, 'POST', `/api/v1/payments/local/intents/${intentId}/authenticate`, {
      body: { client_secret: secret, outcome: 'fail' },
    });
    const confirmed = await call(server.app, 'POST', '/api/v1/cx/book/confirm', {
      token: olivia.token,
      body: { quote_uuid: uuid, payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.code).toBe('PAYMENT_DECLINED');
    const slots = await freeSlots(server.app, brooks, '2030-01-08T15:00:00.000Z');
    expect(slots.map((s) => s.start_at)).toContain('2030-01-08T20:30:00.000Z');
  });

  it('lets the client switch cards after leaving a challenge unanswered', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-09T16:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const pending = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.challenge,
        concerns: ['Rash'],
        description: 'Red.',
      },
    });
    expect(pending.body.data.kind).toBe('REQUIRES_ACTION');
    const switched = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: olivia.visa,
        concerns: ['Rash'],
        description: 'Red.',
      },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.appointment).toMatchObject({
      status: 'CONFIRMED',
      payment_method: { last4: '4242' },
    });
  });

  it('charges once when the same booking is submitted twice at once', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-09T16:30:00.000Z');
    const body = {
      quote_uuid: quote.body.data.uuid,
      pet_uuid: olivia.dog,
      payment_method_uuid: olivia.visa,
      concerns: ['Cough'],
      description: 'Dry cough.',
    };
    const countCharges = async () => {
      const [row] = await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payment_intents WHERE status = 'succeeded'",
      );
      return row?.n ?? 0;
    };
    const before = await countCharges();
    const results = await Promise.all([
      call(server.app, 'POST', '/api/v1/cx/book', { token: olivia.token, body }),
      call(server.app, 'POST', '/api/v1/cx/book', { token: olivia.token, body }),
    ]);
    // A double submit is idempotent: the second answer is the same booking (when it finds the hold
    // already confirmed) or a refusal (when it loses the race earlier) — never a second one.
    const booked = results.filter((r) => r.status === 200);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked.map((r) => r.body.data.appointment.reference_id)).size).toBe(1);
    for (const refused of results.filter((r) => r.status !== 200)) expect(refused.status).toBe(409);
    expect((await countCharges()) - before).toBe(1);
  });

  it('books a free appointment without a card', async () => {
    const quote = await createQuote(olivia.token, jordan, '2030-01-08T15:00:00.000Z');
    expect(quote.body.data.total).toEqual({ amount: 0, currency: 'CAD' });
    const result = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: olivia.cat,
        concerns: ['Dental'],
        description: 'Bad breath.',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.appointment).toMatchObject({
      status: 'CONFIRMED',
      total: { amount: 0, currency: 'CAD' },
      payment_method: null,
    });
  });

  it('reports missing fields per field, in the spec’s order', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T21:00:00.000Z');
    const uuid = quote.body.data.uuid;
    const incomplete = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.dog,
        payment_method_uuid: null,
        concerns: [],
        description: '   ',
      },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toEqual({
      status: 'fail',
      data: {
        concerns: ['Please select at least one concern.'],
        description: ["Please tell the vet what's going on."],
        payment_method_uuid: ['Please choose a card.'],
      },
    });
    expect(Object.keys(incomplete.body.data)).toEqual(['concerns', 'description', 'payment_method_uuid']);

    const noPet = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: { quote_uuid: uuid, concerns: ['Cough'], description: 'Dry cough.' },
    });
    expect(noPet.body.data).toEqual({ pet_uuid: ['Please select a pet.'] });

    const othersPet = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: uuid,
        pet_uuid: noah.dog,
        payment_method_uuid: noah.visa,
        concerns: ['Cough'],
        description: 'Dry cough.',
      },
    });
    expect(othersPet.body.data).toEqual({
      pet_uuid: ['Please select one of your pets.'],
      payment_method_uuid: ['Please choose one of your saved cards.'],
    });
  });

  it('refuses an inactive client', async () => {
    const inactive = await signIn(server.app, 'inactive@pawcall.test');
    const quote = await createQuote(inactive.token, brooks, '2030-01-08T21:30:00.000Z');
    expect(quote.status).toBe(201);
    const result = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: inactive.token,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: inactive.user.pets[0].uuid,
        payment_method_uuid: inactive.user.payment_methods[0].uuid,
        concerns: ['Hairball'],
        description: 'Coughing up hair.',
      },
    });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      status: 'error',
      code: 'INACTIVE_CLIENT',
      message: "Your account is inactive, so you can't book appointments. Please contact support.",
    });
  });

  it('refuses a partner at quote and at checkout', async () => {
    const partner = await signIn(server.app, 'dr.chen@pawcall.test');
    const quote = await createQuote(partner.token, brooks, '2030-01-08T22:00:00.000Z');
    expect(quote.status).toBe(403);
    expect(quote.body.code).toBe('PARTNER_CANNOT_CHECKOUT');
    const guestQuote = await createQuote(undefined, brooks, '2030-01-08T22:00:00.000Z');
    const book = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: partner.token,
      body: {
        quote_uuid: guestQuote.body.data.uuid,
        pet_uuid: olivia.dog,
        concerns: ['x'],
        description: 'y',
      },
    });
    expect(book.status).toBe(403);
    expect(book.body.code).toBe('PARTNER_CANNOT_CHECKOUT');
  });

  it('refuses to book after the booking session expired', async () => {
    const quote = await createQuote(olivia.token, brooks, '2030-01-08T22:30:00.000Z');
    server.clock.advance(15 * 60_000 + 1000);
    try {
      const result = await call(server.app, 'POST', '/api/v1/cx/book', {
        token: (await signIn(server.app, 'olivia@pawcall.test')).token,
        body: {
          quote_uuid: quote.body.data.uuid,
          pet_uuid: olivia.dog,
          payment_method_uuid: olivia.visa,
          concerns: ['Cough'],
          description: 'Dry.',
        },
      });
      expect(result.status).toBe(410);
      expect(result.body).toEqual({
        status: 'error',
        code: 'SESSION_EXPIRED',
        message: 'Your booking session has expired',
      });
    } finally {
      server.clock.set('2030-01-07T15:00:00.000Z');
    }
  });

  it('answers SLOT_UNAVAILABLE when someone else booked the slot first, keeping the choices', async () => {
    const mine = await createQuote(olivia.token, brooks, '2030-01-08T23:00:00.000Z');
    const theirs = await createQuote(noah.token, brooks, '2030-01-08T23:00:00.000Z');
    const first = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: noah.token,
      body: {
        quote_uuid: theirs.body.data.uuid,
        pet_uuid: noah.dog,
        payment_method_uuid: noah.visa,
        concerns: ['Ears'],
        description: 'Shaking head.',
      },
    });
    expect(first.status).toBe(200);
    const second = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: olivia.token,
      body: {
        quote_uuid: mine.body.data.uuid,
        pet_uuid: olivia.cat,
        payment_method_uuid: olivia.visa,
        concerns: ['Ears'],
        description: 'Scratching.',
      },
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      status: 'error',
      code: 'SLOT_UNAVAILABLE',
      message:
        'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.',
    });
    const saved = await call(server.app, 'GET', `/api/v1/cx/quote/${mine.body.data.uuid}`, {
      token: olivia.token,
    });
    expect(saved.body.data.pet.name).toBe('Miso');
    const late = await createQuote(olivia.token, brooks, '2030-01-08T23:00:00.000Z');
    expect(late.status).toBe(409);
  });
});
