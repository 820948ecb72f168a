import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Queryable, queryRow } from '../db/database';
import type { AppDeps } from '../deps';
import {
  isPhotoSignature,
  MAX_PET_PHOTO_BYTES,
  MAX_PET_PHOTOS,
  type PetPhotoRow,
  withPetDetail,
} from '../domain/petDetails';
import type { PetRow } from '../domain/rows';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { resolveLocale, translate } from '../i18n';
import { requireClient } from '../http/guards';

/** Contract operations mounted here rather than through bindOperations (the answer is the image). */
export const PET_PHOTO_RAW_OPERATIONS = new Set(['getPetPhoto']);

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** The type the bytes really are, from their first bytes ("magic numbers"), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The client's own pet, not removed; anything else is not found. */
async function activePet(db: Queryable, ownerUuid: string, petUuid: string): Promise<PetRow> {
  const [row] = await db.query<PetRow>(
    'SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2 AND removed_at IS NULL',
    [petUuid, ownerUuid],
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'pet.notFound');
  return row;
}

async function shownPet(ctx: RequestContext, petUuid: string) {
  const row = await queryRow<PetRow>(ctx.deps.db, 'SELECT * FROM pets WHERE uuid = $1', [petUuid]);
  return withPetDetail(ctx.deps.db, ctx.deps.authSecret, row);
}

/** The uploaded file: multipart/form-data, one part named `file`. */
async function readUpload(ctx: RequestContext): Promise<File> {
  // A body far over the limit is refused before it is read into memory.
  const declared = Number(ctx.c.req.header('content-length') ?? 0);
  if (declared > MAX_PET_PHOTO_BYTES + 64 * 1024)
    throw new FailError({ file: [{ key: 'petPhoto.tooLarge' }] });
  let form: FormData;
  try {
    form = await ctx.c.req.formData();
  } catch {
    throw new FailError({ file: [{ key: 'petPhoto.missing' }] });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new FailError({ file: [{ key: 'petPhoto.missing' }] });
  return file;
}

export const petPhotoHandlers = {
  async uploadPetPhoto(ctx) {
    const user = requireClient(ctx);
    const pet = await activePet(ctx.deps.db, user.uuid, ctx.params.uuid);
    const file = await readUpload(ctx);
    if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type))
      throw new FailError({ file: [{ key: 'photo.type' }] });
    if (file.size > MAX_PET_PHOTO_BYTES) throw new FailError({ file: [{ key: 'petPhoto.tooLarge' }] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The first bytes decide, not the name or the declared type: anything else is "corrupted".
    const type = sniffImageType(bytes);
    if (!type || (file.type && file.type !== type))
      throw new FailError({ file: [{ key: 'petPhoto.corrupted' }] });
    await ctx.deps.db.transaction(async (tx) => {
      // Lock the pet so two uploads at once cannot both take the fifth place.
      await tx.query('SELECT uuid FROM pets WHERE uuid = $1 FOR UPDATE', [pet.uuid]);
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pet_photos WHERE pet_uuid = $1',
        [pet.uuid],
      );
      if ((count?.n ?? 0) >= MAX_PET_PHOTOS)
        throw new ApiError(409, 'PHOTO_LIMIT', 'petPhoto.limit', { count: MAX_PET_PHOTOS });
      await tx.query(
        'INSERT INTO pet_photos (uuid, pet_uuid, content_type, size, content, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [randomUUID(), pet.uuid, type, bytes.length, bytes, ctx.now],
      );
    });
    return { status: 201, data: await shownPet(ctx, pet.uuid) };
  },

  async removePetPhoto(ctx) {
    const user = requireClient(ctx);
    const pet = await activePet(ctx.deps.db, user.uuid, ctx.params.uuid);
    const removed = await ctx.deps.db.query<{ uuid: string }>(
      'DELETE FROM pet_photos WHERE uuid = $1 AND pet_uuid = $2 RETURNING uuid',
      [ctx.params.photoUuid, pet.uuid],
    );
    // "Unable to remove uploaded file": it is not (or no longer) this pet's.
    if (removed.length === 0) throw new ApiError(404, 'NOT_FOUND', 'petPhoto.notRemovable');
    return { data: await shownPet(ctx, pet.uuid) };
  },
} satisfies Handlers;

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
    const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!uuidPattern.test(photoUuid) || !uuidPattern.test(c.req.param('uuid'))) return notFound();
    if (!isPhotoSignature(deps.authSecret, photoUuid, sig)) return notFound();
    const [photo] = await deps.db.query<PetPhotoRow & { content: Uint8Array }>(
      'SELECT * FROM pet_photos WHERE uuid = $1 AND pet_uuid = $2',
      [photoUuid, c.req.param('uuid')],
    );
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
