import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from './locale';

type Catalogue = Record<string, string>;
type Loaders = Record<Locale, () => Promise<{ default: Catalogue }>>;

const catalogues: Record<'visit' | 'account', Loaders> = {
  // The appointments and video-visit catalogue.
  visit: {
    'en-US': () => import('./messages/visit/en-US.json'),
    'en-CA': () => import('./messages/visit/en-US.json'),
    'en-GB': () => import('./messages/visit/en-US.json'),
    'fr-CA': () => import('./messages/visit/fr-CA.json'),
  },
  // The account settings and sign-in extras catalogue.
  account: {
    'en-US': () => import('./messages/account/en-US.json'),
    'en-CA': () => import('./messages/account/en-US.json'),
    // British wording where it differs (region, postcode); every other key falls back to en-US.
    'en-GB': () => import('./messages/account/en-GB.json'),
    'fr-CA': () => import('./messages/account/fr-CA.json'),
  },
};
const cache = new Map<string, Catalogue>();

/**
 * A feature's own catalogue, loaded with the screens that use it so the first page's JavaScript
 * does not carry it. Each key falls back to en-US, like the app's own; en-CA keeps the en-US wording
 * and en-GB overrides only the keys whose British wording differs.
 */
function FeatureMessages({
  catalogue,
  children,
}: {
  catalogue: keyof typeof catalogues;
  children: ReactNode;
}) {
  const intl = useIntl();
  const loaders = catalogues[catalogue];
  const locale = (intl.locale in loaders ? intl.locale : 'en-US') as Locale;
  const key = `${catalogue}:${locale}`;
  const [messages, setMessages] = useState<Catalogue | undefined>(() => cache.get(key));
  useEffect(() => {
    let active = true;
    void Promise.all([loaders['en-US'](), loaders[locale]()]).then(([base, own]) => {
      const merged = { ...base.default, ...own.default };
      cache.set(key, merged);
      if (active) setMessages(merged);
    });
    return () => {
      active = false;
    };
  }, [loaders, locale, key]);
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

export function VisitMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogue="visit">{children}</FeatureMessages>;
}

export function AccountMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogue="account">{children}</FeatureMessages>;
}
