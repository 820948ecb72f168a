import { useQuote } from '@pawcall/api-client';
import { Form, Heading, Money, RadioGroup, Stack } from '@pawcall/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../shared/AppContext';
import { useBookingActor, useBookingSelector } from '../BookingMachineContext';
import { StepActions } from './StepActions';

export function PaymentOptionStep() {
  const intl = useIntl();
  const actor = useBookingActor();
  const viewer = useViewer();
  const option = useBookingSelector((s) => s.context.paymentOption);
  const quoteUuid = useBookingSelector((s) => s.context.quoteUuid);
  const quote = useQuote(quoteUuid).data;
  const hidePrice = viewer?.booking_experience === 'HIDDEN_PRICING';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'step.next' });
  };

  return (
    <Form onSubmit={onSubmit} aria-labelledby="step-heading">
      <Stack gap="lg">
        <Heading level={2} id="step-heading">
          {intl.formatMessage({ id: 'booking.step.paymentOption.heading' })}
        </Heading>
        <RadioGroup
          label={intl.formatMessage({ id: 'booking.paymentOption.label' })}
          hideLabel
          appearance="card"
          value={option}
          onValueChange={(value) => {
            if (value === 'SINGLE') actor.send({ type: 'paymentOption.select', option: 'SINGLE' });
          }}
          options={[
            {
              value: 'SINGLE',
              label: intl.formatMessage({ id: 'booking.paymentOption.single' }),
              description:
                quote && !hidePrice ? (
                  <Money amount={quote.total.amount} currency={quote.total.currency} locale={intl.locale} />
                ) : undefined,
            },
            {
              // Subscriptions are not built yet: shown so clients know it exists, but not selectable.
              value: 'MEMBERSHIP',
              label: intl.formatMessage({ id: 'booking.paymentOption.membership' }),
              description: intl.formatMessage({ id: 'booking.paymentOption.membershipNote' }),
              disabled: true,
            },
          ]}
        />
        <StepActions />
      </Stack>
    </Form>
  );
}
