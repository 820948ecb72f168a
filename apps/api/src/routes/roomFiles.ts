import type { Context, Hono } from 'hono';
import type { AppDeps } from '../deps';
import {
  cleanFileName,
  contentDisposition,
  detectRoomFileType,
  verifyRoomFileLink,
} from '../domain/roomFiles';
import { appointmentByRef } from '../domain/visits';
import { type Locale, type MessageKey, resolveLocale, translate } from '../i18n';

/** Contract operations mounted here rather than through bindOperations (the answer is the file itself). */
export const ROOM_FILE_RAW_OPERATIONS = new Set(['getMediaContent']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(c: Context, locale: Locale, status: 403 | 404 | 410, code: string, key: MessageKey) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'error', message: translate(locale, key), code }, status);
}

/**
 * `GET /api/v1/appointments/{ref}/media/{uuid}/content?u&expires&sig` (operationId getMediaContent):
 * the bytes of one shared file. The signed link is the credential (`<img src>` and downloads send
 * no bearer token); beyond it, the user it was made for must still be a participant of the
 * appointment, and the file must still be shared there.
 */
export function mountRoomFileContent(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/appointments/:ref/media/:uuid/content', async (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    const now = deps.clock.now();
    const reference = c.req.param('ref');
    const mediaUuid = c.req.param('uuid');
    if (!UUID.test(mediaUuid)) return refuse(c, locale, 404, 'NOT_FOUND', 'generic.notFound');
    const check = verifyRoomFileLink(
      deps.authSecret,
      { reference, mediaUuid },
      { u: c.req.query('u'), expires: c.req.query('expires'), sig: c.req.query('sig') },
      now,
    );
    if (!check.ok)
      return check.reason === 'EXPIRED'
        ? refuse(c, locale, 410, 'LINK_EXPIRED', 'media.linkExpired')
        : refuse(c, locale, 403, 'LINK_INVALID', 'media.linkInvalid');
    const row = await appointmentByRef(deps.db, reference);
    if (!row || (row.client_uuid !== check.userUuid && row.partner_uuid !== check.userUuid))
      return refuse(c, locale, 404, 'NOT_FOUND', 'appointment.notFound');
    const [file] = await deps.db.query<{ name: string; content: Uint8Array }>(
      'SELECT name, content FROM appointment_media WHERE uuid = $1 AND appointment_uuid = $2',
      [mediaUuid, row.uuid],
    );
    if (!file) return refuse(c, locale, 404, 'NOT_FOUND', 'generic.notFound');
    const bytes = new Uint8Array(file.content);
    // The type comes from the bytes again, not the stored label: files shared before uploads were
    // checked may be anything, and those go out as plain bytes to save, never to render.
    const type = await detectRoomFileType(bytes);
    const name = type ? cleanFileName(file.name, type) : 'file';
    const maxAge = Math.max(0, Math.floor((check.expiresAt.getTime() - now.getTime()) / 1000));
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': type ?? 'application/octet-stream',
        'Content-Length': String(bytes.length),
        // Saved, never opened as a page of this origin; `<img src>` shows images all the same.
        'Content-Disposition': contentDisposition('attachment', name),
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
