import type { PaymentMethod, User } from '@pawcall/api-client';
import { Alert, Card, Heading, Spinner, Stack, Text, TextLink, useToast } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { BillingDetailsForm, useBillingDetails } from '../../shared/payments/BillingDetailsFields';
import { useAddCardForm } from '../../shared/payments/selectAddCard';
import { AccountMessages } from '../../i18n/FeatureMessages';

/**
 * /cx/account/billing/add-payment-method: the card's billing details, then the card itself through
 * the server's payment provider (the booking payment step's form: local test cards or Stripe).
 * Saved → back to billing with a success toast.
 */
export function AccountAddPaymentMethodPage() {
  return (
    <AccountMessages>
      <AddPaymentMethod />
    </AccountMessages>
  );
}

function AddPaymentMethod() {
  const intl = useIntl();
  const viewer = useViewer() as User;
  const navigate = useNavigate();
  const { toast } = useToast();
  const addCard = useAddCardForm();
  const billing = useBillingDetails(viewer);
  const added = (card: PaymentMethod) => {
    toast({
      tone: 'success',
      title: intl.formatMessage({ id: 'toast.success' }),
      description: intl.formatMessage({ id: 'billing.add.saved' }, { last4: card.last4 }),
    });
    void navigate('/cx/account/billing');
  };
  const title = intl.formatMessage({ id: 'account.nav.billingAdd' });
  const AddCard = addCard.data;

  return (
    <Stack gap="lg" maxWidth="lg">
      <PageMeta title={title} />
      <TextLink asChild>
        <Link to="/cx/account/billing">{intl.formatMessage({ id: 'billing.add.back' })}</Link>
      </TextLink>
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'billing.add.lead' })}</Text>
      <Card padding="lg">
        <BillingDetailsForm billing={billing} />
      </Card>
      <Card padding="lg">
        <Stack gap="md">
          <Heading level={2}>{intl.formatMessage({ id: 'billing.add.card' })}</Heading>
          {addCard.isError ? (
            <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
              {intl.formatMessage({ id: 'error.generic' })}
            </Alert>
          ) : AddCard ? (
            <AddCard
              currency={billing.currency}
              beforeSubmit={billing.check}
              billingDetails={billing.trimmed}
              submitLabel={intl.formatMessage({ id: 'billing.add.submit' })}
              onAdded={added}
            />
          ) : (
            <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
