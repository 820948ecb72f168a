import type { Handlers } from '../http/bind';
import { exchangeRate } from './service';

export const exchangeRateHandlers = {
  async getExchangeRate(ctx) {
    return { data: exchangeRate(ctx.params.from, ctx.params.to) };
  },
} satisfies Handlers;
