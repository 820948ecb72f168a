import type { components, V1Operations } from '@pawcall/api-client/types';
import { petRemovalProblem } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { clinic } from '../directory/service';
import {
  addFieldError,
  conflict,
  type FieldErrors,
  failIfAny,
  InvalidFields,
  notFound,
} from '../domain/errors';
import { MAX_PET_PHOTO_BYTES, MAX_PET_PHOTOS, withPetDetail, withPetDetails } from '../domain/petDetails';
import type { PetRow, UserRow } from '../domain/rows';
import { listPets } from '../views/repository';
import * as pets from './repository';

/**
 * A client's pets: adding, editing and removing them, their home clinic and their photos. What a
 * pet must have, how many a household may keep and which files are photos are decided here; the
 * handlers only say who is calling.
 */

/**
 * A household's pets, not a shelter's: without a cap one account could add rows (and grow every
 * pet list and picker it is shown in) without end.
 */
export const MAX_PETS_PER_CLIENT = 20;

type PetInput = components['schemas']['PetInput'];
type PetRemoval = V1Operations['removePet']['requestBody']['content']['application/json'];
type HomeClinicInput = V1Operations['setPetHomeClinic']['requestBody']['content']['application/json'];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * `onboarding`: the pet of a client still onboarding must have what onboarding's pet form requires
 * (part 2, section 5: "name, birthday, age, species, breed, color and sex required"; the form asks
 * for name, species, sex and birthday), not only what the browser checked.
 */
function checkPet(body: PetInput, complete: boolean, today: string, onboarding = false): void {
  const fields: FieldErrors = {};
  if ((complete || body.name !== undefined) && !body.name?.trim())
    addFieldError(fields, 'name', 'pet.name.required');
  if (complete && !body.species) addFieldError(fields, 'species', 'pet.species.required');
  if (onboarding && !body.gender) addFieldError(fields, 'gender', 'pet.sex.required');
  if (onboarding && !body.birthday_on) addFieldError(fields, 'birthday_on', 'pet.birthday.required');
  if (body.birthday_on && body.birthday_on > today)
    addFieldError(fields, 'birthday_on', 'pet.birthday.future');
  if (
    body.home_clinic_name !== undefined &&
    body.home_clinic_name !== null &&
    body.home_clinic_name.trim() === ''
  )
    addFieldError(fields, 'home_clinic_name', 'pet.clinic.required');
  failIfAny(fields);
}

async function ownedPet(deps: AppDeps, owner: UserRow, petUuid: string): Promise<PetRow> {
  const row = await pets.ownedPet(deps.db, owner.uuid, petUuid);
  if (!row) throw notFound('pet.notFound');
  return row;
}

/** The client's own pet, not removed; anything else is not found. */
export async function activePet(deps: AppDeps, owner: UserRow, petUuid: string): Promise<PetRow> {
  const row = await pets.activePet(deps.db, owner.uuid, petUuid);
  if (!row) throw notFound('pet.notFound');
  return row;
}

/** The pet as the screens show it: weight history, photos and home clinic (domain/petDetails). */
const shown = (deps: AppDeps, row: PetRow, now: Date) => withPetDetail(deps.db, deps.authSecret, row, now);

export async function list(deps: AppDeps, owner: UserRow, now: Date) {
  return withPetDetails(deps.db, deps.authSecret, await listPets(deps.db, owner.uuid), now);
}

export async function create(deps: AppDeps, owner: UserRow, body: PetInput, now: Date) {
  checkPet(body, true, day(now), owner.status === 'ONBOARDING');
  if ((await pets.activePetCount(deps.db, owner.uuid)) >= MAX_PETS_PER_CLIENT)
    throw conflict('NOT_ALLOWED', 'pet.limit', { count: MAX_PETS_PER_CLIENT });
  const row = await pets.insertPet(
    deps.db,
    owner.uuid,
    {
      // checkPet has refused a pet without a name or species.
      name: (body.name ?? '').trim(),
      species: body.species,
      breed: body.breed?.trim() || null,
      color: body.color ?? null,
      gender: body.gender ?? null,
      birthday_on: body.birthday_on ?? null,
      spayed_neutered: body.spayed_neutered ?? null,
      home_clinic_name: body.home_clinic_name?.trim() || null,
      home_clinic_uuid: null,
      weight_value: body.weight?.value ?? null,
      weight_is_metric: body.weight?.is_metric ?? null,
      weight_created_at: now,
      secondary_color: body.secondary_color ?? null,
      age_years: body.birthday_on ? null : (body.age ?? null),
      age_given_on: body.birthday_on || body.age == null ? null : now,
    },
    now,
  );
  if (body.weight) await pets.insertWeight(deps.db, row.uuid, body.weight, now);
  return shown(deps, row, now);
}

