import type { Handlers } from '../http/bind';

/** Time zones that tell the country when nothing else does (the embedded server has no GeoIP database). */
const ZONE_COUNTRY: Array<[RegExp, string]> = [
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal)/, 'CA'],
  [/^America\//, 'US'],
  [/^Europe\/London/, 'GB'],
];

/** Where the visitor probably is, from what the browser tells (the web app picks a region and a locale with it). */
export const geoHandlers = {
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
} satisfies Handlers;
