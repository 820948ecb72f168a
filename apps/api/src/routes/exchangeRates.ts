import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';

/**
 * Exchange rates of the embedded server: a fixed table (no market feed offline), good enough to
 * show an approximate price in another currency. A production deployment swaps in a rates feed.
 */
const PER_USD: Record<string, number> = { USD: 1, CAD: 1.38, GBP: 0.79 };

export const exchangeRateHandlers = {
  async getExchangeRate(ctx) {
    const from = ctx.params.from.toUpperCase();
    const to = ctx.params.to.toUpperCase();
    const fromRate = PER_USD[from];
    const toRate = PER_USD[to];
    if (!fromRate || !toRate) throw new ApiError(404, 'NOT_FOUND', 'exchange.unknownCurrency');
    return { data: { from, to, rate: Math.round((toRate / fromRate) * 10_000) / 10_000 } };
  },
} satisfies Handlers;
