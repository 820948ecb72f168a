import { usePaymentHistory } from '@pawcall/api-client/paymentHistory';
import {
  Alert,
  Badge,
  Card,
  Heading,
  Money,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  TextLink,
} from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { Pager } from '../../shared/Pager';
import { AccountMessages } from '../../i18n/FeatureMessages';

const PER_PAGE = 10;
const TONES = { PAID: 'success', PENDING: 'warning', REFUNDED: 'accent', FREE: 'neutral' } as const;

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
          <Table caption={intl.formatMessage({ id: 'billing.history.table' })}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage({ id: 'billing.history.bookedOn' })}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage({ id: 'billing.history.description' })}</TableHeaderCell>
                <TableHeaderCell numeric>
                  {intl.formatMessage({ id: 'billing.history.amount' })}
                </TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage({ id: 'billing.history.status' })}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage({ id: 'billing.history.receipt' })}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((item) => (
                <TableRow key={item.uuid}>
                  <TableCell>{intl.formatDate(item.booked_on, { dateStyle: 'medium' })}</TableCell>
                  <TableCell>
                    <Stack gap="xs">
                      <span>{item.description}</span>
                      {item.payment_method ? (
                        <Text as="span" tone="muted">
                          {item.payment_method}
                        </Text>
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell numeric>
                    <Money amount={item.amount.amount} currency={item.amount.currency} locale={intl.locale} />
                  </TableCell>
                  <TableCell>
                    <Badge tone={TONES[item.status]}>
                      {intl.formatMessage({
                        id: `billing.history.status.${item.status}` as 'billing.history.status.PAID',
                      })}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <TextLink asChild>
                      <Link to={item.receipt_path}>
                        {intl.formatMessage(
                          { id: 'billing.history.receiptLink' },
                          { reference: item.reference_id },
                        )}
                      </Link>
                    </TextLink>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
