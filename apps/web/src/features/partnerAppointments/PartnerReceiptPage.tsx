import { usePartnerReceipt } from '@pawcall/api-client/visits';
import {
  Alert,
  Button,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Money,
  Spinner,
  Stack,
  Text,
  TextLink,
} from '@pawcall/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';
import { VisitMessages } from '../../i18n/FeatureMessages';

/**
 * Printing shows the statement alone: the app's header, the back link and the print button are
 * hidden on paper. The app has no stylesheet of its own, so the page carries this print rule.
 */
const PRINT_ONLY_STATEMENT = `@media print {
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hidden] { display: none !important; }
}`;

/** /px/appointments/:id/receipt — the vet's statement for one appointment (the spec's Transaction). */
export function PartnerReceiptPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const receipt = usePartnerReceipt(id);
  const title = intl.formatMessage({ id: 'pxReceipt.title' }, { reference: id });
  const data = receipt.data;
  const money = (amount: number, currency: string) => (
    <Money amount={amount} currency={currency} locale={intl.locale} />
  );
  const row = (label: string, value: ReactNode, strong = false) => (
    <div>
      <DescriptionTerm tone={strong ? 'strong' : 'muted'}>{label}</DescriptionTerm>
      <DescriptionDetails align="end">
        {strong ? (
          <Text as="span" weight="bold">
            {value}
          </Text>
        ) : (
          value
        )}
      </DescriptionDetails>
    </div>
  );
  const dateOf = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <style>{PRINT_ONLY_STATEMENT}</style>
      <div data-print-hidden="">
        <TextLink asChild>
          <Link to={`/px/appointments/${id}`}>{intl.formatMessage({ id: 'visit.backToAppointment' })}</Link>
        </TextLink>
      </div>
      {receipt.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {/* "Unable to download receipt" */}
      {receipt.isError ? (
        <>
          <Heading level={1}>{title}</Heading>
          <Alert tone="error">{intl.formatMessage({ id: 'pxReceipt.failed' })}</Alert>
        </>
      ) : null}
      {data ? (
        <div data-print-root="">
          <Stack gap="md">
            <Heading level={1}>{title}</Heading>
            <Card padding="lg">
              <Stack gap="md">
                <DescriptionList>
                  {row(intl.formatMessage({ id: 'pxReceipt.client' }), data.client_name)}
                  {row(intl.formatMessage({ id: 'pxReceipt.pet' }), data.pet_name)}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.visitOn' }),
                    intl.formatDate(data.start_at, { dateStyle: 'medium', timeStyle: 'short' }),
                  )}
                  {row(intl.formatMessage({ id: 'pxReceipt.bookedOn' }), dateOf(data.booked_on))}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.grossEarnings' }),
                    money(data.gross_earnings.amount, data.gross_earnings.currency),
                  )}
                  {row(
                    intl.formatMessage(
                      { id: 'pxReceipt.platformFee' },
                      // "Platform rate shown as a percentage with 2 decimals", in the reader's locale.
                      {
                        rate: intl.formatNumber(data.platform_rate, {
                          style: 'percent',
                          minimumFractionDigits: 2,
                          maximumFractionDigits: 2,
                        }),
                      },
                    ),
                    money(-data.platform_fee.amount, data.platform_fee.currency),
                  )}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.tax' }),
                    money(data.tax.amount, data.tax.currency),
                  )}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.discount' }),
                    money(data.discount.amount, data.discount.currency),
                  )}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.netTotal' }),
                    money(data.net_total.amount, data.net_total.currency),
                    true,
                  )}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.paidOut' }),
                    money(data.paid_out.amount, data.paid_out.currency),
                  )}
                  {row(
                    intl.formatMessage({ id: 'pxReceipt.paidOn' }),
                    data.payout_status === 'PAID' && data.paid_on
                      ? dateOf(data.paid_on)
                      : intl.formatMessage({ id: 'pxReceipt.notYet' }),
                  )}
                </DescriptionList>
                <Text>
                  {data.no_earnings_reason
                    ? intl.formatMessage({ id: `pxReceipt.status.${data.no_earnings_reason}` })
                    : data.payout_status === 'PENDING' || !data.paid_on
                      ? intl.formatMessage({ id: 'pxReceipt.status.PENDING' })
                      : intl.formatMessage(
                          {
                            id:
                              data.payout_status === 'PAID'
                                ? 'pxReceipt.status.PAID'
                                : 'pxReceipt.status.SCHEDULED',
                          },
                          { date: dateOf(data.paid_on) },
                        )}
                </Text>
              </Stack>
            </Card>
            <div data-print-hidden="">
              <Button variant="secondary" onClick={() => window.print()}>
                {intl.formatMessage({ id: 'pxReceipt.print' })}
              </Button>
            </div>
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}

/** With the appointments and visit catalogue, loaded with this screen. */
export default function PartnerReceiptPageScreen() {
  return (
    <VisitMessages>
      <PartnerReceiptPage />
    </VisitMessages>
  );
}
