import { forwardRef } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import { money } from './Money.css';

export const moneyCurrencies = ['USD', 'CAD', 'GBP'] as const;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, display: 'symbol' | 'narrowSymbol' | 'code') {
  const key = `${locale}|${currency}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in minor units (cents) for a locale, e.g. formatMoney(1599, 'CAD', 'fr-CA') → "15,99 $".
 * The minor-unit count comes from the currency (2 for USD/CAD/GBP, 0 for JPY).
 */
export function formatMoney(
  amountInCents: number,
  currency: string,
  locale: string,
  display: 'symbol' | 'narrowSymbol' | 'code' = 'symbol',
): string {
  const formatter = formatterFor(currency, locale, display);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amountInCents / 10 ** digits);
}

export interface MoneyProps {
  /** Amount in minor units (cents). */
  amount: number;
  /** ISO 4217 code: USD, CAD, GBP… */
  currency: string;
  /** Defaults to the ThemeProvider locale. */
  locale?: string;
  /** Hidden pricing (booking_experience HIDDEN_PRICING): renders `hiddenLabel`, or nothing. */
  hidden?: boolean;
  /** What to show instead of a hidden price, already translated (e.g. "Covered by your plan"). */
  hiddenLabel?: string;
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code';
  className?: string;
}

export const Money = forwardRef<HTMLSpanElement, MoneyProps>(function Money(
  { amount, currency, locale, hidden, hiddenLabel, currencyDisplay = 'symbol', className },
  ref,
) {
  const resolvedLocale = useLocale(locale);
  if (hidden) {
    return hiddenLabel ? (
      <span ref={ref} className={className}>
        {hiddenLabel}
      </span>
    ) : null;
  }
  return (
    <span ref={ref} className={[money, className].filter(Boolean).join(' ')}>
      {formatMoney(amount, currency, resolvedLocale, currencyDisplay)}
    </span>
  );
});
Money.displayName = 'Money';
