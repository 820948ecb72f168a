import { randomUUID } from 'node:crypto';
import { petRemovalProblem } from '@pawcall/domain';
import { queryRow } from '../db/database';
import type { PetRow } from '../domain/rows';
import { withPetDetail, withPetDetails } from '../domain/petDetails';
import { listPets } from '../domain/serialize';
import type { Handlers, OperationContext, RequestContext } from '../http/bind';
import { ApiError, type FieldErrors, addFieldError, failIfAny, FailError } from '../http/errors';
import { requireClient } from '../http/guards';

/**
 * A household's pets, not a shelter's: without a cap one account could add rows (and grow every
 * pet list and picker it is shown in) without end.
 */
export const MAX_PETS_PER_CLIENT = 20;

interface PetBody {
  name?: string;
  species?: string;
  breed?: string | null;
  color?: string | null;
  secondary_color?: string | null;
  gender?: 'MALE' | 'FEMALE' | null;
  birthday_on?: string | null;
  /** Whole years, for a pet whose birthday is unknown (kept with the day it was given). */
  age?: number | null;
  spayed_neutered?: boolean | null;
  weight?: { value: number; is_metric: boolean } | null;
  home_clinic_name?: string | null;
}

/** The pet as the screens show it: weight history, photos and home clinic (domain/petDetails). */
async function withHistory(ctx: RequestContext, rows: PetRow[]) {
  return withPetDetails(ctx.deps.db, ctx.deps.authSecret, rows);
}

/**
 * `onboarding`: the pet of a client still onboarding must have what onboarding's pet form requires
 * (part 2, section 5: "name, birthday, age, species, breed, color and sex required"; the form asks
 * for name, species, sex and birthday), not only what the browser checked.
 */
function checkPet(body: PetBody, complete: boolean, today: string, onboarding = false): void {
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

async function ownedPet(ctx: RequestContext, ownerUuid: string): Promise<PetRow> {
  const [row] = await ctx.deps.db.query<PetRow>('SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2', [
    ctx.params.uuid,
    ownerUuid,
  ]);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'pet.notFound');
  return row;
}

async function recordWeight(ctx: RequestContext, petUuid: string, weight: PetBody['weight']) {
  if (!weight) return;
  await ctx.deps.db.query(
    'INSERT INTO pet_weights (uuid, pet_uuid, value, is_metric, created_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), petUuid, weight.value, weight.is_metric, ctx.now],
  );
}

/** PUT replaces every detail (absent ones become empty); PATCH changes only what is sent. */
async function savePet(ctx: OperationContext<'updatePet'> | OperationContext<'patchPet'>, replace: boolean) {
  const user = requireClient(ctx);
  const pet = await ownedPet(ctx, user.uuid);
  if (pet.removed_at) throw new ApiError(409, 'PET_ALREADY_REMOVED', 'pet.alreadyRemoved');
  const { body } = ctx;
  checkPet(body, replace, ctx.now.toISOString().slice(0, 10), replace && user.status === 'ONBOARDING');
  const pick = <K extends keyof PetBody>(key: K, current: unknown) =>
    body[key] !== undefined ? body[key] : replace ? null : current;
  const weightChanged =
    body.weight != null &&
    (Number(pet.weight_value) !== body.weight.value ||
      Boolean(pet.weight_is_metric) !== body.weight.is_metric);
  // A birthday makes a given age moot; an age sent now is the pet's age today.
  const birthday = pick('birthday_on', pet.birthday_on);
  const age = birthday ? null : (pick('age', pet.age_years) as number | null);
  const ageGivenOn = age == null ? null : body.age !== undefined ? ctx.now : (pet.age_given_on ?? ctx.now);
  const row = await queryRow<PetRow>(
    ctx.deps.db,
    `UPDATE pets SET name = $2, species = $3, breed = $4, color = $5, gender = $6, birthday_on = $7, spayed_neutered = $8,
       home_clinic_name = $9, home_clinic_uuid = $10, weight_value = $11, weight_is_metric = $12, weight_created_at = $13,
       secondary_color = $14, age_years = $15, age_given_on = $16
     WHERE uuid = $1 RETURNING *`,
    [
      pet.uuid,
      body.name?.trim() ?? pet.name,
      body.species ?? pet.species,
      pick('breed', pet.breed),
      pick('color', pet.color),
      pick('gender', pet.gender),
      birthday,
      pick('spayed_neutered', pet.spayed_neutered),
      // The home clinic has its own operation (setPetHomeClinic): a PUT that leaves it out keeps it.
      body.home_clinic_name !== undefined ? body.home_clinic_name?.trim() || null : pet.home_clinic_name,
      // A name typed here is a clinic outside the search: it no longer points at a clinic record.
      body.home_clinic_name !== undefined && body.home_clinic_name?.trim() !== pet.home_clinic_name
        ? null
        : (pet.home_clinic_uuid ?? null),
      weightChanged ? body.weight?.value : pet.weight_value,
      weightChanged ? body.weight?.is_metric : pet.weight_is_metric,
      weightChanged ? ctx.now : pet.weight_created_at,
      pick('secondary_color', pet.secondary_color),
      age,
      ageGivenOn,
    ],
  );
  if (weightChanged) await recordWeight(ctx, pet.uuid, body.weight);
  return { data: await withPetDetail(ctx.deps.db, ctx.deps.authSecret, row) };
}

