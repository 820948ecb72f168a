import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { selectPaymentProvider } from '../src/payments';
import { noahAndBrooks, type StripeApp, startStripeApp } from './stripeApp';
import type { FakeStripe } from './stripeFakeServer';
import { addCard, call, freeSlots, signIn, TestClock } from './support';

// The booking API with the Stripe provider, selected from the environment exactly as main.ts does,
// talking through the real `stripe` SDK to a local stand-in for api.stripe.com. The clock starts on
// Monday 2030-01-07 15:00 UTC; Dr. Brooks (USD 95) works 15:00-06:00 UTC.
let server: StripeApp;
let stripe: FakeStripe;
let db: Database;
let app: Hono;
let brooks: string;
let token: string;
let dog: string;
const clock = new TestClock();

beforeAll(async () => {
  server = await startStripeApp(clock, { trustProxy: true });
  ({ stripe, db, app } = server);
  ({ brooks, token, dog } = await noahAndBrooks(app));
});
afterAll(async () => {
  await server.close();
});

async function quoteAt(startAt: string) {
  const quote = await call(app, 'POST', `/api/p/quote/${brooks}`, {
    token,
    body: {
      start_at: startAt,
      end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
      platform: 'WEB',
    },
  });
  expect(quote.status).toBe(201);
  return quote.body.data.uuid as string;
}

async function book(quoteUuid: string, cardUuid: string) {
  return call(app, 'POST', '/api/v1/cx/book', {
    token,
    body: {
      quote_uuid: quoteUuid,
      pet_uuid: dog,
      payment_method_uuid: cardUuid,
      concerns: ['Limping'],
      description: 'Favouring the left hind leg.',
    },
  });
}

