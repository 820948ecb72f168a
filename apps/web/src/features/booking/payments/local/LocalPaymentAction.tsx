import { api } from '@pawcall/api-client';
import { Alert, Button, Dialog, Stack } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../../../shared/AppContext';
import { errorMessage } from '../../../../shared/errorMessage';
import { useBookingActor, useBookingSelector } from '../../BookingMachineContext';

/**
 * The local payment provider's stand-in for the card issuer's challenge (3-D Secure): with Stripe
 * this is handleNextAction. Complete or Fail answers the challenge, then the machine confirms.
 */
export function LocalPaymentAction() {
  const intl = useIntl();
  const { clients } = useServices();
  const actor = useBookingActor();
  const open = useBookingSelector((s) => s.matches('requiresAction'));
  const intent = useBookingSelector((s) => s.context.paymentIntent);
  const [busy, setBusy] = useState<'succeed' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (outcome: 'succeed' | 'fail') => {
    if (!intent) return;
    setBusy(outcome);
    setError(null);
    try {
      await api.authenticateLocalPaymentIntent(clients, intent.paymentIntentId, intent.clientSecret, outcome);
      actor.send(
        outcome === 'succeed'
          ? { type: 'payment.actionCompleted', paymentIntentId: intent.paymentIntentId }
          : { type: 'payment.actionFailed' },
      );
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      // The challenge needs an answer: Escape and outside clicks do not dismiss it.
      onOpenChange={() => undefined}
      hideClose
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      title={intl.formatMessage({ id: 'booking.authenticate.title' })}
      description={intl.formatMessage({ id: 'booking.authenticate.body' })}
      footer={
        <>
          <Button
            variant="secondary"
            loading={busy === 'fail'}
            disabled={busy === 'succeed'}
            onClick={() => void answer('fail')}
          >
            {intl.formatMessage({ id: 'booking.authenticate.fail' })}
          </Button>
          <Button
            loading={busy === 'succeed'}
            disabled={busy === 'fail'}
            onClick={() => void answer('succeed')}
          >
            {intl.formatMessage({ id: 'booking.authenticate.complete' })}
          </Button>
        </>
      }
    >
      <Stack gap="sm">{error ? <Alert tone="error">{error}</Alert> : null}</Stack>
    </Dialog>
  );
}
