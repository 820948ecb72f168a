import { useReceipt } from '@pawcall/api-client/visits';
import { Alert, Card, Money, Spinner, Stack } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { heading, link, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import type { AnyMessageId } from '../../i18n/messages';
import { VisitMessages } from '../../i18n/FeatureMessages';

/** /cx/appointments/:id/receipt */
export function ReceiptPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const title = intl.formatMessage({ id: 'receipt.title' }, { reference: id });
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <Link to={`/cx/appointments/${id}`} style={link}>
        {intl.formatMessage({ id: 'visit.backToAppointment' })}
      </Link>
      <h1 style={heading}>{title}</h1>
      {receipt.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {/* "Unable to download receipt" */}
      {receipt.isError ? <Alert tone="error">{intl.formatMessage({ id: 'receipt.failed' })}</Alert> : null}
      {receipt.data ? (
        <Card padding="lg">
          <dl
            style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5em 1.5em' }}
          >
            <dt style={muted}>{intl.formatMessage({ id: 'receipt.issued' })}</dt>
            <dd style={{ margin: 0 }}>{intl.formatDate(receipt.data.issued_at, { dateStyle: 'medium' })}</dd>
            {receipt.data.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id (two transfer fees can match) and never reorder.
              <div key={`${item.type}-${index}`} style={{ display: 'contents' }}>
                <dt style={muted}>
                  {intl.formatMessage({ id: `receipt.item.${item.type}` as AnyMessageId })}
                </dt>
                <dd style={{ margin: 0 }}>
                  <Money amount={item.amount.amount} currency={item.amount.currency} locale={intl.locale} />
                </dd>
              </div>
            ))}
            <dt style={muted}>{intl.formatMessage({ id: 'receipt.total' })}</dt>
            <dd style={{ margin: 0 }}>
              <Money
                amount={receipt.data.total.amount}
                currency={receipt.data.total.currency}
                locale={intl.locale}
              />
            </dd>
            {receipt.data.payment_method ? (
              <>
                <dt style={muted}>{intl.formatMessage({ id: 'appointment.card' })}</dt>
                <dd style={{ margin: 0 }}>{receipt.data.payment_method}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      ) : null}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function ReceiptPageScreen() {
  return (
    <VisitMessages>
      <ReceiptPage />
    </VisitMessages>
  );
}
