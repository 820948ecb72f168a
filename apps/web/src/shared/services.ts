import { type ApiClients, createApiClients, isApiError } from '@pawcall/api-client';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { browserLanguages, type Locale, readStoredLocale, resolveLocale } from '../i18n/locale';
import { createSessionStore, type SessionStore } from './session';

/** Where the visitor's explicit language choice is kept for this page's life (see i18n/locale.ts). */
export interface LocaleChoice {
  get(): string | null;
  set(locale: Locale): void;
  subscribe(listener: () => void): () => void;
}

function createLocaleChoice(initial: string | null): LocaleChoice {
  let chosen = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => chosen,
    set(locale) {
      chosen = locale;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Everything the app shares that is not React state: one instance per page (or per test). */
export interface AppServices {
  session: SessionStore;
  clients: ApiClients;
  queryClient: QueryClient;
  localeChoice: LocaleChoice;
  /** The locale in effect: ?locale= or stored choice, then the user's, then the browser's, else en-US. */
  currentLocale(): Locale;
  /** The time zone dates are shown in: the signed-in user's, else the browser's. */
  currentTimeZone(): string;
  /** Navigates inside the app; bound to the router once it exists. */
  navigate(to: string): void;
  bindNavigate(navigate: (to: string) => void): void;
  /**
   * Where a 403 IDENTIFIER sends the user: the guards follow it instead of sending the now-guest
   * user of a signed-in page to login, until the app gets there.
   */
  identifierExit: string | null;
}

export interface CreateServicesOptions {
  /** The explicit choice at startup: a ?locale= value or a stored one. */
  initialLocaleChoice?: string | null;
  browserLanguages?: readonly string[];
  browserTimeZone?: string;
  /** Tests pass a fetch that msw intercepts; the browser's by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Origin of the API; the page's own by default. Tests under jsdom pass an absolute one. */
  origin?: string;
  /** Query retries; tests turn them off. */
  retry?: boolean;
}

/** 4xx answers are final (the input or the permission is wrong); network failures and 5xx are retried twice. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createServices(options: CreateServicesOptions = {}): AppServices {
  const session = createSessionStore();
  const localeChoice = createLocaleChoice(options.initialLocaleChoice ?? readStoredLocale());
  const languages = options.browserLanguages ?? browserLanguages();
  const browserZone = options.browserTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

  const currentLocale = () =>
    resolveLocale({
      stored: localeChoice.get(),
      user: session.getSnapshot().session?.user.locale,
      browser: languages,
    });
  const currentTimeZone = () => session.getSnapshot().session?.user.timezone || browserZone;

  const services: AppServices = {
    session,
    localeChoice,
    currentLocale,
    currentTimeZone,
    navigate: (to) => navigateImpl(to),
    identifierExit: null,
    bindNavigate(navigate) {
      navigateImpl = navigate;
    },
    clients: createApiClients({
      getAccessToken: () => session.getAccessToken(),
      getLocale: currentLocale,
      getTimeZone: currentTimeZone,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      // Spec part 2, section 6: a 403 IDENTIFIER clears the stored identity and goes to its url.
      onIdentifierError(url) {
        // The stored identity is the session and the browser identity cookie the server set (v-i).
        if (typeof document !== 'undefined') document.cookie = 'v-i=; Max-Age=0; Path=/; SameSite=Lax';
        services.identifierExit = url || '/';
        session.clear();
        services.queryClient.clear();
        services.navigate(url || '/');
      },
    }),
    queryClient: new QueryClient({
      queryCache: new QueryCache({
        onError(error) {
          // An access token the server no longer accepts: try the refresh cookie once; when that
          // fails too the session is cleared and the route guards send the user to sign in.
          if (isApiError(error) && error.status === 401 && session.getSnapshot().session) {
            void session.restore(services.clients);
          }
        },
      }),
      defaultOptions: {
        queries: {
          retry: options.retry === false ? false : shouldRetryQuery,
          staleTime: 30_000,
          refetchOnWindowFocus: false,
        },
        mutations: { retry: false },
      },
    }),
  };
  return services;
}
