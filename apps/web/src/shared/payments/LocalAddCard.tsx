import { useAddPaymentMethod } from '@pawcall/api-client';
import { Alert, Button, Inline, Select, Stack } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../errorMessage';
import type { AddCardProps } from './AddCard';

/** The local payment provider's test cards (the contract's addPaymentMethod). */
export const TEST_CARD_TOKENS = [
  'pm_card_visa',
  'pm_card_chargeDeclined',
  'pm_card_authenticationRequired',
] as const;

/** The embedded provider's "add a card": a choice of test tokens, no card details. */
export function LocalAddCard({ onAdded, beforeSubmit, billingDetails, submitLabel }: AddCardProps) {
  const intl = useIntl();
  const addCard = useAddPaymentMethod();
  const [testToken, setTestToken] = useState<string>(TEST_CARD_TOKENS[0]);
  const submit = () => {
    if (beforeSubmit && !beforeSubmit()) return;
    addCard.mutate(billingDetails ? { paymentMethodId: testToken, billingDetails } : testToken, {
      onSuccess: onAdded,
    });
  };
  return (
    <Stack gap="sm">
      <Inline gap="md" align="flex-end">
        <Select
          label={intl.formatMessage({ id: 'booking.payment.testCard' })}
          value={testToken}
          onValueChange={setTestToken}
          options={TEST_CARD_TOKENS.map((token) => ({
            value: token,
            label: intl.formatMessage({
              id: `payment.testCard.${token}` as 'payment.testCard.pm_card_visa',
            }),
          }))}
        />
        <Button variant="secondary" loading={addCard.isPending} onClick={submit}>
          {submitLabel ?? intl.formatMessage({ id: 'booking.payment.addCardSubmit' })}
        </Button>
      </Inline>
      {addCard.isError ? <Alert tone="error">{errorMessage(intl, addCard.error)}</Alert> : null}
    </Stack>
  );
}
