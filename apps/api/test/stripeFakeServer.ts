import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for api.stripe.com on 127.0.0.1, answering the few REST calls the Stripe provider
 * makes, with the JSON shapes Stripe documents (PaymentIntents, PaymentMethods, Customers, the
 * 402 card_error). Tests run without the internet; the real `stripe` SDK talks to it over HTTP.
 *
 * Cards (PaymentMethod ids the browser would have created with Stripe.js):
 *   pm_fake_visa       visa 4242, succeeds
 *   pm_fake_declined   visa 0002, declined (402 card_declined)
 *   pm_fake_3ds        visa 3184, requires_action (3-D Secure) until completeAction()
 * Any other id: 404 resource_missing, as Stripe answers an unknown PaymentMethod.
 *
 * Refunds (POST /v1/refunds) give back a succeeded PaymentIntent's money, never more than is left
 * of it; they answer `succeeded`, or `pending` after `refundStatus = 'pending'` (a card network
 * that has not settled yet, Stripe's usual case for some cards).
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw application/x-www-form-urlencoded body, decoded. */
  form: URLSearchParams;
}

const CARDS: Record<string, { brand: string; last4: string; outcome: 'succeed' | 'decline' | 'action' }> = {
  pm_fake_visa: { brand: 'visa', last4: '4242', outcome: 'succeed' },
  pm_fake_declined: { brand: 'visa', last4: '0002', outcome: 'decline' },
  pm_fake_3ds: { brand: 'visa', last4: '3184', outcome: 'action' },
};

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, Json>;
  /** Refunds made, by id. */
  refunds: Map<string, Json>;
  /** The status new refunds get: `succeeded` (default) or `pending`. */
  refundStatus: 'succeeded' | 'pending';
  /** What stripe.handleNextAction does in the browser: the cardholder passes (or fails) 3-D Secure. */
  completeAction(intentId: string, outcome: 'succeed' | 'fail'): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function paymentMethodObject(pmId: string, customer: string | null): Json {
  const card = CARDS[pmId] as (typeof CARDS)[string];
  return {
    id: pmId,
    object: 'payment_method',
    type: 'card',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card.brand,
      country: 'US',
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
      last4: card.last4,
    },
    created: Math.floor(Date.now() / 1000),
    customer,
    livemode: false,
    metadata: {},
  };
}

