import { ApiProvider } from '@pawcall/api-client';
import { ThemeProvider, ToastProvider } from '@pawcall/ui';
import { defaultBrand, findBrand } from '@pawcall/ui/brands';
import { pawcallTheme } from '@pawcall/ui/themes/pawcall';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type Locale, storeLocale } from '../i18n/locale';
import { cachedMessages, loadMessages, type Messages } from '../i18n/messages';
import { LocaleContext, ServicesContext, useViewer } from '../shared/AppContext';
import type { AppServices } from '../shared/services';

function useCurrentLocale(services: AppServices): Locale {
  // Re-read whenever the explicit choice or the signed-in user changes.
  const subscribe = (listener: () => void) => {
    const offChoice = services.localeChoice.subscribe(listener);
    const offSession = services.session.subscribe(listener);
    return () => {
      offChoice();
      offSession();
    };
  };
  return useSyncExternalStore(subscribe, services.currentLocale, services.currentLocale);
}

function I18nProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const locale = useCurrentLocale(services);
  const viewer = useViewer();
  const timeZone = viewer?.timezone || services.currentTimeZone();
  // Until another catalogue has loaded, the page stays in the language it was in.
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>(() => ({
    locale,
    messages: cachedMessages(locale) ?? cachedMessages('en-US')!,
  }));
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      // The same catalogue keeps the same state: a new object would re-render every message and,
      // while a server-rendered page is hydrating, make React drop its markup and render afresh.
      if (current)
        setShown((shown) =>
          shown.locale === locale && shown.messages === messages ? shown : { locale, messages },
        );
    });
    return () => {
      current = false;
    };
  }, [locale]);
  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);
  const state = useMemo(
    () => ({
      locale: shown.locale,
      timeZone,
      setLocale(next: Locale) {
        storeLocale(next);
        services.localeChoice.set(next);
      },
    }),
    [shown.locale, timeZone, services],
  );
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={shown.locale} defaultLocale="en-US" messages={shown.messages} timeZone={timeZone}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/**
 * The signed-in user's brand, from @pawcall/ui's registry. The default brand (Pawcall) is imported
 * statically so the first paint is themed; every other brand is its own chunk that only its users
 * download, and until it has loaded the page keeps the default.
 */
function useThemeClass(): string {
  const brand = findBrand(useViewer()?.theme);
  const [loaded, setLoaded] = useState<{ id: string; theme: string } | null>(null);
  useEffect(() => {
    if (!brand || brand.id === defaultBrand.id || loaded?.id === brand.id) return;
    let current = true;
    void brand.load().then((theme) => {
      if (current) setLoaded({ id: brand.id, theme });
    });
    return () => {
      current = false;
    };
  }, [brand, loaded]);
  return brand && loaded?.id === brand.id ? loaded.theme : pawcallTheme;
}

function ThemedShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const theme = useThemeClass();
  return (
    <ThemeProvider theme={theme} locale={intl.locale} surface>
      <ToastProvider
        label={intl.formatMessage({ id: 'toast.label' })}
        closeLabel={intl.formatMessage({ id: 'toast.close' })}
      >
        {children}
      </ToastProvider>
    </ThemeProvider>
  );
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <ApiProvider clients={services.clients}>
          <I18nProvider services={services}>
            <ThemedShell>{children}</ThemedShell>
          </I18nProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
