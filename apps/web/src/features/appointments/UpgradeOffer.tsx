import { useUpgradeOffer } from '@pawcall/api-client/visits';
import { isUpgradeOfferValid } from '@pawcall/domain';
import { Alert, Money } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { useViewer } from '../../shared/AppContext';

/**
 * "Renewal and upgrade offers after an appointment": GET cx/offers/appointment-upgrade, shown only
 * while the shared rule holds (valid_until ahead, discounted subtotal below the base amount) — the
 * server answers null otherwise, and the page re-checks in case the offer ran out while it was open.
 * Hidden-pricing users do not see prices, so they are not shown a priced offer.
 */
export function UpgradeOffer({ reference }: { reference: string }) {
  const intl = useIntl();
  const viewer = useViewer();
  const hidden = viewer?.booking_experience === 'HIDDEN_PRICING';
  const offer = useUpgradeOffer(reference, !hidden);
  const data = offer.data;
  if (hidden || !data || !isUpgradeOfferValid(data, new Date())) return null;
  const base = data.data.items[0];
  if (!base) return null;
  const money = (value: { amount: number; currency: 'USD' | 'CAD' | 'GBP' }) => (
    <Money amount={value.amount} currency={value.currency} locale={intl.locale} />
  );
  return (
    <Alert tone="info" title={intl.formatMessage({ id: 'clinical.offer.title' })}>
      {intl.formatMessage(
        { id: 'clinical.offer.body' },
        { count: base.appointments ?? 3, price: money(base.subtotal), base: money(base.amount) },
      )}{' '}
      {intl.formatMessage(
        { id: 'clinical.offer.until' },
        { date: intl.formatDate(data.valid_until, { dateStyle: 'long' }) },
      )}
    </Alert>
  );
}
