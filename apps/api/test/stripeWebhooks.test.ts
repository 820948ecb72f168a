import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { noahAndBrooks, type StripeApp, startStripeApp } from './stripeApp';
import type { FakeStripe } from './stripeFakeServer';
import { addCard, call, TestClock } from './support';

// POST /api/p/webhooks/stripe with the Stripe provider talking to the local stand-in for Stripe.
// Events are signed here the way Stripe signs them: HMAC-SHA256 of `${t}.${body}` with the secret.
const SECRET = 'whsec_test_pawcall';
let server: StripeApp;
let stripe: FakeStripe;
let db: Database;
let app: Hono;
let brooks: string;
let token: string;
let dog: string;
const clock = new TestClock();

beforeAll(async () => {
  server = await startStripeApp(clock, { stripeWebhookSecret: SECRET });
  ({ stripe, db, app } = server);
  ({ brooks, token, dog } = await noahAndBrooks(app));
});
afterAll(async () => {
  await server.close();
});

function signature(body: string, secret = SECRET, at = clock.now().getTime()) {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

async function deliver(event: unknown, options: { header?: string | null; body?: string; on?: Hono } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const header = options.header === undefined ? signature(body) : options.header;
  const response = await (options.on ?? app).request('/api/p/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  data: { object },
});

async function book(startAt: string, card: string) {
  const quote = await call(app, 'POST', `/api/p/quote/${brooks}`, {
    token,
    body: {
      start_at: startAt,
      end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
      platform: 'WEB',
    },
  });
  expect(quote.status).toBe(201);
  const booked = await call(app, 'POST', '/api/v1/cx/book', {
    token,
    body: {
      quote_uuid: quote.body.data.uuid,
      pet_uuid: dog,
      payment_method_uuid: card,
      concerns: ['Limping'],
      description: 'Favouring the left hind leg.',
    },
  });
  expect(booked.status).toBe(200);
  return { quote: quote.body.data.uuid as string, data: booked.body.data };
}

async function readAppointment(reference: string) {
  const read = await call(app, 'GET', `/api/v1/cx/appointments/${reference}`, { token });
  expect(read.status).toBe(200);
  return read.body.data;
}

describe('the Stripe-Signature check', () => {
  const ignored = event('customer.created', { id: 'cus_1', object: 'customer' });

  it('answers 200 to a correctly signed event it does not handle, and ignores it', async () => {
    expect(await deliver(ignored)).toEqual({ status: 200, body: { received: true } });
  });

  it('answers 400 to a missing, wrong, stale or tampered signature', async () => {
    const body = JSON.stringify(ignored);
    expect((await deliver(ignored, { header: null })).status).toBe(400);
    expect((await deliver(ignored, { header: signature(body, 'whsec_other') })).status).toBe(400);
    expect((await deliver(ignored, { header: 'garbage' })).status).toBe(400);
    const stale = await deliver(ignored, {
      header: signature(body, SECRET, clock.now().getTime() - 301_000),
    });
    expect(stale).toEqual({ status: 400, body: { error: 'invalid_signature' } });
    // Signed within the 5 minutes: accepted.
    expect(
      (await deliver(ignored, { header: signature(body, SECRET, clock.now().getTime() - 240_000) })).status,
    ).toBe(200);
    const tampered = await deliver(ignored, {
      header: signature(body),
      body: body.replace('cus_1', 'cus_2'),
    });
    expect(tampered.status).toBe(400);
  });

  it('is not mounted without STRIPE_WEBHOOK_SECRET', async () => {
    const { app: without } = createApp({
      db,
      clock,
      authSecret: 'test-secret',
      webDist: null,
      devOutbox: false,
    });
    const answer = await deliver(ignored, { on: without });
    expect(answer.status).toBe(404);
  });
});

describe('refund outcomes', () => {
  async function cancelledWithPendingRefund(startAt: string) {
    const { data } = await book(startAt, (await addCard(app, token, 'pm_fake_visa')).body.data.uuid);
    expect(data.kind).toBe('BOOKED');
    const reference = data.appointment.reference_id as string;
    stripe.refundStatus = 'pending';
    try {
      const cancelled = await call(app, 'POST', `/api/v1/cx/appointments/${reference}/cancel`, {
        token,
        body: { reason: 'SCHEDULE_CONFLICT' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.refund_status).toBe('IN_PROGRESS');
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const [row] = await db.query<{ refund_id: string }>(
      "SELECT c.refund_id FROM appointment_charges c JOIN appointments a ON a.uuid = c.appointment_uuid WHERE a.reference_id = $1 AND c.type = 'REFUND'",
      [reference],
    );
    const refundId = (row as { refund_id: string }).refund_id;
    const refund = stripe.refunds.get(refundId) as Record<string, unknown>;
    expect(refund).toMatchObject({ status: 'pending', amount: 9500 });
    return { reference, refundId, refund };
  }

  it('refund.updated to succeeded turns "refund in progress" into refunded, and a later event cannot undo it', async () => {
    const { reference, refundId, refund } = await cancelledWithPendingRefund('2030-01-08T16:00:00.000Z');
    expect(refund.id).toBe(refundId);
    const settled = await deliver(event('refund.updated', { ...refund, status: 'succeeded' }));
    expect(settled.status).toBe(200);
    expect(await readAppointment(reference)).toMatchObject({
      refund_status: 'REFUNDED',
      refund: { amount: 9500, currency: 'USD' },
    });
    // Out of order: a stale "failed" after the success changes nothing.
    await deliver(event('refund.updated', { ...refund, status: 'failed' }));
    expect((await readAppointment(reference)).refund_status).toBe('REFUNDED');
  });

  it('charge.refunded carrying a failed refund: the appointment no longer claims a refund', async () => {
    const { reference, refundId } = await cancelledWithPendingRefund('2030-01-08T17:00:00.000Z');
    const answer = await deliver(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunds: {
          object: 'list',
          data: [{ id: refundId, object: 'refund', status: 'failed', amount: 9500 }],
        },
      }),
    );
    expect(answer.status).toBe(200);
    expect(await readAppointment(reference)).toMatchObject({ refund_status: null, refund: null });
  });

  it('a refund still pending stays in progress', async () => {
    const { reference, refund } = await cancelledWithPendingRefund('2030-01-08T18:00:00.000Z');
    await deliver(event('refund.updated', { ...refund, status: 'pending' }));
    expect((await readAppointment(reference)).refund_status).toBe('IN_PROGRESS');
  });
});

describe('payment_intent.succeeded', () => {
  it('confirms a hold whose confirm call never came, once; the late confirm call answers the same booking', async () => {
    const { quote, data } = await book(
      '2030-01-08T19:00:00.000Z',
      (await addCard(app, token, 'pm_fake_3ds')).body.data.uuid,
    );
    expect(data.kind).toBe('REQUIRES_ACTION');
    const intentId = data.payment_intent_id as string;
    // The cardholder passed 3-D Secure, then the tab closed: only Stripe tells us.
    stripe.completeAction(intentId, 'succeed');
    const intent = { ...stripe.intents.get(intentId), status: 'succeeded' };
    expect((await deliver(event('payment_intent.succeeded', intent))).status).toBe(200);

    const [row] = await db.query<{ reference_id: string; status: string; hold_expires_at: Date | null }>(
      'SELECT reference_id, status, hold_expires_at FROM appointments WHERE payment_intent_id = $1',
      [intentId],
    );
    expect(row).toMatchObject({ status: 'CONFIRMED', hold_expires_at: null });
    expect((await readAppointment((row as { reference_id: string }).reference_id)).status).toBe('CONFIRMED');

    // Stripe delivers at least once: the same event again changes nothing.
    expect((await deliver(event('payment_intent.succeeded', intent))).status).toBe(200);
    const rows = await db.query<{ status: string }>(
      'SELECT status FROM appointments WHERE payment_intent_id = $1',
      [intentId],
    );
    expect(rows).toEqual([{ status: 'CONFIRMED' }]);

    const late = await call(app, 'POST', '/api/v1/cx/book/confirm', {
      token,
      body: { quote_uuid: quote, payment_intent_id: intentId },
    });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ kind: 'BOOKED', appointment: { status: 'CONFIRMED' } });
  });

  it('an intent no appointment holds (say, a transfer fee) is acknowledged and ignored', async () => {
    const answer = await deliver(
      event('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent' }),
    );
    expect(answer).toEqual({ status: 200, body: { received: true } });
  });
});
