import type { Handlers, RequestContext } from '../http/bind';
import { FailError } from '../http/errors';
import { requireClient } from '../http/guards';
import { MAX_PET_PHOTO_BYTES } from '../domain/petDetails';
import * as pets from './service';

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

/** A client's pets: the pet itself, its removal and its home clinic. */
export const petHandlers = {
  async listPets(ctx) {
    return { data: await pets.list(ctx.deps, requireClient(ctx), ctx.now) };
  },

  async createPet(ctx) {
    return { status: 201, data: await pets.create(ctx.deps, requireClient(ctx), ctx.body, ctx.now) };
  },

  async updatePet(ctx) {
    const user = requireClient(ctx);
    return { data: await pets.save(ctx.deps, user, ctx.params.uuid, ctx.body, true, ctx.now) };
  },

  async patchPet(ctx) {
    const user = requireClient(ctx);
    return { data: await pets.save(ctx.deps, user, ctx.params.uuid, ctx.body, false, ctx.now) };
  },

  async removePet(ctx) {
    await pets.remove(ctx.deps, requireClient(ctx), ctx.params.uuid, ctx.body, ctx.now);
    return { data: null };
  },

  async setPetHomeClinic(ctx) {
    return {
      data: await pets.setHomeClinic(ctx.deps, requireClient(ctx), ctx.params.uuid, ctx.body, ctx.now),
    };
  },

  async clearPetHomeClinic(ctx) {
    return { data: await pets.clearHomeClinic(ctx.deps, requireClient(ctx), ctx.params.uuid, ctx.now) };
  },
} satisfies Handlers;

/** A pet's photos (the image itself is served by photoImages.ts). */
export const petPhotoHandlers = {
  async uploadPetPhoto(ctx) {
    const user = requireClient(ctx);
    // The pet is found before the upload is read: another client's pet is not found, whatever was sent.
    const pet = await pets.activePet(ctx.deps, user, ctx.params.uuid);
    const file = await readUpload(ctx);
    return { status: 201, data: await pets.addPhoto(ctx.deps, pet, file, ctx.now) };
  },

  async removePetPhoto(ctx) {
    const user = requireClient(ctx);
    return { data: await pets.removePhoto(ctx.deps, user, ctx.params.uuid, ctx.params.photoUuid, ctx.now) };
  },
} satisfies Handlers;
