import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { PetRow } from './rows';
import { type Pet, toPet } from '../views/pet';

/** "Up to 5 photos" a pet (spec part 2, sections 5 and 9). */
export const MAX_PET_PHOTOS = 5;
/** "Uploads up to 10MB" (spec part 2, section 5). */
export const MAX_PET_PHOTO_BYTES = 10 * 1024 * 1024;

export interface PetPhotoRow {
  uuid: string;
  pet_uuid: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
  created_at: Date;
}

export interface ClinicRow {
  uuid: string;
  name: string;
  email: string | null;
  phone: string | null;
  address_1: string | null;
  city: string;
  province: string;
  country: string;
}

interface WeightRow {
  pet_uuid: string;
  value: string | number;
  is_metric: boolean;
  created_at: Date;
}

/**
 * A photo's image is loaded by `<img src>`, which cannot send the bearer token, so its URL carries
 * an HMAC of the photo's uuid instead: only someone who was given the URL (the owner, through the
 * pet) can load it.
 */
export function photoSignature(secret: string, photoUuid: string): string {
  return createHmac('sha256', secret).update(`pet-photo:${photoUuid}`).digest('base64url');
}

export function isPhotoSignature(secret: string, photoUuid: string, given: string): boolean {
  const expected = Buffer.from(photoSignature(secret, photoUuid));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function photoUrl(secret: string, petUuid: string, photoUuid: string): string {
  return `/api/v1/cx/pets/${petUuid}/photos/${photoUuid}?sig=${photoSignature(secret, photoUuid)}`;
}

/**
 * What the pet screens show beyond the pet's own row: the weight history, the photos (oldest
 * first) and the home clinic. One query per kind for all the pets at once.
 */
export async function withPetDetails(
  db: Queryable,
  secret: string,
  rows: PetRow[],
  now: Date,
): Promise<Pet[]> {
  if (rows.length === 0) return [];
  const uuids = rows.map((row) => row.uuid);
  const weights = await db.query<WeightRow>(
    'SELECT pet_uuid, value, is_metric, created_at FROM pet_weights WHERE pet_uuid = ANY($1::uuid[]) ORDER BY created_at',
    [uuids],
  );
  const photos = await db.query<PetPhotoRow>(
    'SELECT uuid, pet_uuid, content_type, size, created_at FROM pet_photos WHERE pet_uuid = ANY($1::uuid[]) ORDER BY created_at, uuid',
    [uuids],
  );
  const clinicUuids = rows.map((row) => row.home_clinic_uuid).filter((uuid): uuid is string => Boolean(uuid));
  const clinics =
    clinicUuids.length > 0
      ? await db.query<ClinicRow>('SELECT * FROM clinics WHERE uuid = ANY($1::uuid[])', [clinicUuids])
      : [];
  return rows.map((row) => {
    const own = photos.filter((photo) => photo.pet_uuid === row.uuid);
    const clinic = clinics.find((candidate) => candidate.uuid === row.home_clinic_uuid) ?? null;
    return {
      ...toPet(row, now),
      weight_history: weights
        .filter((weight) => weight.pet_uuid === row.uuid)
        .map((weight) => ({
          value: Number(weight.value),
          is_metric: weight.is_metric,
          created_at: weight.created_at.toISOString(),
        })),
      has_photo: own.length > 0,
      photos: own.map((photo) => ({
        uuid: photo.uuid,
        url: photoUrl(secret, row.uuid, photo.uuid),
        content_type: photo.content_type,
        size: photo.size,
        created_at: photo.created_at.toISOString(),
      })),
      home_clinic: clinic
        ? {
            uuid: clinic.uuid,
            name: clinic.name,
            email: clinic.email,
            phone: clinic.phone,
            city: clinic.city,
            province: clinic.province,
          }
        : row.home_clinic_name
          ? { uuid: null, name: row.home_clinic_name, email: null, phone: null, city: null, province: null }
          : null,
    };
  });
}

/** One pet as withPetDetails shows it. */
export async function withPetDetail(db: Queryable, secret: string, row: PetRow, now: Date): Promise<Pet> {
  const [pet] = await withPetDetails(db, secret, [row], now);
  if (!pet) throw new Error(`pet ${row.uuid} could not be shown`);
  return pet;
}
