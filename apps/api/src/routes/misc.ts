import type { Handlers } from '../http/bind';
import { ApiError, FailError } from '../http/errors';

/**
 * Exchange rates of the embedded server: a fixed table (no market feed offline), good enough to
 * show an approximate price in another currency. A production deployment swaps in a rates feed.
 */
const PER_USD: Record<string, number> = { USD: 1, CAD: 1.38, GBP: 0.79 };

/** Time zones that tell the country when nothing else does (the embedded server has no GeoIP database). */
const ZONE_COUNTRY: Array<[RegExp, string]> = [
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal)/, 'CA'],
  [/^America\//, 'US'],
  [/^Europe\/London/, 'GB'],
];

export const miscHandlers = {
  async getGeo(ctx) {
    const zone = ctx.c.req.header('x-timezone') ?? '';
    const country = ZONE_COUNTRY.find(([pattern]) => pattern.test(zone))?.[1] ?? null;
    const language = (ctx.c.req.header('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
    const supported = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'en', 'fr'];
    return {
      data: {
        country_code: country,
        city: null,
        region_code: null,
        global_browser_locale: language !== '' && !supported.some((tag) => language.startsWith(tag)),
      },
    };
  },

  async getExchangeRate(ctx) {
    const from = ctx.params.from?.toUpperCase() ?? '';
    const to = ctx.params.to?.toUpperCase() ?? '';
    const fromRate = PER_USD[from];
    const toRate = PER_USD[to];
    if (!fromRate || !toRate) throw new ApiError(404, 'NOT_FOUND', 'exchange.unknownCurrency');
    return { data: { from, to, rate: Math.round((toRate / fromRate) * 10_000) / 10_000 } };
  },

  async postBeacon(ctx) {
    const { payload } = ctx.body;
    if (payload.trim() === '') throw new FailError({ payload: [{ key: 'validation.required' }] });
    // Attribution is accepted and dropped: the embedded server keeps no marketing analytics.
    return { data: { accepted: true } };
  },
} satisfies Handlers;
