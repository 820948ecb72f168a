/**
 * Regions (spec: "global preferences (locale, region, timezone)", "region settings", User.region
 * {locale, name, country}; "a global (non-local-market) client type"). A client whose region is
 * outside the local markets is a global client: no invite, prescriptions or shop checkout. The
 * preferences screen and the server's updatePreferences judge by these functions.
 */

/** The markets Pawcall serves locally: the countries of its locales (en-CA, fr-CA, en-US, en-GB). */
export const LOCAL_MARKETS = ['CA', 'US', 'GB'] as const;
export type LocalMarket = (typeof LOCAL_MARKETS)[number];

/**
 * The regions a client may choose: ISO 3166-1 alpha-2 countries and territories where people
 * live (the uninhabited ones are left out). Names come from the platform's Intl.DisplayNames in
 * the reader's language, so no catalogue carries 240 country names.
 */
export const REGION_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS ' +
  'IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL ' +
  'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC ' +
  'TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export function isRegionCode(code: string): boolean {
  return REGION_CODES.includes(code);
}

export function isLocalMarket(country: string): country is LocalMarket {
  return (LOCAL_MARKETS as readonly string[]).includes(country);
}

/** A client in a region outside the local markets is a global client. */
export function isGlobalRegion(country: string): boolean {
  return !isLocalMarket(country);
}

/** The region a user is taken to be in before choosing one: the country of their locale. */
export function defaultRegionOf(locale: string): LocalMarket {
  if (locale === 'en-CA' || locale === 'fr-CA') return 'CA';
  if (locale === 'en-GB') return 'GB';
  return 'US';
}

/**
 * The locale of a region (User.region.locale): the Canadian locale the user reads for Canada, the
 * country's locale for the US and the UK, and the default en-US for a global region.
 */
export function regionLocale(country: string, userLocale: string): 'en-US' | 'en-CA' | 'fr-CA' | 'en-GB' {
  if (country === 'CA') return userLocale === 'fr-CA' ? 'fr-CA' : 'en-CA';
  if (country === 'GB') return 'en-GB';
  return 'en-US';
}