describe('booking with the Stripe provider', () => {
  it('tells the web app to collect cards with Stripe.js, and does not mount the local challenge page', async () => {
    const config = await call(app, 'GET', '/api/p/config/payments');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      status: 'success',
      data: { provider: 'stripe', publishable_key: 'pk_test_pawcall' },
    });
    const local = await call(app, 'POST', '/api/v1/payments/local/intents/pi_x/authenticate', {
      body: { client_secret: 'pi_x_secret', outcome: 'succeed' },
    });
    expect(local.status).toBe(404);
  });

  it('saves a card from a PaymentMethod id and refuses one Stripe does not know with the spec’s message', async () => {
    const saved = await addCard(app, token, 'pm_fake_visa');
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    const [row] = await db.query<{ provider: string; provider_ref: string }>(
      'SELECT provider, provider_ref FROM payment_methods WHERE uuid = $1',
      [saved.body.data.uuid],
    );
    expect(row).toEqual({ provider: 'stripe', provider_ref: 'pm_fake_visa' });

    const unknown = await addCard(app, token, 'pm_typo');
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.payment_method_id[0]).toBe(
      "We couldn't save this card. Please check the card details and try again.",
    );
  });

  it('books with a card that succeeds: one PaymentIntent for the quote’s total, keyed by the booking attempt', async () => {
    const card = (await addCard(app, token, 'pm_fake_visa')).body.data.uuid;
    const quote = await quoteAt('2030-01-08T16:00:00.000Z');
    stripe.requests.length = 0;
    const result = await book(quote, card);
    expect(result.status).toBe(200);
    expect(result.body.data.kind).toBe('BOOKED');
    expect(result.body.data.appointment.status).toBe('CONFIRMED');

    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    const create = creates[0];
    expect(create?.form.get('amount')).toBe('9500');
    expect(create?.form.get('currency')).toBe('usd');
    expect(create?.form.get('confirm')).toBe('true');
    expect(create?.form.get('payment_method')).toBe('pm_fake_visa');
    const [appointment] = await db.query<{ uuid: string; payment_intent_id: string }>(
      'SELECT uuid, payment_intent_id FROM appointments WHERE quote_uuid = $1',
      [quote],
    );
    // The idempotency key is the booking attempt (the held appointment), so a network retry is one charge.
    expect(create?.headers['idempotency-key']).toBe(appointment?.uuid);
    expect(stripe.intents.get(appointment?.payment_intent_id ?? '')).toMatchObject({
      status: 'succeeded',
      amount: 9500,
    });
  });

  it('a declined card answers 402 PAYMENT_DECLINED with the spec’s message and frees the slot', async () => {
    const card = (await addCard(app, token, 'pm_fake_declined')).body.data.uuid;
    const quote = await quoteAt('2030-01-08T17:00:00.000Z');
    const result = await book(quote, card);
    expect(result.status).toBe(402);
    expect(result.body).toEqual({
      status: 'error',
      code: 'PAYMENT_DECLINED',
      message: 'We were unable to charge your card, Please try again or select another card.',
    });
    const slots = await freeSlots(app, brooks, '2030-01-08T15:00:00.000Z');
    expect(slots.map((s) => s.start_at)).toContain('2030-01-08T17:00:00.000Z');

    // Another card on the same quote books: nothing the client chose was lost.
    const good = (await addCard(app, token, 'pm_fake_visa')).body.data.uuid;
    const retry = await book(quote, good);
    expect(retry.status).toBe(200);
    expect(retry.body.data.kind).toBe('BOOKED');
  });

  it('requires_action hands the client_secret to the browser; confirm books once Stripe says succeeded', async () => {
    const card = (await addCard(app, token, 'pm_fake_3ds')).body.data.uuid;
    const quote = await quoteAt('2030-01-08T18:00:00.000Z');
    const pending = await book(quote, card);
    expect(pending.status).toBe(200);
    const intentId = pending.body.data.payment_intent_id as string;
    expect(pending.body.data).toEqual({
      kind: 'REQUIRES_ACTION',
      payment_intent_id: expect.stringMatching(/^pi_/),
      client_secret: stripe.intents.get(intentId)?.client_secret,
    });

    // Confirm before the browser finished: still waiting, the slot still held.
    const early = await call(app, 'POST', '/api/v1/cx/book/confirm', {
      token,
      body: { quote_uuid: quote, payment_intent_id: intentId },
    });
    expect(early.body.data.kind).toBe('REQUIRES_ACTION');
    const held = await freeSlots(app, brooks, '2030-01-08T15:00:00.000Z');
    expect(held.map((s) => s.start_at)).not.toContain('2030-01-08T18:00:00.000Z');

    // stripe.handleNextAction in the browser: the cardholder passes 3-D Secure.
    stripe.completeAction(intentId, 'succeed');
    stripe.requests.length = 0;
    const confirmed = await call(app, 'POST', '/api/v1/cx/book/confirm', {
      token,
      body: { quote_uuid: quote, payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.kind).toBe('BOOKED');
    expect(confirmed.body.data.appointment.status).toBe('CONFIRMED');
    // The server read the outcome from Stripe, not from the browser's word.
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /v1/payment_intents/${intentId}`,
    );
  });

  it('a failed 3-D Secure challenge answers 402 at confirm and frees the slot', async () => {
    const card = (await addCard(app, token, 'pm_fake_3ds')).body.data.uuid;
    const quote = await quoteAt('2030-01-08T19:00:00.000Z');
    const pending = await book(quote, card);
    const intentId = pending.body.data.payment_intent_id as string;
    stripe.completeAction(intentId, 'fail');
    const confirmed = await call(app, 'POST', '/api/v1/cx/book/confirm', {
      token,
      body: { quote_uuid: quote, payment_intent_id: intentId },
    });
    expect(confirmed.status).toBe(402);
    expect(confirmed.body.code).toBe('PAYMENT_DECLINED');
    const slots = await freeSlots(app, brooks, '2030-01-08T15:00:00.000Z');
    expect(slots.map((s) => s.start_at)).toContain('2030-01-08T19:00:00.000Z');
  });

  it('Stripe unreachable: 502 BOOKING_FAILED and the hold is released', async () => {
    const card = (await addCard(app, token, 'pm_fake_visa')).body.data.uuid;
    const quote = await quoteAt('2030-01-08T20:00:00.000Z');
    const { paymentProvider } = selectPaymentProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_pawcall',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_pawcall',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
      db,
      clock,
    );
    const offline = createApp({
      db,
      clock,
      paymentProvider,
      authSecret: 'test-secret',
      trustProxy: true,
      webDist: null,
      devOutbox: false,
    });
    const result = await call(offline.app, 'POST', '/api/v1/cx/book', {
      token,
      body: {
        quote_uuid: quote,
        pet_uuid: dog,
        payment_method_uuid: card,
        concerns: ['Limping'],
        description: 'Again.',
      },
    });
    expect(result.status).toBe(502);
    expect(result.body.code).toBe('BOOKING_FAILED');
    const slots = await freeSlots(app, brooks, '2030-01-08T15:00:00.000Z');
    expect(slots.map((s) => s.start_at)).toContain('2030-01-08T20:00:00.000Z');
  });
});

// Cancelling gives the money back through Stripe Refunds: the client's cancel and the vet's.
describe('refunds with the Stripe provider', () => {
  async function bookedAt(startAt: string) {
    const card = (await addCard(app, token, 'pm_fake_visa')).body.data.uuid;
    const quote = await quoteAt(startAt);
    const booked = await book(quote, card);
    expect(booked.body.data.kind).toBe('BOOKED');
    const [row] = await db.query<{ uuid: string; reference_id: string; payment_intent_id: string }>(
      'SELECT uuid, reference_id, payment_intent_id FROM appointments WHERE quote_uuid = $1',
      [quote],
    );
    return row as { uuid: string; reference_id: string; payment_intent_id: string };
  }
  const refundRequests = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

  it('the client’s cancel refunds the whole visit to the card once, keyed by the appointment, and the appointment says refunded', async () => {
    const appointment = await bookedAt('2030-01-09T16:00:00.000Z');
    stripe.requests.length = 0;
    const cancelled = await call(app, 'POST', `/api/v1/cx/appointments/${appointment.reference_id}/cancel`, {
      token,
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      cancelled_by: 'CLIENT',
      refund_status: 'REFUNDED',
      refund: { amount: 9500, currency: 'USD' },
    });

    const sent = refundRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form.get('payment_intent')).toBe(appointment.payment_intent_id);
    expect(sent[0]?.form.get('amount')).toBe('9500');
    expect(sent[0]?.form.get('reason')).toBe('requested_by_customer');
    expect(sent[0]?.headers['idempotency-key']).toBe(`refund-${appointment.uuid}`);
    const [made] = [...stripe.refunds.values()].filter(
      (r) => r.payment_intent === appointment.payment_intent_id,
    );
    expect(made).toMatchObject({ amount: 9500, currency: 'usd', status: 'succeeded' });

    // A second cancel is refused with the spec's message and gives nothing back twice.
    const again = await call(app, 'POST', `/api/v1/cx/appointments/${appointment.reference_id}/cancel`, {
      token,
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment has already been cancelled.');
    expect(refundRequests()).toHaveLength(1);
    const read = await call(app, 'GET', `/api/v1/cx/appointments/${appointment.reference_id}`, { token });
    expect(read.body.data).toMatchObject({
      refund_status: 'REFUNDED',
      refund: { amount: 9500, currency: 'USD' },
    });
  });

  it('the vet’s cancel refunds the client through Stripe; a refund the card network has not settled shows as in progress', async () => {
    const appointment = await bookedAt('2030-01-09T17:00:00.000Z');
    const vet = await signIn(app, 'dr.brooks@pawcall.test');
    stripe.refundStatus = 'pending';
    stripe.requests.length = 0;
    try {
      const cancelled = await call(
        app,
        'POST',
        `/api/v1/px/appointments/${appointment.reference_id}/cancel`,
        {
          token: vet.token,
          body: { reason: 'EMERGENCY' },
        },
      );
      expect(cancelled.status).toBe(200);
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const sent = refundRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form.get('payment_intent')).toBe(appointment.payment_intent_id);
    expect(sent[0]?.form.get('amount')).toBe('9500');
    expect(sent[0]?.headers['idempotency-key']).toBe(`refund-${appointment.uuid}`);

    const read = await call(app, 'GET', `/api/v1/cx/appointments/${appointment.reference_id}`, { token });
    expect(read.body.data).toMatchObject({
      status: 'CANCELLED',
      cancelled_by: 'PARTNER',
      refund_status: 'IN_PROGRESS',
      refund: { amount: 9500, currency: 'USD' },
    });
    const [charge] = await db.query<{ refund_id: string; status: string; amount: number }>(
      "SELECT refund_id, status, amount FROM appointment_charges WHERE appointment_uuid = $1 AND type = 'REFUND'",
      [appointment.uuid],
    );
    expect(charge).toMatchObject({ status: 'PENDING', amount: -9500 });
    expect(stripe.refunds.get(charge?.refund_id ?? '')).toMatchObject({ status: 'pending', amount: 9500 });
  });

  it('Stripe refuses to give back more than is left of a payment', async () => {
    const appointment = await bookedAt('2030-01-09T18:00:00.000Z');
    const { paymentProvider } = selectPaymentProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_pawcall',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_pawcall',
        STRIPE_API_BASE: stripe.url,
      },
      db,
      clock,
    );
    const part = await paymentProvider.refund({
      intentId: appointment.payment_intent_id,
      amount: 9000,
      idempotencyKey: `partial-${appointment.uuid}`,
    });
    expect(part).toMatchObject({ amount: 9000, status: 'succeeded' });
    // The same key answers the same refund, not a second one.
    const replay = await paymentProvider.refund({
      intentId: appointment.payment_intent_id,
      amount: 9000,
      idempotencyKey: `partial-${appointment.uuid}`,
    });
    expect(replay.id).toBe(part.id);
    await expect(
      paymentProvider.refund({
        intentId: appointment.payment_intent_id,
        amount: 1000,
        idempotencyKey: `more-${appointment.uuid}`,
      }),
    ).rejects.toThrow(/greater than unrefunded amount/);
  });
});
