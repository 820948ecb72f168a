import { accountApi, usePaymentMethods } from '@pawcall/api-client';
import { Alert, Badge, Button, Card, Heading, Inline, Spinner, Stack, Text, TextLink } from '@pawcall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useServices } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

/** /cx/account/billing: saved cards, make one primary, remove one; links to adding a card and the history. */
export function AccountBillingPage() {
  return (
    <AccountMessages>
      <Billing />
    </AccountMessages>
  );
}

function Billing() {
  const intl = useIntl();
  const services = useServices();
  const queryClient = useQueryClient();
  const cards = usePaymentMethods();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries();
    } catch (caught) {
      // "Unable to remove card": the server's message, e.g. a card paying for a booking in progress.
      setError(errorMessage(intl, caught));
    }
  };
  return (
    <Stack gap="lg">
      <PageMeta title={intl.formatMessage({ id: 'account.billing.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.billing.title' })}</Heading>
      <Inline gap="lg">
        <TextLink asChild>
          <Link to="/cx/account/billing/add-payment-method">
            {intl.formatMessage({ id: 'billing.addCard.link' })}
          </Link>
        </TextLink>
        <TextLink asChild>
          <Link to="/cx/account/billing/history">{intl.formatMessage({ id: 'billing.history.link' })}</Link>
        </TextLink>
      </Inline>
      {error ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {error}
        </Alert>
      ) : null}
      {cards.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {cards.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, cards.error)}
        </Alert>
      ) : null}
      {cards.isSuccess && cards.data.length === 0 ? (
        <Text tone="muted">{intl.formatMessage({ id: 'billing.empty' })}</Text>
      ) : null}
      {(cards.data ?? []).map((card) => (
        <Card key={card.uuid} padding="md">
          <Stack gap="sm">
            <Inline gap="md" align="center">
              <span>
                {intl.formatMessage({ id: 'account.billing.card' }, { brand: card.brand, last4: card.last4 })}
              </span>
              {card.is_default ? (
                <Badge tone="success">{intl.formatMessage({ id: 'account.billing.primary' })}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => run(() => accountApi.setDefaultPaymentMethod(services.clients, card.uuid))}
                >
                  {intl.formatMessage({ id: 'account.billing.makePrimary' }, { last4: card.last4 })}
                </Button>
              )}
              <Button
                variant="ghost"
                onClick={() => run(() => accountApi.removePaymentMethod(services.clients, card.uuid))}
              >
                {intl.formatMessage({ id: 'account.billing.remove' }, { last4: card.last4 })}
              </Button>
            </Inline>
            {card.billing_details ? (
              <Text as="span" tone="muted">
                {intl.formatMessage({ id: 'billing.cardBilling' }, { ...card.billing_details })}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
