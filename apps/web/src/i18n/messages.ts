import enUS from './messages/en-US.json';
import type accountEnUS from './messages/account/en-US.json';
import type visitEnUS from './messages/visit/en-US.json';
import type { Locale } from './locale';

export type MessageId = keyof typeof enUS;
/** Ids of the appointments and video-visit catalogue, loaded with its screens (i18n/FeatureMessages). */
export type VisitMessageId = keyof typeof visitEnUS;
/** Ids of the account settings catalogue, loaded with its screens (<AccountMessages>). */
export type AccountMessageId = keyof typeof accountEnUS;
export type AnyMessageId = MessageId | VisitMessageId | AccountMessageId;
/**
 * The app's catalogue as react-intl sees it. The visit ids are typed here too (react-intl types every
 * id the app may format), but their strings arrive with the screens that use them (<VisitMessages>, <AccountMessages>).
 */
export type Messages = Record<AnyMessageId, string>;

/** en-US ships in the entry chunk: it is the default and every other catalogue's fallback. */
export const defaultMessages = enUS as Messages;

const loaders: Record<
  Exclude<Locale, 'en-US'>,
  () => Promise<{ default: Partial<Record<string, string>> }>
> = {
  'en-CA': () => import('./messages/en-CA.json'),
  'fr-CA': () => import('./messages/fr-CA.json'),
  'en-GB': () => import('./messages/en-GB.json'),
};

const cache = new Map<Locale, Messages>([['en-US', defaultMessages]]);

/**
 * The catalogue for a locale, each key falling back to en-US ("en-US default and fallback"), so a
 * catalogue that lacks a key (en-GB keeps only what differs) still shows a sentence, never an id.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const own = (await loaders[locale as Exclude<Locale, 'en-US'>]()).default;
  const merged = { ...defaultMessages, ...own } as Messages;
  cache.set(locale, merged);
  return merged;
}

export function cachedMessages(locale: Locale): Messages | undefined {
  return cache.get(locale);
}
