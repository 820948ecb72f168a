import type { Money } from '@pawcall/api-client';
import { useWallet } from '@pawcall/api-client/accountSettings';
import { Alert, Card, Heading, Inline, Spinner, Stack, Text } from '@pawcall/ui';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { PageMeta } from '../../shared/PageMeta';
import { errorMessage } from '../../shared/errorMessage';
import { AccountMessages } from '../../i18n/FeatureMessages';

const money = (intl: IntlShape, value: Money) =>
  intl.formatNumber(value.amount / 100, { style: 'currency', currency: value.currency });

function expiry(intl: IntlShape, expiresAt: string | null) {
  return expiresAt
    ? intl.formatMessage(
        { id: 'accountSettings.wallet.expires' },
        { date: intl.formatDate(expiresAt, { dateStyle: 'medium' }) },
      )
    : intl.formatMessage({ id: 'accountSettings.wallet.noExpiry' });
}

function WalletSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children.length === 0 ? (
          <Text tone="muted">{empty}</Text>
        ) : (
          <Stack as="ul" gap="sm">
            {children}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function WalletItem({ title, lines }: { title: string; lines: string[] }) {
  return (
    <li>
      <Card padding="md">
        <Stack gap="xs">
          <strong>{title}</strong>
          <Inline gap="md">
            {lines.map((line) => (
              <Text as="span" tone="muted" key={line}>
                {line}
              </Text>
            ))}
          </Inline>
        </Stack>
      </Card>
    </li>
  );
}

/** /cx/account/wallets: gift cards, vouchers and promo codes, read-only (spec: wallet). */
export function AccountWalletPage() {
  return (
    <AccountMessages>
      <WalletContent />
    </AccountMessages>
  );
}

function WalletContent() {
  const intl = useIntl();
  const wallet = useWallet();
  const data = wallet.data;
  const code = (value: string) => intl.formatMessage({ id: 'accountSettings.wallet.code' }, { code: value });
  return (
    <Stack gap="lg" maxWidth="xl">
      <PageMeta title={intl.formatMessage({ id: 'accountSettings.wallet.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'accountSettings.wallet.title' })}</Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'accountSettings.wallet.intro' })}</Text>
      {wallet.isError ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
          {errorMessage(intl, wallet.error)}
        </Alert>
      ) : null}
      {wallet.isPending ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {data ? (
        <>
          <WalletSection
            id="wallet-gift-cards"
            title={intl.formatMessage({ id: 'accountSettings.wallet.giftCards' })}
            empty={intl.formatMessage({ id: 'accountSettings.wallet.giftCards.none' })}
          >
            {data.gift_cards.map((card) => (
              <WalletItem
                key={card.uuid}
                title={card.description}
                lines={[
                  intl.formatMessage(
                    { id: 'accountSettings.wallet.balance' },
                    { amount: money(intl, card.balance) },
                  ),
                  code(card.code),
                  expiry(intl, card.expires_at),
                ]}
              />
            ))}
          </WalletSection>
          <WalletSection
            id="wallet-vouchers"
            title={intl.formatMessage({ id: 'accountSettings.wallet.vouchers' })}
            empty={intl.formatMessage({ id: 'accountSettings.wallet.vouchers.none' })}
          >
            {data.vouchers.map((voucher) => (
              <WalletItem
                key={voucher.uuid}
                title={voucher.description}
                lines={[
                  voucher.is_unlimited
                    ? intl.formatMessage({ id: 'accountSettings.wallet.unlimited' })
                    : intl.formatMessage(
                        { id: 'accountSettings.wallet.appointmentsLeft' },
                        { count: voucher.appointments_left },
                      ),
                  code(voucher.code),
                  expiry(intl, voucher.expires_at),
                ]}
              />
            ))}
          </WalletSection>
          <WalletSection
            id="wallet-promo-codes"
            title={intl.formatMessage({ id: 'accountSettings.wallet.promoCodes' })}
            empty={intl.formatMessage({ id: 'accountSettings.wallet.promoCodes.none' })}
          >
            {data.promo_codes.map((promo) => (
              <WalletItem
                key={promo.uuid}
                title={promo.description}
                lines={[
                  intl.formatMessage(
                    { id: 'accountSettings.wallet.percentOff' },
                    { percent: promo.percent_off },
                  ),
                  code(promo.code),
                  expiry(intl, promo.expires_at),
                ]}
              />
            ))}
          </WalletSection>
        </>
      ) : null}
    </Stack>
  );
}
