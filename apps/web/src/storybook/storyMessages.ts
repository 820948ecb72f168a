import { createIntl, createIntlCache } from 'react-intl';
import { isLocale, type Locale } from '../i18n/locale';
import type { AnyMessageId } from '../i18n/messages';
import accountEnUS from '../i18n/messages/account/en-US.json';
import accountFrCA from '../i18n/messages/account/fr-CA.json';
import enCA from '../i18n/messages/en-CA.json';
import enGB from '../i18n/messages/en-GB.json';
import enUS from '../i18n/messages/en-US.json';
import frCA from '../i18n/messages/fr-CA.json';
import visitEnUS from '../i18n/messages/visit/en-US.json';
import visitFrCA from '../i18n/messages/visit/fr-CA.json';

type Catalogue = Record<string, string>;

// The app's catalogues as a user of each locale reads them: en-US under every key, the locale's own
// main catalogue over it, and the feature catalogues (en-CA and en-GB keep their en-US wording).
const catalogues: Record<Locale, Catalogue[]> = {
  'en-US': [enUS, visitEnUS, accountEnUS],
  'en-CA': [enUS, enCA, visitEnUS, accountEnUS],
  'en-GB': [enUS, enGB, visitEnUS, accountEnUS],
  'fr-CA': [enUS, visitEnUS, accountEnUS, frCA, visitFrCA, accountFrCA],
};
const cache = createIntlCache();

/**
 * The words a play function expects, in the story's locale: `t('cancel.open')` is what the screen
 * shows for that id, so a story asserts the same thing in en-US and in fr-CA
 * (STORYBOOK_LOCALE=fr-CA reruns every story in French).
 */
export function storyMessages(globals: Record<string, unknown>) {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en-US';
  const intl = createIntl(
    {
      locale,
      defaultLocale: 'en-US',
      timeZone: 'America/New_York',
      messages: Object.assign({}, ...catalogues[locale]) as Record<AnyMessageId, string>,
    },
    cache,
  );
  const t = (id: AnyMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values) as string;
  return { t, locale, intl };
}
