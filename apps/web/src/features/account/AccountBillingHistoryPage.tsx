import { usePaymentHistory } from '@pawcall/api-client/paymentHistory';
import { Alert, Badge, Card, Heading, Money, Spinner, Stack, Text, TextLink } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { Pager } from '../../shared/Pager';
import { AccountMessages } from '../../i18n/FeatureMessages';

const PER_PAGE = 10;
const TONES = { PAID: 'success', PENDING: 'warning', REFUNDED: 'accent', FREE: 'neutral' } as const;

const cell = { padding: '0.5em 0.75em', textAlign: 'start' as const, verticalAlign: 'top' as const };

/** /cx/account/billing/history: one transaction per booked appointment, newest first, paged. */
export function AccountBillingHistoryPage() {
  return (
    <AccountMessages>
      <BillingHistory />
    </AccountMessages>
  );
}

function BillingHistory() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const history = usePaymentHistory({ page, per_page: PER_PAGE });
  const title = intl.formatMessage({ id: 'account.nav.billingHistory' });
  const data = history.data;
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <TextLink asChild>
        <Link to="/cx/account/billing">{intl.formatMessage({ id: 'billing.add.back' })}</Link>
      </TextLink>
      <Heading level={1}>{title}</Heading>
      {history.isPending ? <Spinner label={intl.formatMessage({ id: 'billing.history.loading' })} /> : null}
      {history.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, history.error)}
        </Alert>
      ) : null}
      {data && data.total === 0 ? (
        <Text tone="muted">{intl.formatMessage({ id: 'billing.history.empty' })}</Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <Card padding="md">
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: '0.5em' }}>
                {intl.formatMessage({ id: 'billing.history.table' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={cell}>
                    {intl.formatMessage({ id: 'billing.history.bookedOn' })}
                  </th>
                  <th scope="col" style={cell}>
                    {intl.formatMessage({ id: 'billing.history.description' })}
                  </th>
                  <th scope="col" style={cell}>
                    {intl.formatMessage({ id: 'billing.history.amount' })}
                  </th>
                  <th scope="col" style={cell}>
                    {intl.formatMessage({ id: 'billing.history.status' })}
                  </th>
                  <th scope="col" style={cell}>
                    {intl.formatMessage({ id: 'billing.history.receipt' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.uuid} style={{ borderTop: '1px solid rgba(0, 0, 0, 0.1)' }}>
                    <td style={cell}>{intl.formatDate(item.booked_on, { dateStyle: 'medium' })}</td>
                    <td style={cell}>
                      <Stack gap="xs">
                        <span>{item.description}</span>
                        {item.payment_method ? (
                          <Text as="span" tone="muted">
                            {item.payment_method}
                          </Text>
                        ) : null}
                      </Stack>
                    </td>
                    <td style={cell}>
                      <Money
                        amount={item.amount.amount}
                        currency={item.amount.currency}
                        locale={intl.locale}
                      />
                    </td>
                    <td style={cell}>
                      <Badge tone={TONES[item.status]}>
                        {intl.formatMessage({
                          id: `billing.history.status.${item.status}` as 'billing.history.status.PAID',
                        })}
                      </Badge>
                    </td>
                    <td style={cell}>
                      <TextLink asChild>
                        <Link to={item.receipt_path}>
                          {intl.formatMessage(
                            { id: 'billing.history.receiptLink' },
                            { reference: item.reference_id },
                          )}
                        </Link>
                      </TextLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ) : null}
      {data ? (
        <Pager
          page={page}
          perPage={PER_PAGE}
          total={data.total}
          onPageChange={setPage}
          label={intl.formatMessage({ id: 'billing.history.paging' })}
        />
      ) : null}
    </Stack>
  );
}
