import { Text } from '@pawcall/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { stripeFor } from '../../../../shared/payments/stripe/StripeAddCard';
import { useBookingActor, useBookingSelector } from '../../BookingMachineContext';

/**
 * The booking side of Stripe, imported only when the server runs Stripe (the card form itself is
 * shared, in src/shared/payments). A booking that answered REQUIRES_ACTION: Stripe.js shows the issuer's check (3-D Secure) in its
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
    <Text role="status">{intl.formatMessage({ id: 'booking.authenticate.stripe.inProgress' })}</Text>
  ) : null;
}
