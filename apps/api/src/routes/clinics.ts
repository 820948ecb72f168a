import { type Queryable, queryRow } from '../db/database';
import type { ClinicRow } from '../domain/petDetails';
import { withPetDetail } from '../domain/petDetails';
import type { PetRow } from '../domain/rows';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { requireClient, signedIn } from '../http/guards';

const MAX_RESULTS = 10;

function toClinic(row: ClinicRow) {
  return {
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address_1: row.address_1,
    city: row.city,
    province: row.province,
    country: row.country,
  };
}

async function activePet(db: Queryable, ownerUuid: string, petUuid: string): Promise<PetRow> {
  const [row] = await db.query<PetRow>(
    'SELECT * FROM pets WHERE uuid = $1 AND owner_uuid = $2 AND removed_at IS NULL',
    [petUuid, ownerUuid],
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'pet.notFound');
  return row;
}

async function saveHomeClinic(
  ctx: RequestContext,
  pet: PetRow,
  clinicUuid: string | null,
  name: string | null,
) {
  const row = await queryRow<PetRow>(
    ctx.deps.db,
    'UPDATE pets SET home_clinic_uuid = $2, home_clinic_name = $3 WHERE uuid = $1 RETURNING *',
    [pet.uuid, clinicUuid, name],
  );
  return { data: await withPetDetail(ctx.deps.db, ctx.deps.authSecret, row) };
}

export const clinicHandlers = {
  /** "Home clinic search": by name or city, case-insensitive, at most 10. */
  async searchClinics(ctx) {
    signedIn(ctx);
    const term = String(ctx.query.search ?? '')
      .trim()
      .toLowerCase();
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const rows = await ctx.deps.db.query<ClinicRow>(
      `SELECT * FROM clinics WHERE lower(name) LIKE $1 OR lower(city) LIKE $1 ORDER BY name LIMIT ${MAX_RESULTS}`,
      [pattern],
    );
    return { data: rows.map(toClinic) };
  },

  /**
   * A clinic from the search (its name and email come from its record: "clinic email not
   * editable"), or a clinic outside it by name ("home clinic name required").
   */
  async setPetHomeClinic(ctx) {
    const user = requireClient(ctx);
    const pet = await activePet(ctx.deps.db, user.uuid, ctx.params.uuid);
    const { body } = ctx;
    if (body.clinic_uuid) {
      const [clinic] = await ctx.deps.db.query<ClinicRow>('SELECT * FROM clinics WHERE uuid = $1', [
        body.clinic_uuid,
      ]);
      if (!clinic) throw new FailError({ clinic_uuid: [{ key: 'clinic.notFound' }] });
      return saveHomeClinic(ctx, pet, clinic.uuid, clinic.name);
    }
    const name = body.name?.trim() ?? '';
    if (name === '') throw new FailError({ name: [{ key: 'pet.clinic.required' }] });
    return saveHomeClinic(ctx, pet, null, name);
  },

  async clearPetHomeClinic(ctx) {
    const user = requireClient(ctx);
    const pet = await activePet(ctx.deps.db, user.uuid, ctx.params.uuid);
    return saveHomeClinic(ctx, pet, null, null);
  },
} satisfies Handlers;
