import Stripe from 'stripe';
import type { Database } from '../db/database';
import type { Clock } from '../deps';
import type {
  AttachedCard,
  Currency,
  IntentStatus,
  PaymentIntent,
  PaymentProvider,
  Refund,
} from './PaymentProvider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Where the SDK sends requests (tests: a local server). Unset: api.stripe.com over HTTPS. */
  apiBase?: string;
}

/** Host, port and protocol for the SDK from a base URL such as `http://127.0.0.1:12111`. */
export function stripeApiBase(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe's statuses in the interface's terms. requires_payment_method after a confirmation means
 * the card was declined or the 3-D Secure challenge failed; processing is not final yet, so it is
 * treated like an action still pending (the confirm call reads it again).
 */
function toStatus(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
    case 'processing':
      return 'requires_action';
    case 'requires_confirmation':
      return 'requires_confirmation';
    default:
      return 'failed';
  }
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency.toUpperCase() as Currency,
    status: toStatus(intent.status),
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}

/**
 * The production payment provider: Stripe PaymentIntents off cards saved on a Stripe customer.
 * The browser turns card details into a PaymentMethod (pm_...) with Stripe.js; this attaches it to
 * the client's customer. Booking creates and confirms an intent in one call; a card that needs
 * 3-D Secure comes back requires_action, the browser runs stripe.handleNextAction with the client
 * secret, and the confirm call reads the intent's status from Stripe.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  /**
   * The outcome Stripe answered to create-and-confirm, handed to the confirm() that follows in the
   * same booking request, so a booking costs one call to Stripe (and a declined card, whose intent
   * comes back inside the 402 error, needs no second look).
   */
  private readonly justConfirmed = new Map<string, PaymentIntent>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: StripeProviderOptions,
  ) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.apiBase ? stripeApiBase(options.apiBase) : {}),
      // Retries are safe: every POST below carries an idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Pawcall' },
    });
  }

  async attachPaymentMethod(input: { customerUuid: string; token: string }): Promise<AttachedCard | null> {
    // Only a PaymentMethod id from Stripe.js is accepted here (no raw card numbers, no legacy tokens).
    if (!/^pm_[A-Za-z0-9_]+$/.test(input.token)) return null;
    const customer = await this.customerFor(input.customerUuid);
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.attach(
        input.token,
        { customer },
        { idempotencyKey: `attach-${input.customerUuid}-${input.token}` },
      );
    } catch (error) {
      // Unknown, already used elsewhere or refused by the card network: the client is told the card
      // could not be saved (422), not that the server failed.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      )
        return null;
      throw error;
    }
    if (!method.card) return null;
    return {
      providerRef: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async createIntent(input: {
    customerUuid: string;
    amount: number;
    currency: Currency;
    paymentMethodRef: string;
    idempotencyKey: string;
  }): Promise<PaymentIntent> {
    const customer = await this.customerFor(input.customerUuid);
    let outcome: PaymentIntent;
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          // Quotes are in minor units already (USD, CAD, GBP all have two decimals).
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer,
          payment_method: input.paymentMethodRef,
          // Saved cards only: no redirect-based methods, so no return_url; 3-D Secure is answered in
          // the page by stripe.handleNextAction. (The SDK's API version, 2026-10-28.endive, refuses
          // the older payment_method_types with payment_method_types_no_longer_supported.)
          allowed_payment_method_types: ['card'],
          confirm: true,
          metadata: {
            pawcall_client_uuid: input.customerUuid,
            pawcall_booking_attempt: input.idempotencyKey,
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      outcome = toIntent(intent);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      // A decline answers 402 with the intent (now requires_payment_method) inside the error.
      const declined = error.payment_intent;
      outcome = {
        id: declined?.id ?? `pi_declined_${input.idempotencyKey}`,
        clientSecret: declined?.client_secret ?? '',
        amount: input.amount,
        currency: input.currency,
        status: 'failed',
      };
    }
    // Bounded: an entry is normally taken by the confirm() of the same request at once.
    if (this.justConfirmed.size > 1000) this.justConfirmed.clear();
    this.justConfirmed.set(outcome.id, outcome);
    return outcome;
  }

  async confirm(intentId: string): Promise<PaymentIntent> {
    const fresh = this.justConfirmed.get(intentId);
    if (fresh) {
      this.justConfirmed.delete(intentId);
      return fresh;
    }
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    if (intent.status !== 'requires_confirmation') return toIntent(intent);
    try {
      return toIntent(
        await this.stripe.paymentIntents.confirm(intentId, {}, { idempotencyKey: `confirm-${intentId}` }),
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      return { ...toIntent(intent), status: 'failed' };
    }
  }

  async retrieve(intentId: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async refund(input: { intentId: string; amount: number; idempotencyKey: string }): Promise<Refund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amount, reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed';
    return { id: refund.id, amount: refund.amount, status };
  }

  /** The client's Stripe customer, created once and remembered in payment_customers. */
  private async customerFor(ownerUuid: string): Promise<string> {
    const [known] = await this.db.query<{ customer_ref: string }>(
      "SELECT customer_ref FROM payment_customers WHERE owner_uuid = $1 AND provider = 'stripe'",
      [ownerUuid],
    );
    if (known) return known.customer_ref;
    // Two first cards saved at once: the idempotency key makes Stripe answer both with one
    // customer, and ON CONFLICT keeps the first row.
    const customer = await this.stripe.customers.create(
      { metadata: { pawcall_user_uuid: ownerUuid } },
      { idempotencyKey: `customer-${ownerUuid}` },
    );
    await this.db.query(
      `INSERT INTO payment_customers (owner_uuid, provider, customer_ref, created_at) VALUES ($1, 'stripe', $2, $3)
       ON CONFLICT (owner_uuid, provider) DO NOTHING`,
      [ownerUuid, customer.id, this.clock.now()],
    );
    const [row] = await this.db.query<{ customer_ref: string }>(
      "SELECT customer_ref FROM payment_customers WHERE owner_uuid = $1 AND provider = 'stripe'",
      [ownerUuid],
    );
    return (row as { customer_ref: string }).customer_ref;
  }
}
