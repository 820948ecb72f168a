import type { Database } from '../db/database';
import type { Clock } from '../deps';
import { LocalPaymentProvider } from './localProvider';
import type { PaymentProvider } from './PaymentProvider';

/**
 * The one place a payment provider is chosen. With STRIPE_SECRET_KEY set, production will select
 * a Stripe provider (src/payments/stripeProvider.ts, PaymentIntents + handleNextAction in the
 * browser) implementing the same PaymentProvider interface; it is not written yet, so that
 * setting fails loudly instead of pretending to charge.
 */
export function selectPaymentProvider(
  env: NodeJS.ProcessEnv,
  db: Database,
  clock: Clock,
): { paymentProvider: PaymentProvider; localPayments: LocalPaymentProvider | null } {
  if (env.STRIPE_SECRET_KEY) {
    throw new Error(
      'STRIPE_SECRET_KEY is set but the Stripe provider is not implemented yet; unset it to use the local test-card provider.',
    );
  }
  const local = new LocalPaymentProvider(db, clock);
  return { paymentProvider: local, localPayments: local };
}
