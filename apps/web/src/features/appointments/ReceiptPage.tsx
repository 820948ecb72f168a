import { useReceipt } from '@pawcall/api-client/visits';
import {
  Alert,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Money,
  Spinner,
  Stack,
  TextLink,
} from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
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
      <TextLink asChild>
        <Link to={`/cx/appointments/${id}`}>{intl.formatMessage({ id: 'visit.backToAppointment' })}</Link>
      </TextLink>
      <Heading level={1}>{title}</Heading>
      {receipt.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {/* "Unable to download receipt" */}
      {receipt.isError ? <Alert tone="error">{intl.formatMessage({ id: 'receipt.failed' })}</Alert> : null}
      {receipt.data ? (
        <Card padding="lg">
          <DescriptionList>
            <DescriptionTerm>{intl.formatMessage({ id: 'receipt.issued' })}</DescriptionTerm>
            <DescriptionDetails>
              {intl.formatDate(receipt.data.issued_at, { dateStyle: 'medium' })}
            </DescriptionDetails>
            {receipt.data.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id (two transfer fees can match) and never reorder.
              <div key={`${item.type}-${index}`}>
                <DescriptionTerm>
                  {intl.formatMessage({ id: `receipt.item.${item.type}` as AnyMessageId })}
                </DescriptionTerm>
                <DescriptionDetails>
                  <Money amount={item.amount.amount} currency={item.amount.currency} locale={intl.locale} />
                </DescriptionDetails>
              </div>
            ))}
            <DescriptionTerm>{intl.formatMessage({ id: 'receipt.total' })}</DescriptionTerm>
            <DescriptionDetails>
              <Money
                amount={receipt.data.total.amount}
                currency={receipt.data.total.currency}
                locale={intl.locale}
              />
            </DescriptionDetails>
            {receipt.data.payment_method ? (
              <>
                <DescriptionTerm>{intl.formatMessage({ id: 'appointment.card' })}</DescriptionTerm>
                <DescriptionDetails>{receipt.data.payment_method}</DescriptionDetails>
              </>
            ) : null}
          </DescriptionList>
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
