import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { selectPaymentProvider } from '../src/payments';
import { LocalPaymentProvider } from '../src/payments/localProvider';
import { StripePaymentProvider, stripeApiBase } from '../src/payments/stripeProvider';
import { type FakeStripe, startFakeStripe } from './stripeFakeServer';
import { TestClock } from './support';

// The real `stripe` SDK against a local stand-in for api.stripe.com: what goes over the wire is
// what Stripe documents (form-encoded params, Bearer secret key, Idempotency-Key header).
let stripe: FakeStripe;
let db: Database;
let provider: StripePaymentProvider;
let olivia: string;
let noah: string;
const clock = new TestClock();

beforeAll(async () => {
  stripe = await startFakeStripe();
  db = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  await seed(db, clock);
  const users = await db.query<{ uuid: string; email: string }>('SELECT uuid, email FROM users');
  olivia = (users.find((u) => u.email === 'olivia@pawcall.test') as { uuid: string }).uuid;
  noah = (users.find((u) => u.email === 'noah@pawcall.test') as { uuid: string }).uuid;
  provider = new StripePaymentProvider(db, clock, { secretKey: 'sk_test_pawcall', apiBase: stripe.url });
});
afterAll(async () => {
  await stripe.close();
  await db.close();
});
afterEach(() => {
  stripe.requests.length = 0;
});

describe('selectPaymentProvider', () => {
  it('runs the local provider without STRIPE_SECRET_KEY and tells the web app so', () => {
    const selected = selectPaymentProvider({}, db, clock);
    expect(selected.paymentProvider).toBeInstanceOf(LocalPaymentProvider);
    expect(selected.localPayments).toBe(selected.paymentProvider);
    expect(selected.clientConfig).toEqual({ provider: 'local', publishable_key: null });
  });

  it('selects Stripe with STRIPE_SECRET_KEY and hands the publishable key (only) to the web app', () => {
    const selected = selectPaymentProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_xyz',
        STRIPE_API_BASE: stripe.url,
      },
      db,
      clock,
    );
    expect(selected.paymentProvider).toBeInstanceOf(StripePaymentProvider);
    expect(selected.paymentProvider.name).toBe('stripe');
    expect(selected.localPayments).toBeNull();
    expect(selected.clientConfig).toEqual({ provider: 'stripe', publishable_key: 'pk_test_xyz' });
  });

  it('refuses to start with a secret key but no publishable key, or a secret key in its place', () => {
    expect(() => selectPaymentProvider({ STRIPE_SECRET_KEY: 'sk_test_abc' }, db, clock)).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() =>
      selectPaymentProvider(
        { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' },
        db,
        clock,
      ),
    ).toThrow(/publishable key \(pk_/);
  });

  it('reads host, port and protocol from STRIPE_API_BASE', () => {
    expect(stripeApiBase('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeApiBase('https://stripe-mock.internal')).toEqual({
      host: 'stripe-mock.internal',
      port: 443,
      protocol: 'https',
    });
  });
});

