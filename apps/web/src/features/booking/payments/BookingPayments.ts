import type { ComponentType } from 'react';
import type { AddCardProps } from '../../../shared/payments/AddCard';

export type { AddCardProps };

/**
 * The payment provider as the booking screens see it. The steps render these two parts and never
 * ask which provider runs: the local test cards (the embedded default) or Stripe (production),
 * chosen by the server's GET /api/p/config/payments.
 */
export interface BookingPayments {
  provider: 'local' | 'stripe';
  /** The payment step's "add a card" form. */
  AddCard: ComponentType<AddCardProps>;
  /**
   * Mounted for the whole flow. While the machine waits in requiresAction it takes the cardholder
   * through the card issuer's check (3-D Secure), then sends payment.actionCompleted (the machine
   * confirms with the server, which reads the outcome from the provider) or payment.actionFailed.
   */
  PaymentAction: ComponentType;
}
