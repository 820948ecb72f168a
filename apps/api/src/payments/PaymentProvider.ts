/**
 * The payment provider behind booking. The embedded default is the local provider (test cards,
 * no network); production selects Stripe when STRIPE_SECRET_KEY is set (see ./index.ts). Amounts
 * are integer minor units.
 */

export type Currency = 'USD' | 'CAD' | 'GBP';

export interface AttachedCard {
  /** The provider's id for the card, stored as payment_methods.provider_ref. */
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * succeeded: the money is taken. requires_action: the cardholder must authenticate (3-D Secure)
 * with client_secret, then the booking is confirmed. failed: declined, nothing taken.
 */
export type IntentStatus = 'requires_confirmation' | 'requires_action' | 'succeeded' | 'failed';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  status: IntentStatus;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Turns a token from the browser (Stripe PaymentMethod id, or a local test token) into a saved card. Null when the token is unknown. */
  attachPaymentMethod(input: { customerUuid: string; token: string }): Promise<AttachedCard | null>;
  createIntent(input: {
    customerUuid: string;
    amount: number;
    currency: Currency;
    paymentMethodRef: string;
    /** Makes a retried create return the same intent (Stripe Idempotency-Key). */
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  /** Charges the intent's card, or reads the outcome of an intent that needed action. */
  confirm(intentId: string): Promise<PaymentIntent>;
  /** Reads an intent without changing it. Null when unknown. */
  retrieve(intentId: string): Promise<PaymentIntent | null>;
  /**
   * Gives back (part of) a succeeded intent to the card it came from. A retried call with the same
   * key answers the same refund. "Refund to card within 5 business days": pending until the card
   * network settles it, when the provider says so.
   */
  refund(input: { intentId: string; amount: number; idempotencyKey: string }): Promise<Refund>;
}

export interface Refund {
  id: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}
