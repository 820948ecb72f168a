import type { POperations } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';
import type { ClinicRow } from '../domain/petDetails';
import type { PartnerRow } from '../domain/rows';
import { PARTNER_SELECT } from '../views/repository';

/** What a visitor may filter the vets by (the page comes apart). */
export type PartnerFilters = Omit<
  NonNullable<POperations['searchPartners']['parameters']['query']>,
  'page' | 'per_page'
>;

/** Partners a visitor may find: listed, with an active account. */
const LISTED = "p.is_listed AND u.status = 'ACTIVE'";

/** `text` inside a LIKE pattern, its wildcards taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of the listed partners matching `filters`, best rated first, and how many match in all. */
export async function searchListedPartners(
  db: Queryable,
  filters: PartnerFilters,
  page: number,
  perPage: number,
): Promise<{ total: number; rows: PartnerRow[] }> {
  const where = [LISTED];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.species_treated) where.push(`${param(filters.species_treated)} = ANY(p.species_treated)`);
  if (filters.designation) where.push(`u.designation = ${param(filters.designation)}`);
  if (filters.province || filters.country) {
    const licence = ['l.partner_uuid = p.user_uuid', 'l.is_active'];
    if (filters.province) licence.push(`upper(l.jurisdiction) = upper(${param(filters.province.trim())})`);
    if (filters.country) licence.push(`upper(l.country) = upper(${param(filters.country.trim())})`);
    where.push(`EXISTS (SELECT 1 FROM licences l WHERE ${licence.join(' AND ')})`);
  }
  if (filters.q?.trim())
    where.push(`(u.first_name || ' ' || u.last_name) ILIKE ${param(`%${likeEscaped(filters.q.trim())}%`)}`);
  const whereSql = where.join(' AND ');
  // The page and the number of matches in one statement (the sort reads every match anyway).
  const counted = await db.query<PartnerRow & { matching: number }>(
    `SELECT u.*, p.*, count(*) OVER ()::int AS matching FROM partners p JOIN users u ON u.uuid = p.user_uuid
     WHERE ${whereSql} ORDER BY p.rating DESC NULLS LAST, u.last_name, u.first_name
     LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
    params,
  );
  const rows = counted.map(({ matching: _matching, ...row }) => row as PartnerRow);
  if (counted.length > 0 || page === 1) return { total: counted[0]?.matching ?? 0, rows };
  // A page past the last has no row to carry the count.
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM partners p JOIN users u ON u.uuid = p.user_uuid WHERE ${whereSql}`,
    params.slice(0, -2),
  );
  return { total: count?.total ?? 0, rows };
}

/** A listed partner by uri_slug or, when `slug` is a uuid, by uuid. */
export async function listedPartnerBySlug(
  db: Queryable,
  slug: string,
  isUuid: boolean,
): Promise<PartnerRow | undefined> {
  const column = isUuid ? 'p.user_uuid = $1::uuid' : 'p.uri_slug = $1';
  const [row] = await db.query<PartnerRow>(`${PARTNER_SELECT} WHERE ${column} AND ${LISTED}`, [slug]);
  return row;
}

export async function listedPartner(db: Queryable, uuid: string): Promise<PartnerRow | undefined> {
  const [row] = await db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.user_uuid = $1 AND ${LISTED}`, [uuid]);
  return row;
}

/** Clinics whose name or city contains `term` (lower case), by name, at most `limit`. */
export function clinicsMatching(db: Queryable, term: string, limit: number) {
  return db.query<ClinicRow>(
    `SELECT * FROM clinics WHERE lower(name) LIKE $1 OR lower(city) LIKE $1 ORDER BY name LIMIT ${limit}`,
    [`%${likeEscaped(term)}%`],
  );
}

export async function clinic(db: Queryable, uuid: string): Promise<ClinicRow | undefined> {
  const [row] = await db.query<ClinicRow>('SELECT * FROM clinics WHERE uuid = $1', [uuid]);
  return row;
}
