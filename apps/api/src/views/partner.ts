import type { components, PPaths } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';
import { nextAvailableAt } from '../domain/availability';
import type { LicenceRow, PartnerRow } from '../domain/rows';
import { dateOnly, iso } from './dates';
import { licencesOf } from './repository';

export type PartnerSummary = components['schemas']['PartnerSummary'];
export type PartnerProfile =
  PPaths['/partners/{slug}']['get']['responses'][200]['content']['application/json']['data'];

/** One partner as a list shows them, from their row, their licences and their next free slot. */
export function toPartnerSummary(
  row: PartnerRow,
  licences: LicenceRow[],
  nextAvailable: Date | null,
): PartnerSummary {
  return {
    uuid: row.user_uuid,
    uri_slug: row.uri_slug,
    first_name: row.first_name,
    last_name: row.last_name,
    designation: row.designation ?? 'VET',
    post_nominal: row.post_nominal ?? (row.designation === 'TECH' ? 'RVT' : 'DVM'),
    photo: row.photo_url ? { uri_thumbnail: row.photo_url } : null,
    rate: { amount: row.rate_cents, currency: row.currency },
    rating: row.rating == null ? null : Number(row.rating),
    rating_count: row.rating_count,
    species_treated: row.species_treated as PartnerSummary['species_treated'],
    licences: licences.map((l) => ({
      jurisdiction: l.jurisdiction,
      country: l.country,
      number: l.number,
      expires_on: dateOnly(l.expires_on) as string,
      is_active: l.is_active,
    })),
    next_available_at: iso(nextAvailable),
  };
}

/** Partner summaries with licences and next availability, in the order of the rows given. */
export async function toPartnerSummaries(
  db: Queryable,
  rows: PartnerRow[],
  now: Date,
): Promise<PartnerSummary[]> {
  if (rows.length === 0) return [];
  const licences = await licencesOf(
    db,
    rows.map((r) => r.user_uuid),
  );
  const next = await nextAvailableAt(
    db,
    rows.map((r) => ({ uuid: r.user_uuid, timezone: r.timezone, min_advance_notice: r.min_advance_notice })),
    now,
  );
  return rows.map((row) =>
    toPartnerSummary(
      row,
      licences.filter((l) => l.partner_uuid === row.user_uuid),
      next.get(row.user_uuid) ?? null,
    ),
  );
}

export function toPartnerProfile(row: PartnerRow, summary: PartnerSummary): PartnerProfile {
  return {
    ...summary,
    bio: row.bio,
    languages: row.languages,
    areas_of_interest: row.areas_of_interest,
    min_advance_notice: row.min_advance_notice,
    school_name: row.school_name,
    school_year: row.school_year,
  };
}
