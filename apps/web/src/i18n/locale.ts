import { DEFAULT_LOCALE, LOCALES, type Locale } from '@pawcall/api-client';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Where the visitor's own choice (the language switcher, or a ?locale= link) is remembered. */
export const LOCALE_STORAGE_KEY = 'pawcall.locale';
export const LOCALE_PARAM = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads a locale written loosely ("fr-ca", "fr_CA", "FR-CA") as one of ours, or null. A bare
 * language or another region maps to our closest locale: "fr" and "fr-FR" to fr-CA, "en-AU" and
 * "en-IE" to en-GB, "en" to en-US.
 */
export function matchLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const normal = value.trim().replace('_', '-');
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normal.toLowerCase());
  if (exact) return exact;
  const [language, region] = normal.toLowerCase().split('-');
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') {
    if (region === 'ca') return 'en-CA';
    if (region && ['gb', 'uk', 'ie', 'au', 'nz'].includes(region)) return 'en-GB';
    return 'en-US';
  }
  return null;
}

/** Only the exact four spellings (case-insensitive) count in a URL or in storage. */
function exactLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  return LOCALES.find((locale) => locale.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

export interface LocaleSources {
  /** The ?locale= query parameter. */
  query?: string | null;
  /** The remembered choice. */
  stored?: string | null;
  /** The signed-in user's locale. */
  user?: string | null;
  /** navigator.languages, best first. */
  browser?: readonly string[];
}

/** ?locale=, then the stored choice, then the user's locale, then the browser, else en-US. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    exactLocale(sources.query) ??
    exactLocale(sources.stored) ??
    exactLocale(sources.user) ??
    (sources.browser ?? []).map(matchLocale).find((locale): locale is Locale => locale != null) ??
    DEFAULT_LOCALE
  );
}

export function readStoredLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