export const petHandlers = {
  async listPets(ctx) {
    const user = requireClient(ctx);
    return { data: await withHistory(ctx, await listPets(ctx.deps.db, user.uuid)) };
  },

  async createPet(ctx) {
    const user = requireClient(ctx);
    const { body } = ctx;
    checkPet(body, true, ctx.now.toISOString().slice(0, 10), user.status === 'ONBOARDING');
    const [pets] = await ctx.deps.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL',
      [user.uuid],
    );
    if ((pets?.count ?? 0) >= MAX_PETS_PER_CLIENT)
      throw new ApiError(409, 'NOT_ALLOWED', 'pet.limit', { count: MAX_PETS_PER_CLIENT });
    const row = await queryRow<PetRow>(
      ctx.deps.db,
      `INSERT INTO pets (uuid, owner_uuid, name, species, breed, color, gender, birthday_on, spayed_neutered, home_clinic_name,
         weight_value, weight_is_metric, weight_created_at, created_at, secondary_color, age_years, age_given_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16) RETURNING *`,
      [
        randomUUID(),
        user.uuid,
        // checkPet has refused a pet without a name or species.
        (body.name ?? '').trim(),
        body.species,
        body.breed?.trim() || null,
        body.color ?? null,
        body.gender ?? null,
        body.birthday_on ?? null,
        body.spayed_neutered ?? null,
        body.home_clinic_name?.trim() || null,
        body.weight?.value ?? null,
        body.weight?.is_metric ?? null,
        ctx.now,
        body.secondary_color ?? null,
        body.birthday_on ? null : (body.age ?? null),
        body.birthday_on || body.age == null ? null : ctx.now,
      ],
    );
    await recordWeight(ctx, row.uuid, body.weight);
    return { status: 201, data: await withPetDetail(ctx.deps.db, ctx.deps.authSecret, row) };
  },

  updatePet: (ctx) => savePet(ctx, true),
  patchPet: (ctx) => savePet(ctx, false),

  async removePet(ctx) {
    const user = requireClient(ctx);
    const pet = await ownedPet(ctx, user.uuid);
    const { body } = ctx;
    const problem = petRemovalProblem(body.reason, body.note);
    if (problem === 'NOTE_REQUIRED') throw new FailError({ note: [{ key: 'pet.removal.note' }] });
    if (pet.removed_at) throw new ApiError(409, 'PET_ALREADY_REMOVED', 'pet.alreadyRemoved');
    await ctx.deps.db.query(
      'UPDATE pets SET removed_at = $2, removal_reason = $3, removal_note = $4 WHERE uuid = $1 AND removed_at IS NULL',
      [pet.uuid, ctx.now, body.reason, body.note?.trim() || null],
    );
    return { data: null };
  },
} satisfies Handlers;
