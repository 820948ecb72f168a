import type { BillingDetails, PaymentMethod } from '@pawcall/api-client';

export interface AddCardProps {
  /** The currency the card will pay in (ISO 4217, upper case); Stripe's card form is set up for it. */
  currency: string;
  /** The card was saved (POST /cx/payment-methods answered). */
  onAdded(card: PaymentMethod): void;
  /**
   * Runs before anything is sent; false stops the submit (the page shows its own field errors).
   * The account page checks its billing details here.
   */
  beforeSubmit?: () => boolean;
  /** What the card is saved with: the booking step saves the token alone, the account page adds the billing details. */
  billingDetails?: BillingDetails;
  /** The submit button's label; "Add card" by default. */
  submitLabel?: string;
}
