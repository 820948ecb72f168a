import { Spinner } from '@pawcall/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { AddCardProps, BookingPayments } from './BookingPayments';
import { LocalAddCard } from './local/LocalAddCard';
import { LocalPaymentAction } from './local/LocalPaymentAction';
import { type PaymentsConfig, usePublishableKey } from './paymentsConfig';

// Stripe's React bindings and the loader of Stripe.js stay out of every bundle a client downloads
// before the payment step, and out of the local provider's path entirely.
const StripeAddCard = lazy(() =>
  import('./stripe/StripePayments').then((m) => ({ default: m.StripeAddCard })),
);
const StripePaymentAction = lazy(() =>
  import('./stripe/StripePayments').then((m) => ({ default: m.StripePaymentAction })),
);

function LazyStripeAddCard(props: AddCardProps) {
  const intl = useIntl();
  const publishableKey = usePublishableKey();
  const loading = <Spinner label={intl.formatMessage({ id: 'booking.payment.stripe.loading' })} />;
  return (
    <Suspense fallback={loading}>
      {publishableKey ? <StripeAddCard publishableKey={publishableKey} {...props} /> : loading}
    </Suspense>
  );
}

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
