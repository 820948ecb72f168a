import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Hono } from 'hono';
import { negotiateEncoding } from './compression';

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built to dist/server/) offers. */
interface PageRenderer {
  renderPage(request: {
    url: string;
    origin: string;
    acceptLanguage?: string | null;
    cookie?: string | null;
    fetch?: (request: Request) => Promise<Response>;
  }): Promise<{ status: number; html: string; locale: string } | null>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** PUBLIC_ORIGIN behind a proxy, else the origin the request came to (as for robots.txt). */
function siteOrigin(requestUrl: string, env: NodeJS.ProcessEnv): string {
  return env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || new URL(requestUrl).origin;
}

/**
 * Serves the public pages (welcome, sign-in, the registers, forgot-password, vet search) rendered on the
 * server by the web app's own renderer, so their content and meta tags arrive with the first
 * answer; the browser hydrates them. Mounted before the web app's fallback (http/static.ts), which
 * answers every path the renderer declines (not a public page, or a visitor who may be signed in)
 * with the shell, as it does for everything when the web app was built without the renderer or the
 * renderer fails. The renderer's module is loaded on the first page request, not at start-up.
 */
export function mountPageRendering(
  app: Hono,
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const entry = path.join(distDir, 'server/entry-server.js');
  if (!existsSync(entry)) return false;
  let renderer: Promise<PageRenderer | null> | undefined;
  const load = () => {
    renderer ??= (import(pathToFileURL(entry).href) as Promise<PageRenderer>).catch((error: unknown) => {
      console.error('[api] the web app’s server renderer did not load; serving the shell', error);
      return null;
    });
    return renderer;
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    // Files (a dot in the last segment) and the API are never pages.
    if (url.pathname === '/api' || url.pathname.startsWith('/api/') || /\.[^/]*$/.test(url.pathname))
      return next();
    const module = await load();
    if (!module) return next();
    let page: Awaited<ReturnType<PageRenderer['renderPage']>>;
    try {
      page = await module.renderPage({
        url: c.req.url,
        origin: siteOrigin(c.req.url, env),
        acceptLanguage: c.req.header('Accept-Language') ?? null,
        cookie: c.req.header('Cookie') ?? null,
        // The page's API calls (search results) are answered in process, over the visitor's
        // connection (its address counts for rate limits as the browser's own calls would).
        fetch: async (request) => app.fetch(request, c.env),
      });
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      console.error('[api] server rendering failed; serving the shell', { path: url.pathname, error });
      return next();
    }
    if (!page) return next();
    const html = Buffer.from(page.html);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': page.locale,
      'Cache-Control': 'no-cache',
      // The page's language follows Accept-Language, and a signed-in hint cookie gets the shell.
      Vary: 'Accept-Encoding, Accept-Language, Cookie',
    };
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    let body: Buffer = html;
    if (encoding === 'br')
      body = await brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    else if (encoding === 'gzip') body = await gzipAsync(html, { level: 6 });
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, page.status as 200, headers);
    return c.body(new Uint8Array(body), page.status as 200, headers);
  });
  return true;
}
