import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than the headers and the CPU cost it adds. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The encoding to answer with, from the request's Accept-Encoding and what is on offer: br when
 * accepted, then gzip, otherwise none (identity). A q of 0 refuses a coding, `*` stands for any
 * not named.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    if ((weights.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

/** Adds Accept-Encoding to Vary, once: the answer depends on it, so shared caches must key on it. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses the API's JSON answers of at least COMPRESSION_THRESHOLD_BYTES on the fly, with br or
 * gzip as the caller accepts (Hono's own compress middleware offers no br). JSON answers are built
 * in memory anyway, so reading them whole costs nothing extra; other kinds (files, PDFs, photos,
 * the web app, which is precompressed at build time) pass untouched. Brotli at quality 5 is the
 * usual on-the-fly choice: close to gzip's speed, smaller output.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (
      !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) ||
      c.req.method === 'HEAD' ||
      !response.body ||
      response.headers.has('Content-Encoding') ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('Cache-Control') ?? '')
    )
      return;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const large = body.length >= COMPRESSION_THRESHOLD_BYTES;
    const encoding = large ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;
    if (large) varyOnAcceptEncoding(headers);
    let payload: Buffer = body;
    if (encoding === 'br')
      payload = await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    else if (encoding === 'gzip') payload = await gzipAsync(body, { level: 6 });
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(payload.length));
    // Cleared first: assigning over a response copies the old headers back (its Content-Length too).
    c.res = undefined;
    c.res = new Response(new Uint8Array(payload), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
