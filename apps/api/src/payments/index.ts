import type { Database } from '../db/database';
import type { Clock } from '../deps';
import { LocalPaymentProvider } from './localProvider';
import type { PaymentProvider } from './PaymentProvider';
import { StripePaymentProvider } from './stripeProvider';

/** What the web app needs to know to collect cards (GET /api/p/config/payments). */
export interface PaymentsClientConfig {
  provider: 'local' | 'stripe';
  /** Stripe's publishable key (pk_...), public by design; null with the local provider. */
  publishable_key: string | null;
}

export interface SelectedPayments {
  paymentProvider: PaymentProvider;
  localPayments: LocalPaymentProvider | null;
  clientConfig: PaymentsClientConfig;
}

/**
 * The one place a payment provider is chosen. STRIPE_SECRET_KEY selects Stripe (PaymentIntents,
 * with STRIPE_PUBLISHABLE_KEY handed to the browser for Stripe.js; STRIPE_API_BASE points the SDK
 * elsewhere, for tests); without it the local test-card provider runs, with no network.
 */
export function selectPaymentProvider(env: NodeJS.ProcessEnv, db: Database, clock: Clock): SelectedPayments {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
    // Without it the browser cannot create a PaymentMethod: no client could ever add a card.
    if (!publishableKey)
      throw new Error(
        'STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: set both (pk_... and sk_...).',
      );
    if (!publishableKey.startsWith('pk_'))
      throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...), never the secret key.');
    const apiBase = env.STRIPE_API_BASE?.trim();
    return {
      paymentProvider: new StripePaymentProvider(db, clock, { secretKey, ...(apiBase ? { apiBase } : {}) }),
      localPayments: null,
      clientConfig: { provider: 'stripe', publishable_key: publishableKey },
    };
  }
  const local = new LocalPaymentProvider(db, clock);
  return {
    paymentProvider: local,
    localPayments: local,
    clientConfig: { provider: 'local', publishable_key: null },
  };
}
