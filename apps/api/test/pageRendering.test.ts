import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, DEFAULT_WEB_DIST } from '../src/app';
import { mountPageRendering } from '../src/http/pageRendering';
import { mountWebApp } from '../src/http/static';
import { startServer, type TestServer } from './support';

const ORIGIN = 'https://pawcall.example';
const messages = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(DEFAULT_WEB_DIST, `../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as Record<string, string>;
const enUS = messages('en-US');
const frCA = messages('fr-CA');

let app: Hono;
beforeAll(() => {
  // The pages come from the web app's own server renderer, built with the web app; build it when
  // this checkout has not been built yet.
  if (!existsSync(path.join(DEFAULT_WEB_DIST, 'server/entry-server.js')))
    execFileSync('pnpm', ['--filter', '@pawcall/web', 'build'], { stdio: 'ignore' });
  app = new Hono();
  expect(mountPageRendering(app, DEFAULT_WEB_DIST, { PUBLIC_ORIGIN: ORIGIN })).toBe(true);
  mountWebApp(app, DEFAULT_WEB_DIST);
}, 120_000);

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await app.request(`http://127.0.0.1${pathname}`, { headers });
  return { response, html: await response.text() };
}

/** The text React wrote, with the entities it escapes turned back. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The server-rendered app: what is inside #root, before the scripts that follow it. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<(?:script|link)\b/.exec(html)?.[1] ?? '';
const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

describe('server-rendered public pages', () => {
  it('GET / is the welcome page in the HTML, with its title, description, canonical and alternates', async () => {
    const { response, html } = await get('/', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('en-US');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(html).toContain('<html lang="en-US">');
    expect(text(root(html))).toContain(`>${enUS['welcome.heading']}</h1>`);
    const meta = text(head(html));
    // One title, the page's: the shell's placeholder is gone.
    expect(meta.match(/<title>/g)).toHaveLength(1);
    expect(meta).toContain(`<title>${enUS['welcome.title']} | Pawcall</title>`);
    expect(meta).toContain(`<meta name="description" content="${enUS['meta.description.welcome']}"/>`);
    expect(meta).toContain('<meta name="robots" content="index, follow"/>');
    expect(meta).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    for (const locale of ['en-US', 'en-CA', 'fr-CA', 'en-GB'])
      expect(meta).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="${ORIGIN}/?locale=${locale}"/>`,
      );
    expect(meta).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/"/>`);
    expect(meta).toContain(`<meta property="og:title" content="${enUS['welcome.title']} | Pawcall"/>`);
    expect(meta).toContain(`<meta property="og:url" content="${ORIGIN}/"/>`);
    // The route chunk's styles are inlined, so the page paints styled without waiting for a
    // request; its JavaScript follows the content at low priority.
    expect(html).toMatch(
      /<\/div>\s*<script fetchpriority="low" type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script><\/body>/,
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(meta).toMatch(
      /<style>[^<]+<\/style><link rel="stylesheet" crossorigin href="\/assets\/Card-[\w-]+\.css" disabled>/,
    );
  });

  it('GET /auth/login speaks the visitor’s language (Accept-Language) and shows the sign-in form', async () => {
    const { response, html } = await get('/auth/login', { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(response.headers.get('content-language')).toBe('fr-CA');
    expect(html).toContain('<html lang="fr-CA">');
    expect(text(root(html))).toContain(`>${frCA['auth.login.heading']}</h1>`);
    expect(root(html)).toContain('name="password"');
    const meta = text(head(html));
    expect(meta).toContain(`<title>${frCA['auth.login.title']} | Pawcall</title>`);
    expect(meta).toContain(`<meta name="description" content="${frCA['meta.description.login']}"/>`);
    expect(meta).toContain(`<link rel="canonical" href="${ORIGIN}/auth/login"/>`);
    expect(meta).toContain(
      `<link rel="alternate" hrefLang="en-GB" href="${ORIGIN}/auth/login?locale=en-GB"/>`,
    );
    expect(meta).toContain('<meta property="og:locale" content="fr_CA"/>');
  });

  it('?locale= wins over Accept-Language, and the canonical URL is that language version', async () => {
    const { html } = await get('/auth/login?locale=en-GB', { 'Accept-Language': 'fr-CA' });
    expect(html).toContain('<html lang="en-GB">');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/auth/login?locale=en-GB"/>`);
  });

  it('the other public pages are rendered too', async () => {
    for (const [pathname, heading] of [
      ['/auth/cx/register', enUS['auth.register.title']],
      ['/auth/px/register', enUS['auth.register.partner.heading']],
      ['/auth/forgot-password', enUS['auth.forgot.title']],
    ] as const) {
      const { html } = await get(pathname);
      expect(text(root(html)), pathname).toContain('</h1>');
      expect(text(html), pathname).toContain(heading);
    }
  });

  it('is compressed with brotli when the browser accepts it', async () => {
    const response = await app.request('http://127.0.0.1/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(`>${enUS['welcome.heading']}</h1>`);
  });

  it('a visitor who may be signed in, a magic link and a signed-in page get the client-rendered shell', async () => {
    for (const [pathname, headers] of [
      ['/auth/login', { Cookie: 'pawcall_signed_in=1' }],
      ['/auth/login?u=someone&ml=link', {}],
      ['/cx', {}],
      ['/no/such/page', {}],
    ] as const) {
      const { response, html } = await get(pathname, headers);
      expect(response.status, pathname).toBe(200);
      expect(html, pathname).toContain('<div id="root"></div>');
      expect(html, pathname).toContain('<title>Pawcall</title>');
    }
  });

  it('the renderer itself is not served', async () => {
    const { response } = await get('/server/entry-server.js');
    expect(response.status).toBe(404);
  });
});

describe('the vet search, rendered with its results', () => {
  let server: TestServer;
  let site: Hono;
  beforeAll(async () => {
    server = await startServer();
    ({ app: site } = createApp({ db: server.db, authSecret: 'x', webDist: DEFAULT_WEB_DIST }));
  });
  afterAll(() => server.close());

  it('GET /gs?name= has the matching vets in the HTML and their data for the browser, and is noindex', async () => {
    const response = await site.request('http://127.0.0.1/gs?name=Chen', {
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(text(root(html))).toContain(`>${enUS['search.heading']}</h1>`);
    expect(root(html)).toContain('Emily Chen');
    expect(root(html)).not.toContain('Amelia Brooks');
    expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(head(html)).not.toContain('rel="canonical"');
    // react-query's cache as the page was rendered, for the browser to hydrate with.
    const data = /<script type="application\/json" id="pawcall-queries">([^<]*)<\/script>/.exec(html)?.[1];
    const state = JSON.parse(data ?? 'null') as { queries: { state: { data: unknown } }[] };
    expect(JSON.stringify(state.queries[0]?.state.data)).toContain('dr-emily-chen');
  });
});

describe('a vet’s profile, rendered with its data', () => {
  let server: TestServer;
  let site: Hono;
  beforeAll(async () => {
    server = await startServer();
    ({ app: site } = createApp({ db: server.db, authSecret: 'x', webDist: DEFAULT_WEB_DIST }));
  });
  afterAll(() => server.close());

  it('GET /p/{slug} has the vet’s name, title and licences in the HTML, and is noindex', async () => {
    const response = await site.request('http://127.0.0.1/p/dr-emily-chen');
    const html = await response.text();
    expect(text(root(html))).toMatch(/>(Dr\. )?Emily Chen, DVM<\/h1>/);
    expect(text(root(html))).toContain(enUS['partner.licences']);
    expect(head(html)).toMatch(/<title>(Dr\. )?Emily Chen \| Pawcall<\/title>/);
    expect(head(html)).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('an unknown vet is the browser’s to show (the shell)', async () => {
    const response = await site.request('http://127.0.0.1/p/no-such-vet');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});

describe('a web app built without the server renderer', () => {
  let dist: string;
  let shellOnly: Hono;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'pawcall-shell-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Pawcall</title><div id="root"></div>',
    );
    shellOnly = new Hono();
    expect(mountPageRendering(shellOnly, dist)).toBe(false);
    mountWebApp(shellOnly, dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the shell for the public pages', async () => {
    const response = await shellOnly.request('http://127.0.0.1/auth/login');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
