import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Database, queryRow } from '../db/database';
import type { Clock } from '../deps';
import type {
  AttachedCard,
  Currency,
  IntentStatus,
  PaymentIntent,
  PaymentProvider,
  Refund,
} from './PaymentProvider';

type CardBehaviour = 'succeed' | 'decline' | 'requires_action';

/**
 * Test cards, named like Stripe's test PaymentMethod tokens so the same demo script works with
 * either provider.
 */
export const TEST_CARDS: Record<string, { brand: string; last4: string; behaviour: CardBehaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'requires_action' },
};

interface IntentRow {
  id: string;
  client_secret: string;
  amount: number;
  currency: Currency;
  payment_method_ref: string;
  status: IntentStatus;
}

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  };
}

/**
 * The embedded payment provider: intents live in the payment_intents table, cards are the test
 * tokens above, and "authenticate" stands in for the card issuer's challenge page.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async attachPaymentMethod(input: { customerUuid: string; token: string }): Promise<AttachedCard | null> {
    const card = TEST_CARDS[input.token];
    if (!card) return null;
    const now = this.clock.now();
    return {
      providerRef: input.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: 12,
      expYear: now.getUTCFullYear() + 4,
    };
  }

  async createIntent(input: {
    customerUuid: string;
    amount: number;
    currency: Currency;
    paymentMethodRef: string;
    idempotencyKey: string;
  }): Promise<PaymentIntent> {
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    const secret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const now = this.clock.now();
    const row = await queryRow<IntentRow>(
      this.db,
      `INSERT INTO payment_intents (id, client_secret, amount, currency, customer_uuid, payment_method_ref, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'requires_confirmation', $7, $7) RETURNING *`,
      [id, secret, input.amount, input.currency, input.customerUuid, input.paymentMethodRef, now],
    );
    return toIntent(row);
  }

  async confirm(intentId: string): Promise<PaymentIntent> {
    const row = await this.find(intentId);
    if (!row) throw new Error(`Unknown payment intent ${intentId}`);
    if (row.status !== 'requires_confirmation') return toIntent(row);
    const behaviour = TEST_CARDS[row.payment_method_ref]?.behaviour ?? 'decline';
    const status: IntentStatus =
      behaviour === 'succeed' ? 'succeeded' : behaviour === 'requires_action' ? 'requires_action' : 'failed';
    return this.setStatus(intentId, status, behaviour === 'decline' ? 'card_declined' : null);
  }

  async retrieve(intentId: string): Promise<PaymentIntent | null> {
    const row = await this.find(intentId);
    return row ? toIntent(row) : null;
  }

  /** A refund of a succeeded intent, never more than what is left of it; the same key answers the same refund. */
  async refund(input: { intentId: string; amount: number; idempotencyKey: string }): Promise<Refund> {
    return this.db.transaction(async (tx) => {
      const [known] = await tx.query<{ id: string; amount: number }>(
        'SELECT id, amount FROM payment_refunds WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (known) return { id: known.id, amount: known.amount, status: 'succeeded' as const };
      const [intent] = await tx.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1 FOR UPDATE', [
        input.intentId,
      ]);
      if (!intent || intent.status !== 'succeeded') throw new Error(`Cannot refund intent ${input.intentId}`);
      const [refunded] = await tx.query<{ total: number }>(
        'SELECT COALESCE(sum(amount), 0)::int AS total FROM payment_refunds WHERE intent_id = $1',
        [input.intentId],
      );
      if (input.amount <= 0 || input.amount > intent.amount - (refunded?.total ?? 0))
        throw new Error(`Refund of ${input.amount} exceeds what is left of ${input.intentId}`);
      const id = `re_local_${randomBytes(12).toString('hex')}`;
      await tx.query(
        'INSERT INTO payment_refunds (id, intent_id, amount, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5)',
        [id, input.intentId, input.amount, input.idempotencyKey, this.clock.now()],
      );
      return { id, amount: input.amount, status: 'succeeded' as const };
    });
  }

  /**
   * The cardholder's answer to the challenge. Only an intent waiting for action changes; the
   * client secret proves the caller is the one the intent was handed to. Null when the intent or
   * the secret does not match.
   */
  async authenticate(
    intentId: string,
    clientSecret: string,
    outcome: 'succeed' | 'fail',
  ): Promise<PaymentIntent | null> {
    const row = await this.find(intentId);
    if (!row) return null;
    const given = Buffer.from(clientSecret);
    const expected = Buffer.from(row.client_secret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (row.status !== 'requires_action') return toIntent(row);
    return this.setStatus(
      intentId,
      outcome === 'succeed' ? 'succeeded' : 'failed',
      outcome === 'fail' ? 'authentication_failed' : null,
    );
  }

  private async find(intentId: string): Promise<IntentRow | undefined> {
    const [row] = await this.db.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1', [intentId]);
    return row;
  }

  private async setStatus(
    intentId: string,
    status: IntentStatus,
    lastError: string | null,
  ): Promise<PaymentIntent> {
    const row = await queryRow<IntentRow>(
      this.db,
      'UPDATE payment_intents SET status = $2, last_error = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [intentId, status, lastError, this.clock.now()],
    );
    return toIntent(row);
  }
}
