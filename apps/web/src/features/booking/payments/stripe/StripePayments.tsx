import { useAddPaymentMethod } from '@pawcall/api-client';
import { Alert, Button, Inline, Spinner, Stack } from '@pawcall/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../../components/errorMessage';
import { useBookingActor, useBookingSelector } from '../../BookingMachineContext';
import type { AddCardProps } from '../BookingPayments';

/**
 * The Stripe side of the booking payment step, imported only when the server runs Stripe. Stripe.js
 * itself loads from Stripe at run time (it cannot be bundled), so this path needs the internet.
 */

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once; null when it could not load (offline, blocked). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    // A failed load is not remembered, so the next visit to the step tries again.
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
function StripeCardForm({ onAdded }: Pick<AddCardProps, 'onAdded'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const addCard = useAddPaymentMethod();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      // Validates the fields and shows Stripe's own messages beside them.
      const submitted = await elements.submit();
      if (submitted.error) return;
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error) {
        setError(created.error.message ?? intl.formatMessage({ id: 'booking.payment.stripe.unavailable' }));
        return;
      }
      onAdded(await addCard.mutateAsync(created.paymentMethod.id));
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
          {intl.formatMessage({ id: 'booking.payment.addCardSubmit' })}
        </Button>
      </Inline>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Stack>
  );
}

export function StripeAddCard({
  publishableKey,
  currency,
  onAdded,
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
        // Collect the card before any PaymentIntent exists; the server charges it at booking.
        mode: 'setup',
        currency: currency.toLowerCase(),
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: ['card'],
        locale: stripeLocale(intl.locale),
      }}
    >
      <StripeCardForm onAdded={onAdded} />
    </Elements>
  );
}

/**
 * A booking that answered REQUIRES_ACTION: Stripe.js shows the issuer's check (3-D Secure) in its
 * own modal. Success hands over to the machine's confirm, where the server reads the intent's
 * status from Stripe; an error (failed or abandoned check) returns to the payment step.
 */
export function StripePaymentAction({ publishableKey }: { publishableKey: string }) {
  const intl = useIntl();
  const actor = useBookingActor();
  const waiting = useBookingSelector((s) => s.matches('requiresAction'));
  const intent = useBookingSelector((s) => s.context.paymentIntent);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!waiting || !intent || started.current === intent.paymentIntentId) return;
    started.current = intent.paymentIntentId;
    void (async () => {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) {
        actor.send({
          type: 'payment.actionFailed',
          message: intl.formatMessage({ id: 'booking.payment.stripe.unavailable' }),
        });
        return;
      }
      const result = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
      if (result.error) actor.send({ type: 'payment.actionFailed' });
      else actor.send({ type: 'payment.actionCompleted', paymentIntentId: intent.paymentIntentId });
    })();
  }, [waiting, intent, publishableKey, actor, intl]);

  return waiting ? (
    <p role="status" style={{ margin: 0 }}>
      {intl.formatMessage({ id: 'booking.authenticate.stripe.inProgress' })}
    </p>
  ) : null;
}
