import { type PaymentMethod, type User, usePaymentMethods } from '@pawcall/api-client';
import { isFreeTotal } from '@pawcall/domain';
import { Alert, Form, Heading, RadioGroup, Spinner, Stack, Text, useShake } from '@pawcall/ui';
import { type ComponentType, type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../shared/AppContext';
import { errorMessage } from '../../../shared/errorMessage';
import type { AddCardProps } from '../../../shared/payments/AddCard';
import { BillingDetailsFields, useBillingDetails } from '../../../shared/payments/BillingDetailsFields';
import { AccountMessages } from '../../../i18n/FeatureMessages';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { bookingErrorMessage } from '../bookingErrors';
import { useBookingPayments } from '../payments/useBookingPayments';
import { StepActions } from './StepActions';

export function PaymentStep() {
  const intl = useIntl();
  const actor = useBookingActor();
  const cards = usePaymentMethods();
  const payments = useBookingPayments();
  const [added, setAdded] = useState<string | null>(null);
  const paymentMethodUuid = useBookingSelector((s) => s.context.paymentMethodUuid);
  const free = useBookingSelector((s) => isFreeTotal(s.context.quote?.total));
  const bookingError = useBookingSelector((s) => s.context.error);
  const currency = useBookingSelector((s) => s.context.quote?.total.currency ?? 'USD');
  const [cardErrors, setCardErrors] = useState<string[] | undefined>();
  const { shaking, shake } = useShake();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!free && !paymentMethodUuid) {
      setCardErrors([intl.formatMessage({ id: 'booking.missing.PAYMENT_METHOD' })]);
      shake();
      return;
    }
    actor.send({ type: 'step.next' });
  };

  const cardLabel = (card: { brand: string; last4: string }) =>
    intl.formatMessage({ id: 'payment.card.label' }, { brand: card.brand.toUpperCase(), last4: card.last4 });

  const onCardAdded = (card: PaymentMethod) => {
    setCardErrors(undefined);
    // Said next to the form, not in a toast: a toast would cover Continue for 6 s.
    setAdded(intl.formatMessage({ id: 'booking.payment.cardAdded' }, { card: cardLabel(card) }));
    actor.send({ type: 'paymentMethod.select', paymentMethodUuid: card.uuid });
  };
  const AddCard = payments.data?.AddCard;

  return (
    <Form shake={shaking} onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <Heading level={2} id="step-heading">
          {intl.formatMessage({ id: 'booking.step.payment.heading' })}
        </Heading>
        {bookingError ? <Alert tone="error">{bookingErrorMessage(intl, bookingError)}</Alert> : null}
        {free ? (
          <Text tone="muted">{intl.formatMessage({ id: 'booking.payment.free' })}</Text>
        ) : cards.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : cards.isError ? (
          <Alert tone="error">{errorMessage(intl, cards.error)}</Alert>
        ) : (
          <>
            {cards.data.length > 0 ? (
              <RadioGroup
                label={intl.formatMessage({ id: 'booking.payment.savedCards' })}
                appearance="card"
                required
                value={paymentMethodUuid ?? undefined}
                errors={cardErrors}
                onValueChange={(value) => {
                  setCardErrors(undefined);
                  actor.send({ type: 'paymentMethod.select', paymentMethodUuid: value });
                }}
                options={cards.data.map((card) => ({
                  value: card.uuid,
                  label: cardLabel(card),
                  description: intl.formatMessage(
                    { id: 'payment.card.expires' },
                    { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year },
                  ),
                }))}
              />
            ) : (
              <Text tone="muted">{intl.formatMessage({ id: 'booking.payment.noCards' })}</Text>
            )}
            <Stack gap="sm" as="section" aria-labelledby="add-card-heading">
              <Heading level={3} size="md" id="add-card-heading">
                {intl.formatMessage({ id: 'booking.payment.addCard' })}
              </Heading>
              {AddCard ? (
                <AccountMessages>
                  <AddCardWithBilling AddCard={AddCard} currency={currency} onAdded={onCardAdded} />
                </AccountMessages>
              ) : payments.isError ? (
                <Alert tone="error">{errorMessage(intl, payments.error)}</Alert>
              ) : (
                <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
              )}
              <Text role="status">{added}</Text>
            </Stack>
          </>
        )}
        <StepActions />
      </Stack>
    </Form>
  );
}

/**
 * A card is saved with the billing details the server requires on every card ("name on card,
 * address, city, country, province"), started from the profile's name and address.
 */
function AddCardWithBilling({
  AddCard,
  currency,
  onAdded,
}: {
  AddCard: ComponentType<AddCardProps>;
  currency: string;
  onAdded(card: PaymentMethod): void;
}) {
  const billing = useBillingDetails(useViewer() as User);
  return (
    <Stack gap="md">
      <BillingDetailsFields billing={billing} />
      <AddCard
        currency={currency}
        onAdded={onAdded}
        beforeSubmit={billing.check}
        billingDetails={billing.trimmed}
      />
    </Stack>
  );
}
