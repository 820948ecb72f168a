import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { contentDisposition } from '../domain/roomFiles';
import { DomainError } from '../domain/errors';
import { STATUS_OF_KIND } from '../http/errors';
import { type Locale, resolveLocale, translate } from '../i18n';
import { linkedFile } from './service';

/** Contract operations mounted here rather than through bindOperations (the answer is the file itself). */
export const ROOM_FILE_RAW_OPERATIONS = new Set(['getMediaContent']);

function refuse(locale: Locale, error: DomainError): Response {
  const body = {
    status: 'error',
    message: translate(locale, error.messageKey, error.params),
    code: error.code,
  };
  return new Response(JSON.stringify(body), {
    status: STATUS_OF_KIND[error.kind],
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET /api/v1/appointments/{ref}/media/{uuid}/content?u&expires&sig` (operationId getMediaContent):
 * the bytes of one shared file. The signed link is the credential; the service checks it and that
 * its user may still see the file.
 */
export function mountRoomFileContent(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/appointments/:ref/media/:uuid/content', async (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    const now = deps.clock.now();
    let file: Awaited<ReturnType<typeof linkedFile>>;
    try {
      file = await linkedFile(
        deps,
        { reference: c.req.param('ref'), mediaUuid: c.req.param('uuid') },
        { u: c.req.query('u'), expires: c.req.query('expires'), sig: c.req.query('sig') },
        now,
      );
    } catch (error) {
      if (error instanceof DomainError) return refuse(locale, error);
      throw error;
    }
    const maxAge = Math.max(0, Math.floor((file.expiresAt.getTime() - now.getTime()) / 1000));
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'Content-Type': file.type ?? 'application/octet-stream',
        'Content-Length': String(file.bytes.length),
        // Saved, never opened as a page of this origin; `<img src>` shows images all the same.
        'Content-Disposition': contentDisposition('attachment', file.name),
        'X-Content-Type-Options': 'nosniff',
        // Private to the two participants, and no longer than the link works.
        'Cache-Control': `private, max-age=${maxAge}`,
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });
}
