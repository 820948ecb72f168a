import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { type ContentEncoding, negotiateEncoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** What the build precompresses (apps/web/scripts/precompress.mjs): text formats, never images or fonts. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.wasm',
  '.ico',
]);
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Answers `file` in the best precompressed form the caller accepts (br, then gzip, written beside
 * it at build time), else as it is. Content-Type and Cache-Control are the original file's;
 * Content-Length is what is sent.
 */
async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const ext = path.extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  let body: Buffer | undefined;
  if (COMPRESSIBLE.has(ext)) {
    const available = (['br', 'gzip'] as const).filter((encoding) => existsSync(file + SUFFIX[encoding]));
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
    if (encoding) {
      body = await readFile(file + SUFFIX[encoding]);
      headers['Content-Encoding'] = encoding;
    }
    headers.Vary = 'Accept-Encoding';
  }
  body ??= await readFile(file);
  headers['Content-Length'] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}

/** Vite puts content-hashed files under assets/ (name-<hash>.ext): they never change, so cache forever. */
const HASHED = /(^|\/)assets\/.+[-.][A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the built web app: files as they are, and index.html for every other non-API GET so
 * client-side routes work on reload. Mounted only when the dist directory exists.
 */
export function mountWebApp(app: Hono, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = path.resolve(distDir);

  // A form of a server-rendered page sent before the app took over arrives as a plain POST: back
  // to the page (303, so a reload does not send it again), where the app then runs.
  app.post('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return next();
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname);
    } catch {
      relative = '/';
    }
    const candidate = path.resolve(root, `.${relative}`);
    // Source maps stay on disk for the build's own tools (scripts/initial-modules.mjs) and error
    // reports; served, they would publish the app's whole source. Judged on the resolved file, so
    // a trailing slash or dot segment does not get around it.
    if (/\.map$/i.test(candidate) || /\.map$/i.test(relative)) return c.text('Not found', 404);
    const inside = candidate === root || candidate.startsWith(root + path.sep);
    if (inside && candidate !== root && existsSync(candidate) && statSync(candidate).isFile()) {
      // The server renderer (server/, see http/pageRendering.ts) is the API's to import, not to serve.
      if (candidate.startsWith(path.join(root, 'server') + path.sep)) return c.text('Not found', 404);
      // The precompressed copies are the build's, reached through negotiation, not by name.
      if (/\.(br|gz)$/i.test(candidate) && existsSync(candidate.replace(/\.(br|gz)$/i, '')))
        return c.text('Not found', 404);
      return sendFile(
        c,
        candidate,
        HASHED.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    // A missing hashed asset is a real 404 (an old tab after a deploy), not the SPA.
    if (/^\/assets\//.test(relative)) return c.text('Not found', 404);
    return sendFile(c, indexFile, 'no-cache');
  });
  return true;
}
