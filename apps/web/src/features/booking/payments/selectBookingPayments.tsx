import { lazy, Suspense } from 'react';
import { LocalAddCard } from '../../../shared/payments/LocalAddCard';
import { type PaymentsConfig, usePublishableKey } from '../../../shared/payments/paymentsConfig';
import { LazyStripeAddCard } from '../../../shared/payments/selectAddCard';
import type { BookingPayments } from './BookingPayments';
import { LocalPaymentAction } from './local/LocalPaymentAction';

// The 3-D Secure part of Stripe stays out of every bundle a client downloads before the payment
// step, and out of the local provider's path entirely.
const StripePaymentAction = lazy(() =>
  import('./stripe/StripePayments').then((m) => ({ default: m.StripePaymentAction })),
);

function LazyStripePaymentAction() {
  const publishableKey = usePublishableKey();
  return (
    <Suspense fallback={null}>
      {publishableKey ? <StripePaymentAction publishableKey={publishableKey} /> : null}
    </Suspense>
  );
}

export const localPayments: BookingPayments = {
  provider: 'local',
  AddCard: LocalAddCard,
  PaymentAction: LocalPaymentAction,
};

export const stripePayments: BookingPayments = {
  provider: 'stripe',
  AddCard: LazyStripeAddCard,
  PaymentAction: LazyStripePaymentAction,
};

/** The provider's parts for the server's payment configuration. */
export function selectBookingPayments(config: PaymentsConfig): BookingPayments {
  return config.provider === 'stripe' && config.publishable_key ? stripePayments : localPayments;
}