/** PUT replaces every detail (absent ones become empty); PATCH (`replace` false) changes only what is sent. */
export async function save(
  deps: AppDeps,
  owner: UserRow,
  petUuid: string,
  body: PetInput,
  replace: boolean,
  now: Date,
) {
  const pet = await ownedPet(deps, owner, petUuid);
  if (pet.removed_at) throw conflict('PET_ALREADY_REMOVED', 'pet.alreadyRemoved');
  checkPet(body, replace, day(now), replace && owner.status === 'ONBOARDING');
  const pick = <T>(sent: T | undefined, current: T) => (sent !== undefined ? sent : replace ? null : current);
  const weightChanged =
    body.weight != null &&
    (Number(pet.weight_value) !== body.weight.value ||
      Boolean(pet.weight_is_metric) !== body.weight.is_metric);
  // A birthday makes a given age moot; an age sent now is the pet's age today.
  const birthday = pick(body.birthday_on, pet.birthday_on);
  const age = birthday ? null : pick(body.age, pet.age_years ?? null);
  const ageGivenOn = age == null ? null : body.age !== undefined ? now : (pet.age_given_on ?? now);
  const homeClinicName = body.home_clinic_name?.trim();
  const row = await pets.updatePet(deps.db, pet.uuid, {
    name: body.name?.trim() ?? pet.name,
    species: body.species ?? pet.species,
    breed: pick(body.breed, pet.breed),
    color: pick(body.color, pet.color),
    gender: pick(body.gender, pet.gender),
    birthday_on: birthday,
    spayed_neutered: pick(body.spayed_neutered, pet.spayed_neutered),
    // The home clinic has its own operation (setPetHomeClinic): a PUT that leaves it out keeps it.
    home_clinic_name: body.home_clinic_name !== undefined ? homeClinicName || null : pet.home_clinic_name,
    // A name typed here is a clinic outside the search: it no longer points at a clinic record.
    home_clinic_uuid:
      body.home_clinic_name !== undefined && homeClinicName !== pet.home_clinic_name
        ? null
        : (pet.home_clinic_uuid ?? null),
    weight_value: weightChanged ? body.weight?.value : pet.weight_value,
    weight_is_metric: weightChanged ? body.weight?.is_metric : pet.weight_is_metric,
    weight_created_at: weightChanged ? now : pet.weight_created_at,
    secondary_color: pick(body.secondary_color, pet.secondary_color),
    age_years: age,
    age_given_on: ageGivenOn,
  });
  if (weightChanged && body.weight) await pets.insertWeight(deps.db, pet.uuid, body.weight, now);
  return shown(deps, row, now);
}

/** "Remove pet" with a reason (a note for OTHER); the pet stays on the visits it had. */
export async function remove(deps: AppDeps, owner: UserRow, petUuid: string, body: PetRemoval, now: Date) {
  const pet = await ownedPet(deps, owner, petUuid);
  if (petRemovalProblem(body.reason, body.note) === 'NOTE_REQUIRED')
    throw new InvalidFields({ note: [{ key: 'pet.removal.note' }] });
  if (pet.removed_at) throw conflict('PET_ALREADY_REMOVED', 'pet.alreadyRemoved');
  await pets.markRemoved(deps.db, pet.uuid, { reason: body.reason, note: body.note?.trim() || null }, now);
}

/**
 * A clinic from the search (its name and email come from its record: "clinic email not
 * editable"), or a clinic outside it by name ("home clinic name required").
 */
export async function setHomeClinic(
  deps: AppDeps,
  owner: UserRow,
  petUuid: string,
  body: HomeClinicInput,
  now: Date,
) {
  const pet = await activePet(deps, owner, petUuid);
  if (body.clinic_uuid) {
    const chosen = await clinic(deps, body.clinic_uuid);
    if (!chosen) throw new InvalidFields({ clinic_uuid: [{ key: 'clinic.notFound' }] });
    return shown(deps, await pets.setHomeClinic(deps.db, pet.uuid, chosen.uuid, chosen.name), now);
  }
  const name = body.name?.trim() ?? '';
  if (name === '') throw new InvalidFields({ name: [{ key: 'pet.clinic.required' }] });
  return shown(deps, await pets.setHomeClinic(deps.db, pet.uuid, null, name), now);
}

export async function clearHomeClinic(deps: AppDeps, owner: UserRow, petUuid: string, now: Date) {
  const pet = await activePet(deps, owner, petUuid);
  return shown(deps, await pets.setHomeClinic(deps.db, pet.uuid, null, null), now);
}

/** The type the bytes really are, from their first bytes ("magic numbers"), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Adds a photo to the client's pet (found first with activePet): a JPEG, PNG or WebP of at most
 * 10 MB, and at most five a pet.
 */
export async function addPhoto(deps: AppDeps, pet: PetRow, file: File, now: Date) {
  if (file.type && !IMAGE_TYPES.some((allowed) => allowed === file.type))
    throw new InvalidFields({ file: [{ key: 'photo.type' }] });
  if (file.size > MAX_PET_PHOTO_BYTES) throw new InvalidFields({ file: [{ key: 'petPhoto.tooLarge' }] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The first bytes decide, not the name or the declared type: anything else is "corrupted".
  const type = sniffImageType(bytes);
  if (!type || (file.type && file.type !== type))
    throw new InvalidFields({ file: [{ key: 'petPhoto.corrupted' }] });
  await deps.db.transaction(async (tx) => {
    // Lock the pet so two uploads at once cannot both take the fifth place.
    await pets.lockPet(tx, pet.uuid);
    if ((await pets.photoCount(tx, pet.uuid)) >= MAX_PET_PHOTOS)
      throw conflict('PHOTO_LIMIT', 'petPhoto.limit', { count: MAX_PET_PHOTOS });
    await pets.insertPhoto(tx, pet.uuid, { type, bytes }, now);
  });
  return shown(deps, await pets.pet(deps.db, pet.uuid), now);
}

export async function removePhoto(
  deps: AppDeps,
  owner: UserRow,
  petUuid: string,
  photoUuid: string,
  now: Date,
) {
  const pet = await activePet(deps, owner, petUuid);
  // "Unable to remove uploaded file": it is not (or no longer) this pet's.
  if (!(await pets.deletePhoto(deps.db, photoUuid, pet.uuid))) throw notFound('petPhoto.notRemovable');
  return shown(deps, await pets.pet(deps.db, pet.uuid), now);
}
