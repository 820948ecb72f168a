import { useAddPaymentMethod } from '@pawcall/api-client';
import { Alert, Button, Inline, Spinner, Stack } from '@pawcall/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../errorMessage';
import type { AddCardProps } from '../AddCard';

/**
 * Stripe's card form, imported only when the server runs Stripe. Stripe.js itself loads from Stripe
 * at run time (it cannot be bundled), so this path needs the internet.
 */

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once; null when it could not load (offline, blocked). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    // A failed load is not remembered, so the next visit tries again.
    void stripe.then((loaded) => {
      if (!loaded) stripes.delete(publishableKey);
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function stripeLocale(locale: string): StripeElementLocale {
  if (locale === 'fr-CA' || locale === 'en-GB') return locale;
  return 'en';
}

/** Card details in Stripe's Payment Element, turned into a PaymentMethod (pm_...) that the server attaches. */
function StripeCardForm({
  onAdded,
  beforeSubmit,
  billingDetails,
  submitLabel,
}: Omit<AddCardProps, 'currency'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const addCard = useAddPaymentMethod();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!stripe || !elements) return;
    if (beforeSubmit && !beforeSubmit()) return;
    setBusy(true);
    setError(null);
    try {
      // Validates the fields and shows Stripe's own messages beside them.
      const submitted = await elements.submit();
      if (submitted.error) return;
      const created = await stripe.createPaymentMethod({
        elements,
        ...(billingDetails
          ? {
              params: {
                billing_details: {
                  name: billingDetails.name,
                  address: {
                    line1: billingDetails.address_1,
                    city: billingDetails.city,
                    state: billingDetails.province,
                    country: billingDetails.country,
                  },
                },
              },
            }
          : {}),
      });
      if (created.error) {
        setError(created.error.message ?? intl.formatMessage({ id: 'booking.payment.stripe.unavailable' }));
        return;
      }
      const id = created.paymentMethod.id;
      onAdded(await addCard.mutateAsync(billingDetails ? { paymentMethodId: id, billingDetails } : id));
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      {ready ? null : <Spinner label={intl.formatMessage({ id: 'booking.payment.stripe.loading' })} />}
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setError(intl.formatMessage({ id: 'booking.payment.stripe.unavailable' }))}
      />
      <Inline gap="md">
        <Button variant="secondary" loading={busy} disabled={!ready} onClick={() => void save()}>
          {submitLabel ?? intl.formatMessage({ id: 'booking.payment.addCardSubmit' })}
        </Button>
      </Inline>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Stack>
  );
}

export function StripeAddCard({
  publishableKey,
  currency,
  ...form
}: AddCardProps & { publishableKey: string }) {
  const intl = useIntl();
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => {
      if (live && !loaded) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable)
    return <Alert tone="error">{intl.formatMessage({ id: 'booking.payment.stripe.unavailable' })}</Alert>;
  return (
    <Elements
      stripe={stripe}
      options={{
        // Collect the card before any PaymentIntent exists; the server charges it later.
        mode: 'setup',
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: ['card'],
        locale: stripeLocale(intl.locale),
      }}
    >
      <StripeCardForm {...form} />
    </Elements>
  );
}
