import { messagesEnCA } from './messages.en-CA';
import { messagesEnGB } from './messages.en-GB';
import { type MessageCatalogue, type MessageKey, messagesEnUS } from './messages.en-US';
import { messagesFrCA } from './messages.fr-CA';

export type { MessageKey };
export const LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

const catalogues: Record<Locale, MessageCatalogue> = {
  'en-US': messagesEnUS,
  'en-CA': messagesEnCA,
  'fr-CA': messagesFrCA,
  'en-GB': messagesEnGB,
};

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? messagesEnUS[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function matchLocale(tag: string): Locale | null {
  const normalised = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === normalised);
  if (exact) return exact;
  // A bare language picks its market: French is served in fr-CA, English falls back to en-US.
  if (normalised === 'fr' || normalised.startsWith('fr-')) return 'fr-CA';
  if (normalised === 'en' || normalised.startsWith('en-')) return 'en-US';
  return null;
}

/** X-Locale wins, then Accept-Language in its quality order, then en-US. */
export function resolveLocale(xLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (xLocale) {
    const chosen = matchLocale(xLocale);
    if (chosen) return chosen;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((p) => p.trim().startsWith('q='));
        return { tag, quality: q ? Number(q.trim().slice(2)) : 1, index };
      })
      .filter(
        (entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.quality) && entry.quality > 0,
      )
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const entry of ranked) {
      const chosen = matchLocale(entry.tag);
      if (chosen) return chosen;
    }
  }
  return DEFAULT_LOCALE;
}
