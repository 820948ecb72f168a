import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from './locale';

type Catalogue = Record<string, string>;
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'en-US': () => import('./messages/visit/en-US.json'),
  'en-CA': () => import('./messages/visit/en-US.json'),
  'en-GB': () => import('./messages/visit/en-US.json'),
  'fr-CA': () => import('./messages/visit/fr-CA.json'),
};
const cache = new Map<string, Catalogue>();

/**
 * The appointments and video-visit catalogue (issue 5), loaded with the screens that use it so
 * the first page's JavaScript does not carry it. Each key falls back to en-US, like the app's own.
 */
export function VisitMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = (intl.locale in loaders ? intl.locale : 'en-US') as Locale;
  const [messages, setMessages] = useState<Catalogue | undefined>(() => cache.get(locale));
  useEffect(() => {
    let active = true;
    void Promise.all([loaders['en-US'](), loaders[locale]()]).then(([base, own]) => {
      const merged = { ...base.default, ...own.default };
      cache.set(locale, merged);
      if (active) setMessages(merged);
    });
    return () => {
      active = false;
    };
  }, [locale]);
  if (!messages) return null;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      messages={{ ...intl.messages, ...messages }}
    >
      {children}
    </IntlProvider>
  );
}
