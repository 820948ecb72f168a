import { notFound } from '../domain/errors';

/**
 * Exchange rates of the embedded server: a fixed table (no market feed offline), good enough to
 * show an approximate price in another currency. A production deployment swaps in a rates feed.
 */
const PER_USD: Record<string, number> = { USD: 1, CAD: 1.38, GBP: 0.79 };

/** How many `to` one `from` buys, to four decimals; a currency outside the table is not found. */
export function exchangeRate(fromCode: string, toCode: string) {
  const from = fromCode.toUpperCase();
  const to = toCode.toUpperCase();
  const fromRate = PER_USD[from];
  const toRate = PER_USD[to];
  if (!fromRate || !toRate) throw notFound('exchange.unknownCurrency');
  return { from, to, rate: Math.round((toRate / fromRate) * 10_000) / 10_000 };
}