describe('StripePaymentProvider', () => {
  it('creates one customer per client and attaches the PaymentMethod from the browser to it', async () => {
    const card = await provider.attachPaymentMethod({ customerUuid: olivia, token: 'pm_fake_visa' });
    expect(card).toEqual({
      providerRef: 'pm_fake_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });

    const [create, attach] = stripe.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(create?.headers.authorization).toBe('Bearer sk_test_pawcall');
    expect(create?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(create?.headers['idempotency-key']).toBe(`customer-${olivia}`);
    expect(create?.form.get('metadata[pawcall_user_uuid]')).toBe(olivia);
    expect(attach).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_fake_visa/attach' });
    const [customerRow] = await db.query<{ customer_ref: string }>(
      "SELECT customer_ref FROM payment_customers WHERE owner_uuid = $1 AND provider = 'stripe'",
      [olivia],
    );
    expect(attach?.form.get('customer')).toBe(customerRow?.customer_ref);
    expect(customerRow?.customer_ref).toMatch(/^cus_/);

    // A second card reuses the customer: no second POST /v1/customers.
    stripe.requests.length = 0;
    await provider.attachPaymentMethod({ customerUuid: olivia, token: 'pm_fake_3ds' });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_methods/pm_fake_3ds/attach',
    ]);
    expect(stripe.requests[0]?.form.get('customer')).toBe(customerRow?.customer_ref);
  });

  it('answers null for a PaymentMethod Stripe does not know, and never sends something that is not a pm_ id', async () => {
    expect(await provider.attachPaymentMethod({ customerUuid: olivia, token: 'pm_unknown' })).toBeNull();
    stripe.requests.length = 0;
    expect(
      await provider.attachPaymentMethod({ customerUuid: olivia, token: '4242424242424242' }),
    ).toBeNull();
    expect(stripe.requests).toEqual([]);
  });

  it('creates and confirms a PaymentIntent off the saved card in one call, in minor units and the quote’s currency', async () => {
    await provider.attachPaymentMethod({ customerUuid: noah, token: 'pm_fake_visa' });
    stripe.requests.length = 0;
    const intent = await provider.createIntent({
      customerUuid: noah,
      amount: 9500,
      currency: 'USD',
      paymentMethodRef: 'pm_fake_visa',
      idempotencyKey: 'booking-attempt-1',
    });
    expect(intent).toMatchObject({ amount: 9500, currency: 'USD', status: 'succeeded' });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toContain('_secret_');

    const [create] = stripe.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    // The SDK pins its API version; the fake answers in that version's terms.
    expect(create?.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(create?.headers['idempotency-key']).toBe('booking-attempt-1');
    expect(create?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const [customerRow] = await db.query<{ customer_ref: string }>(
      "SELECT customer_ref FROM payment_customers WHERE owner_uuid = $1 AND provider = 'stripe'",
      [noah],
    );
    expect(Object.fromEntries(create?.form ?? [])).toMatchObject({
      amount: '9500',
      currency: 'usd',
      customer: customerRow?.customer_ref,
      payment_method: 'pm_fake_visa',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
    });

    // The booking route's confirm() right after reads the answer already given: no second call.
    stripe.requests.length = 0;
    expect((await provider.confirm(intent.id)).status).toBe('succeeded');
    expect(stripe.requests).toEqual([]);
    // Later reads go to Stripe.
    expect(await provider.retrieve(intent.id)).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${intent.id}`,
    ]);
  });

  it('a retried create with the same idempotency key gets the same intent, so the card is charged once', async () => {
    const input = {
      customerUuid: noah,
      amount: 4500,
      currency: 'CAD' as const,
      paymentMethodRef: 'pm_fake_visa',
      idempotencyKey: 'booking-attempt-2',
    };
    const first = await provider.createIntent(input);
    const second = await provider.createIntent(input);
    expect(second.id).toBe(first.id);
    expect(first.currency).toBe('CAD');
    expect(stripe.requests.at(-1)?.form.get('currency')).toBe('cad');
  });

  it('maps a 402 card_declined to a failed intent, not a thrown error', async () => {
    await provider.attachPaymentMethod({ customerUuid: noah, token: 'pm_fake_declined' });
    const intent = await provider.createIntent({
      customerUuid: noah,
      amount: 9500,
      currency: 'USD',
      paymentMethodRef: 'pm_fake_declined',
      idempotencyKey: 'booking-attempt-3',
    });
    expect(intent.status).toBe('failed');
    expect(intent.id).toMatch(/^pi_/);
    expect((await provider.confirm(intent.id)).status).toBe('failed');
    // Stripe keeps the intent as requires_payment_method: still failed when read later.
    expect((await provider.retrieve(intent.id))?.status).toBe('failed');
  });

  it('maps requires_action, then reads the outcome of the browser’s handleNextAction', async () => {
    await provider.attachPaymentMethod({ customerUuid: noah, token: 'pm_fake_3ds' });
    const intent = await provider.createIntent({
      customerUuid: noah,
      amount: 8500,
      currency: 'USD',
      paymentMethodRef: 'pm_fake_3ds',
      idempotencyKey: 'booking-attempt-4',
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.clientSecret).toBe(stripe.intents.get(intent.id)?.client_secret);
    expect((await provider.confirm(intent.id)).status).toBe('requires_action');
    expect((await provider.confirm(intent.id)).status).toBe('requires_action');

    stripe.completeAction(intent.id, 'succeed');
    expect((await provider.confirm(intent.id)).status).toBe('succeeded');

    const failing = await provider.createIntent({
      customerUuid: noah,
      amount: 8500,
      currency: 'USD',
      paymentMethodRef: 'pm_fake_3ds',
      idempotencyKey: 'booking-attempt-5',
    });
    stripe.completeAction(failing.id, 'fail');
    expect((await provider.retrieve(failing.id))?.status).toBe('failed');
  });

  it('answers null for an intent Stripe does not know', async () => {
    expect(await provider.retrieve('pi_missing')).toBeNull();
  });
});
