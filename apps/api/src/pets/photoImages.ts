import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { isPhotoSignature } from '../domain/petDetails';
import { resolveLocale, translate } from '../i18n';
import { photoImage } from './repository';

/** Contract operations mounted here rather than through bindOperations (the answer is the image). */
export const PET_PHOTO_RAW_OPERATIONS = new Set(['getPetPhoto']);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/v1/cx/pets/{uuid}/photos/{photoUuid}?sig=` (operationId getPetPhoto): the image itself. */
export function mountPetPhotoImages(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/cx/pets/:uuid/photos/:photoUuid', async (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    const notFound = () => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        { status: 'error', message: translate(locale, 'generic.notFound'), code: 'NOT_FOUND' },
        404,
      );
    };
    const photoUuid = c.req.param('photoUuid');
    const sig = c.req.query('sig') ?? '';
    if (!UUID_PATTERN.test(photoUuid) || !UUID_PATTERN.test(c.req.param('uuid'))) return notFound();
    if (!isPhotoSignature(deps.authSecret, photoUuid, sig)) return notFound();
    const photo = await photoImage(deps.db, photoUuid, c.req.param('uuid'));
    if (!photo) return notFound();
    return new Response(new Uint8Array(photo.content), {
      status: 200,
      headers: {
        'Content-Type': photo.content_type,
        'Content-Length': String(photo.size),
        // A photo never changes (a new one gets a new uuid), but it is private to its owner.
        'Cache-Control': 'private, max-age=86400, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  });
}
