import { randomUUID } from 'node:crypto';
import { type Queryable, queryRow } from '../db/database';
import type { PetPhotoRow } from '../domain/petDetails';
import type { PetRow } from '../domain/rows';

/** The columns a pet is created or saved with (the owner and the uuid are set apart). */
export interface PetValues {
  name: string;
  species: string | undefined;
  breed: string | null | undefined;
  color: string | null | undefined;
  gender: 'MALE' | 'FEMALE' | null | undefined;
  birthday_on: Date | string | null | undefined;
  spayed_neutered: boolean | null | undefined;
  home_clinic_name: string | null | undefined;
  home_clinic_uuid: string | null;
  weight_value: string | number | null | undefined;
  weight_is_metric: boolean | null | undefined;
  weight_created_at: Date | null;
  secondary_color: string | null | undefined;
  age_years: number | null;
  age_given_on: Date | string | null;
}

/** The owner's pet, removed or not. */
export async function ownedPet(
  db: Queryable,
  ownerUuid: string,
  petUuid: string,
): Promise<PetRow | undefined> {
  const [row] = await db.query<PetRow>('SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2', [
    petUuid,
    ownerUuid,
  ]);
  return row;
}

/** The owner's pet, not removed. */
export async function activePet(
  db: Queryable,
  ownerUuid: string,
  petUuid: string,
): Promise<PetRow | undefined> {
  const [row] = await db.query<PetRow>(
    'SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2 AND removed_at IS NULL',
    [petUuid, ownerUuid],
  );
  return row;
}

export function pet(db: Queryable, uuid: string) {
  return queryRow<PetRow>(db, 'SELECT * FROM pets WHERE uuid = $1', [uuid]);
}

export async function activePetCount(db: Queryable, ownerUuid: string): Promise<number> {
  const [pets] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL',
    [ownerUuid],
  );
  return pets?.count ?? 0;
}

/** A new pet; `now` is its creation and, with a weight, the weight's date. */
export function insertPet(db: Queryable, ownerUuid: string, values: PetValues, now: Date) {
  return queryRow<PetRow>(
    db,
    `INSERT INTO pets (uuid, owner_uuid, name, species, breed, color, gender, birthday_on, spayed_neutered, home_clinic_name,
       weight_value, weight_is_metric, weight_created_at, created_at, secondary_color, age_years, age_given_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *`,
    [
      randomUUID(),
      ownerUuid,
      values.name,
      values.species,
      values.breed,
      values.color,
      values.gender,
      values.birthday_on,
      values.spayed_neutered,
      values.home_clinic_name,
      values.weight_value,
      values.weight_is_metric,
      values.weight_created_at,
      now,
      values.secondary_color,
      values.age_years,
      values.age_given_on,
    ],
  );
}

export function updatePet(db: Queryable, uuid: string, values: PetValues) {
  return queryRow<PetRow>(
    db,
    `UPDATE pets SET name = $2, species = $3, breed = $4, color = $5, gender = $6, birthday_on = $7, spayed_neutered = $8,
       home_clinic_name = $9, home_clinic_uuid = $10, weight_value = $11, weight_is_metric = $12, weight_created_at = $13,
       secondary_color = $14, age_years = $15, age_given_on = $16
     WHERE uuid = $1 RETURNING *`,
    [
      uuid,
      values.name,
      values.species,
      values.breed,
      values.color,
      values.gender,
      values.birthday_on,
      values.spayed_neutered,
      values.home_clinic_name,
      values.home_clinic_uuid,
      values.weight_value,
      values.weight_is_metric,
      values.weight_created_at,
      values.secondary_color,
      values.age_years,
      values.age_given_on,
    ],
  );
}

/** One weighing in the pet's weight history. */
export async function insertWeight(
  db: Queryable,
  petUuid: string,
  weight: { value: number; is_metric: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO pet_weights (uuid, pet_uuid, value, is_metric, created_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), petUuid, weight.value, weight.is_metric, now],
  );
}

export async function markRemoved(
  db: Queryable,
  uuid: string,
  removal: { reason: string; note: string | null },
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE pets SET removed_at = $2, removal_reason = $3, removal_note = $4 WHERE uuid = $1 AND removed_at IS NULL',
    [uuid, now, removal.reason, removal.note],
  );
}

export function setHomeClinic(
  db: Queryable,
  petUuid: string,
  clinicUuid: string | null,
  name: string | null,
) {
  return queryRow<PetRow>(
    db,
    'UPDATE pets SET home_clinic_uuid = $2, home_clinic_name = $3 WHERE uuid = $1 RETURNING *',
    [petUuid, clinicUuid, name],
  );
}

/** Locks the pet's row until the transaction ends (two uploads at once take turns). */
export async function lockPet(tx: Queryable, petUuid: string): Promise<void> {
  await tx.query('SELECT uuid FROM pets WHERE uuid = $1 FOR UPDATE', [petUuid]);
}

export async function photoCount(db: Queryable, petUuid: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pet_photos WHERE pet_uuid = $1',
    [petUuid],
  );
  return count?.n ?? 0;
}

export async function insertPhoto(
  db: Queryable,
  petUuid: string,
  image: { type: PetPhotoRow['content_type']; bytes: Uint8Array },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO pet_photos (uuid, pet_uuid, content_type, size, content, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), petUuid, image.type, image.bytes.length, image.bytes, now],
  );
}

/** Deletes the pet's photo; false when it is not (or no longer) this pet's. */
export async function deletePhoto(db: Queryable, photoUuid: string, petUuid: string): Promise<boolean> {
  const removed = await db.query<{ uuid: string }>(
    'DELETE FROM pet_photos WHERE uuid = $1 AND pet_uuid = $2 RETURNING uuid',
    [photoUuid, petUuid],
  );
  return removed.length > 0;
}

/** A photo with its bytes, for the image itself. */
export async function photoImage(
  db: Queryable,
  photoUuid: string,
  petUuid: string,
): Promise<(PetPhotoRow & { content: Uint8Array }) | undefined> {
  const [photo] = await db.query<PetPhotoRow & { content: Uint8Array }>(
    'SELECT * FROM pet_photos WHERE uuid = $1 AND pet_uuid = $2',
    [photoUuid, petUuid],
  );
  return photo;
}
