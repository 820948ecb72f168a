import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { DEHYDRATED_QUERIES_ID } from './app/serverRendering';
import { LOCALE_PARAM, type Locale, matchLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';
import { SiteOriginContext } from './shared/PageMeta';
import { createServices } from './shared/services';
import { hasSignedInHint } from './shared/session';

/**
 * The public pages, rendered on the server so their content, title and meta tags are in the HTML
 * the browser (and a crawler) first receives; the browser then hydrates them (main.tsx). Each names
 * its route module (a key of the client build's manifest), so the page carries that chunk's styles
 * and paints styled before any JavaScript has run. Every other path,
 * and every signed-in visitor, gets the client-rendered shell.
 */
const SERVER_RENDERED: Record<string, string> = {
  '/': 'src/features/welcome/WelcomePage.tsx',
  '/auth/login': 'src/features/auth/LoginPage.tsx',
  '/auth/cx/register': 'src/features/auth/RegisterPage.tsx',
  '/auth/px/register': 'src/features/auth/RegisterPage.tsx',
  '/auth/forgot-password': 'src/features/auth/ForgotPasswordPage.tsx',
  // Search results come from the API (in process), and go to the browser with the page.
  '/gs': 'src/features/search/SearchPage.tsx',
};

export interface PageRequest {
  /** The request's URL (path and query are what count). */
  url: string;
  /** The site's origin for absolute links: PUBLIC_ORIGIN, else the request's. */
  origin: string;
  acceptLanguage?: string | null;
  cookie?: string | null;
  /** Answers the page's API calls (the API itself, in process); without it, pages that need data are not rendered. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  html: string;
  locale: Locale;
}

/** Accept-Language, best first ("fr-CA,fr;q=0.9,en;q=0.8"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

interface BuildFiles {
  template: string;
  manifest: Record<string, ManifestChunk>;
}

const stylesheets = new Map<string, Promise<string>>();
/** A built stylesheet's text (dist/assets/…, content-hashed, so read once). */
function stylesheet(href: string): Promise<string> {
  let text = stylesheets.get(href);
  if (!text) {
    text = readFile(new URL(`..${href}`, import.meta.url), 'utf8');
    stylesheets.set(href, text);
  }
  return text;
}

/**
 * The page's stylesheets, inlined: a dozen small render-blocking files (one per component chunk)
 * would each wait for a connection behind the preloaded scripts before the first paint. Each keeps
 * a disabled <link> (never fetched) so that Vite's loader, which adds a lazily loaded chunk's
 * stylesheets unless a <link> to them is in the page, does not fetch them again.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
  const texts = await Promise.all(links.map(([, href = '']) => stylesheet(href)));
  let index = 0;
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
    (_link, href: string) => {
      const text = texts[index++] ?? '';
      return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    },
  );
}

/**
 * The entry script moves from <head> to the end of <body>, at low fetch priority, and the module
 * preloads go: the page is complete and painted without JavaScript, which only hydrates it, so
 * none of it should compete with the document for the connection before the first paint. The
 * entry then fetches its imports, and main.tsx the page's module, before hydrating (measured with
 * Lighthouse's simulated mobile network: the largest paint of / and /auth/login fell from about
 * 2 s, with the preloads in <head>, to about 1.1 s).
 */
function scriptsAfterContent(html: string): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(
    /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g,
    (tag) => {
      if (tag.includes('<script'))
        scripts.push(tag.trim().replace(/^<script /, '<script fetchpriority="low" '));
      return '';
    },
  );
  return withoutScripts.replace('</body>', () => `${scripts.join('')}</body>`);
}

let buildFiles: Promise<BuildFiles> | undefined;
/** The client build beside this bundle (dist/server/ → dist/), read once. */
function readBuild(): Promise<BuildFiles> {
  buildFiles ??= Promise.all([
    readFile(new URL('../index.html', import.meta.url), 'utf8'),
    readFile(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
  ]).then(([template, manifest]) => ({ template, manifest: JSON.parse(manifest) }));
  return buildFiles;
}

/** The stylesheets of a route chunk and of the chunks it imports, as URLs. */
function routeStylesheets(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...css];
}

/** JSON inside <script>: no "</script>" or "<!--" can end or change it. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * React writes the page's hoistable elements (<title>, <meta>, <link>) ahead of a partial tree's
 * markup; they belong in <head>, so they are split off the front of the rendered root.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

function renderApp(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    // All of it, lazy route modules included: the page is small and its data is local, and a
    // crawler or a visitor without JavaScript must get the whole page, not a fallback.
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
    setTimeout(() => stream.abort(new Error('server rendering took over 5 s')), 5_000).unref();
  });
}

/**
 * The page for `request` as HTML, or null when the path is not server-rendered (or the visitor
 * may be signed in): the caller then serves the shell.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const routeModule =
    SERVER_RENDERED[pathname] ??
    // A vet's profile, with its data (the booking part, in the visitor's time zone, follows in the browser).
    (/^\/p\/[^/]+$/.test(pathname) ? 'src/features/partner/PartnerProfilePage.tsx' : undefined);
  if (!routeModule) return null;
  // A signed-in visitor's guest pages redirect, and a magic link signs in first: both are the
  // browser's business (main.tsx), and a guest's markup would not match what it renders.
  if (hasSignedInHint(request.cookie ?? '')) return null;
  if (url.searchParams.has('u') && url.searchParams.has('ml')) return null;

  const fromQuery = matchLocale(url.searchParams.get(LOCALE_PARAM));
  const services = createServices({
    initialLocaleChoice: fromQuery,
    browserLanguages: acceptedLanguages(request.acceptLanguage),
    browserTimeZone: 'UTC',
    origin: request.origin,
    ...(request.fetch ? { fetch: request.fetch } : {}),
    retry: false,
  });
  // No refresh cookie hint: a guest, known without asking.
  await services.session.restoreAtStartUp(services.clients, '');
  const locale = services.currentLocale();
  await loadMessages(locale);
  const { template, manifest } = await readBuild();

  const page = (
    <StrictMode>
      <SiteOriginContext.Provider value={request.origin}>
        <AppProviders services={services}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </SiteOriginContext.Provider>
    </StrictMode>
  );
  // react-query does not fetch while rendering on the server, but the render registers the page's
  // queries: fetch those, then render again with their data.
  let rendered = await renderApp(page);
  const queryCache = services.queryClient.getQueryCache();
  // Disabled queries (the signed-in user's profile) wait for what never comes on the server.
  const enabled = (query: Query) => {
    const { enabled: option } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    return typeof option === 'function' ? option(query) : option !== false;
  };
  const pending = queryCache.getAll().filter((query) => query.state.status === 'pending' && enabled(query));
  if (pending.length > 0) {
    if (!request.fetch) return null;
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    // A page whose data failed is the browser's to show (and retry), as without server rendering.
    if (pending.some((query) => query.state.status !== 'success')) return null;
    rendered = await renderApp(page);
  }
  services.session.dispose();
  // A render that could not complete every boundary (an error, or the 5 s limit on a loaded
  // machine) carries React's inline instructions to finish it in the browser, which the
  // Content-Security-Policy (no inline script) blocks: the shell serves that visit instead.
  if (/<script\b/i.test(rendered)) return null;
  const queries = pending.length > 0 ? dehydrate(services.queryClient) : null;
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  // The route chunk's stylesheets (and those of the chunks it imports) beside the entry's.
  const links = routeStylesheets(manifest, routeModule)
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  // Functions, not strings, as replacements: the page's own text may contain "$&" and the like.
  const html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>${
          queries
            ? `<script type="application/json" id="${DEHYDRATED_QUERIES_ID}">${escapeJson(queries)}</script>`
            : ''
        }`,
    );
  return { status: 200, html: await inlineStylesheets(scriptsAfterContent(html)), locale };
}