function errorBody(type: string, code: string, message: string, extra: Json = {}) {
  return { error: { type, code, message, doc_url: `https://docs.stripe.com/error-codes/${code}`, ...extra } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const attached = new Map<string, string>();
  const refunds = new Map<string, Json>();
  const settings = { refundStatus: 'succeeded' as 'succeeded' | 'pending' };
  // Stripe replays the first answer for a repeated Idempotency-Key (same endpoint).
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const handle = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Json = {
        id: id('cus'),
        object: 'customer',
        created: Math.floor(Date.now() / 1000),
        email: form.get('email'),
        livemode: false,
        metadata: Object.fromEntries(
          [...form.entries()]
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
      };
      customers.set(customer.id as string, customer);
      return { status: 200, body: customer };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      const pmId = decodeURIComponent(attach[1] as string);
      const customer = form.get('customer') ?? '';
      if (!CARDS[pmId])
        return {
          status: 404,
          body: errorBody('invalid_request_error', 'resource_missing', `No such PaymentMethod: '${pmId}'`, {
            param: 'payment_method',
          }),
        };
      if (!customers.has(customer))
        return {
          status: 404,
          body: errorBody('invalid_request_error', 'resource_missing', `No such customer: '${customer}'`, {
            param: 'customer',
          }),
        };
      attached.set(pmId, customer);
      return { status: 200, body: paymentMethodObject(pmId, customer) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pmId = form.get('payment_method') ?? '';
      const card = CARDS[pmId];
      // The SDK's API version no longer accepts payment_method_types on create.
      if (form.has('payment_method_types[0]'))
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'payment_method_types_no_longer_supported',
            'payment_method_types is no longer supported on this API version.',
          ),
        };
      const intentId = id('pi');
      const intent: Json = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        automatic_payment_methods: null,
        capture_method: 'automatic',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        confirmation_method: 'automatic',
        created: Math.floor(Date.now() / 1000),
        currency: form.get('currency'),
        customer: form.get('customer'),
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: {},
        next_action: null,
        payment_method: pmId,
        payment_method_types: [form.get('allowed_payment_method_types[0]') ?? 'card'],
        status: 'requires_confirmation',
      };
      intents.set(intentId, intent);
      if (form.get('confirm') !== 'true' || !card) return { status: 200, body: intent };
      if (attached.get(pmId) !== form.get('customer'))
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'payment_method_not_attached',
            'The PaymentMethod is not attached to this customer.',
          ),
        };
      if (card.outcome === 'succeed') {
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          latest_charge: id('ch'),
        });
        return { status: 200, body: intent };
      }
      if (card.outcome === 'action') {
        Object.assign(intent, {
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
        });
        return { status: 200, body: intent };
      }
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: paymentMethodObject(pmId, form.get('customer')),
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      return {
        status: 402,
        body: errorBody('card_error', 'card_declined', 'Your card was declined.', {
          decline_code: 'generic_decline',
          charge: id('ch'),
          payment_intent: intent,
          payment_method: lastError.payment_method,
        }),
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent)
        return {
          status: 404,
          body: errorBody(
            'invalid_request_error',
            'resource_missing',
            `No such payment_intent: '${intentId}'`,
            {
              param: 'payment_intent',
            },
          ),
        };
      if (intent.status !== 'succeeded' || !intent.latest_charge)
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'charge_not_refundable',
            `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
            { param: 'payment_intent' },
          ),
        };
      const received = Number(intent.amount_received);
      const alreadyRefunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intentId && refund.status !== 'failed')
        .reduce((sum, refund) => sum + Number(refund.amount), 0);
      if (alreadyRefunded >= received)
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'charge_already_refunded',
            `Charge ${intent.latest_charge} has already been refunded.`,
          ),
        };
      const amount = form.has('amount') ? Number(form.get('amount')) : received - alreadyRefunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > received - alreadyRefunded)
        return {
          status: 400,
          body: errorBody(
            'invalid_request_error',
            'amount_too_large',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${received - alreadyRefunded}).`,
            { param: 'amount' },
          ),
        };
      const refund: Json = {
        id: id('re'),
        object: 'refund',
        amount,
        balance_transaction: id('txn'),
        charge: intent.latest_charge,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        metadata: {},
        payment_intent: intentId,
        reason: form.get('reason'),
        receipt_number: null,
        source_transfer_reversal: null,
        status: settings.refundStatus,
        transfer_reversal: null,
      };
      refunds.set(refund.id as string, refund);
      return { status: 200, body: refund };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1] as string));
      if (!intent)
        return {
          status: 404,
          body: errorBody('invalid_request_error', 'resource_missing', 'No such payment_intent', {
            param: 'intent',
          }),
        };
      return { status: 200, body: intent };
    }
    return {
      status: 404,
      body: errorBody(
        'invalid_request_error',
        'resource_missing',
        `Unrecognized request URL (${method}: ${path}).`,
      ),
    };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, form });
      let answer: { status: number; body: unknown };
      const key = req.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${method} ${url.pathname} ${key}` : null;
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        answer = {
          status: 401,
          body: errorBody('invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.'),
        };
      } else if (replayKey && idempotent.has(replayKey)) {
        answer = idempotent.get(replayKey) as { status: number; body: unknown };
      } else {
        answer = handle(method, url.pathname, form);
        if (replayKey) idempotent.set(replayKey, answer);
      }
      const body = JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        ...(typeof key === 'string' ? { 'Idempotency-Key': key } : {}),
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    get refundStatus() {
      return settings.refundStatus;
    },
    set refundStatus(status) {
      settings.refundStatus = status;
    },
    completeAction(intentId, outcome) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action')
        throw new Error(`intent ${intentId} is not waiting for action`);
      if (outcome === 'succeed')
        Object.assign(intent, {
          status: 'succeeded',
          next_action: null,
          amount_received: intent.amount,
          latest_charge: id('ch'),
        });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'The provided PaymentMethod has failed authentication.',
          },
        });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
