import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { DEHYDRATED_QUERIES_ID } from './app/serverRendering';
import { createServices } from './shared/services';
import { LOCALE_PARAM, matchLocale, readStoredLocale, storeLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';

// A ?locale= link wins over the remembered choice and becomes it.
const fromQuery = matchLocale(new URLSearchParams(window.location.search).get(LOCALE_PARAM));
if (fromQuery) storeLocale(fromQuery);

const services = createServices({ initialLocaleChoice: fromQuery ?? readStoredLocale() });

// A magic link (?u=&ml=) signs in first; its module loads only when the link is followed.
// Otherwise ask the refresh cookie who is here (when the signed-in hint says there is one) while
// the first catalogue loads; render either way.
const here = new URL(window.location.href);
if (here.searchParams.has('u') && here.searchParams.has('ml')) {
  void import('./app/magicLogin')
    .then(({ magicLogin }) => magicLogin(services, here))
    .then(async (signedIn) => {
      if (!signedIn) await services.session.restoreAtStartUp(services.clients, document.cookie);
    });
} else {
  void services.session.restoreAtStartUp(services.clients, document.cookie);
}
// A server-rendered page's module loads beside the catalogue (its chunk is preloaded): hydration
// must not suspend on it.
const pageModule = preloadRoute(window.location.pathname).catch(() => undefined);
await loadMessages(services.currentLocale()).catch(() => undefined);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App services={services} />
  </StrictMode>
);
// The server renders the public pages for a guest in the language it could tell (entry-server.tsx,
// <html lang>). Hydrate that markup when this page sees the same: a guest, in that language.
// Otherwise (a stored language choice, a session to restore, a magic link) render afresh: the
// server's markup would not match, and React replaces it.
const snapshot = services.session.getSnapshot();
const serverRendered =
  container.firstElementChild != null &&
  document.documentElement.lang === services.currentLocale() &&
  snapshot.status === 'ready' &&
  snapshot.session == null;
if (serverRendered) {
  await pageModule;
  // The data the server rendered the page with (search results), so the first render matches.
  const serverData = document.getElementById(DEHYDRATED_QUERIES_ID)?.textContent;
  if (serverData) hydrate(services.queryClient, JSON.parse(serverData));
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page: the page is already painted, so nothing waits for it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
