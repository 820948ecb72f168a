import { useApiClients } from '@pawcall/api-client';
import { Spinner } from '@pawcall/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { AddCardProps } from './AddCard';
import { LocalAddCard } from './LocalAddCard';
import { type PaymentsConfig, paymentsConfigQuery, usePublishableKey } from './paymentsConfig';

// Stripe's React bindings and the loader of Stripe.js stay out of every bundle until a card form
// is shown with Stripe, and out of the local provider's path entirely.
const StripeAddCard = lazy(() =>
  import('./stripe/StripeAddCard').then((m) => ({ default: m.StripeAddCard })),
);

export function LazyStripeAddCard(props: AddCardProps) {
  const intl = useIntl();
  const publishableKey = usePublishableKey();
  const loading = <Spinner label={intl.formatMessage({ id: 'booking.payment.stripe.loading' })} />;
  return (
    <Suspense fallback={loading}>
      {publishableKey ? <StripeAddCard publishableKey={publishableKey} {...props} /> : loading}
    </Suspense>
  );
}

/** The "add a card" form for the server's payment provider: local test cards or Stripe. */
export function selectAddCard(config: PaymentsConfig): ComponentType<AddCardProps> {
  return config.provider === 'stripe' && config.publishable_key ? LazyStripeAddCard : LocalAddCard;
}

/** The provider's card form, from GET /api/p/config/payments: pending while the configuration loads. */
export function useAddCardForm() {
  return useQuery({ ...paymentsConfigQuery(useApiClients()), select: selectAddCard });
}
