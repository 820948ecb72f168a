import type { AppDeps } from '../deps';
import { MAX_AVAILABILITY_RANGE_DAYS, freeSlotsForPartners } from '../domain/availability';
import { InvalidFields, notFound } from '../domain/errors';
import type { ClinicRow } from '../domain/petDetails';
import { toPartnerProfile, toPartnerSummaries } from '../views/partner';
import * as directory from './repository';
import type { PartnerFilters } from './repository';

/**
 * The directory: the vets a visitor can find (search, profile, open slots), the clinics a client
 * picks a home clinic from, and where a visitor probably is.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;
/** "Home clinic search" answers at most this many clinics. */
const MAX_CLINICS = 10;

export async function searchPartners(
  deps: AppDeps,
  filters: PartnerFilters,
  page: number,
  perPage: number,
  now: Date,
) {
  const { total, rows } = await directory.searchListedPartners(deps.db, filters, page, perPage);
  return { page, per_page: perPage, total, items: await toPartnerSummaries(deps.db, rows, now) };
}

/** A listed partner's profile by uri_slug or uuid; anyone else is not found. */
export async function partnerProfile(deps: AppDeps, slug: string, now: Date) {
  const row = await directory.listedPartnerBySlug(deps.db, slug, UUID_PATTERN.test(slug));
  if (!row) throw notFound('partner.notFound');
  const [summary] = await toPartnerSummaries(deps.db, [row], now);
  return toPartnerProfile(row, summary!);
}

/** A listed partner's free slots from `startAt`, over a day unless `endAt` says otherwise. */
export async function partnerAvailability(
  deps: AppDeps,
  partnerUuid: string,
  range: { start_at: string; end_at?: string; limit?: number },
  now: Date,
) {
  const partner = await directory.listedPartner(deps.db, partnerUuid);
  if (!partner) throw notFound('partner.notFound');
  const from = new Date(range.start_at);
  // "Default range 1 day."
  const to = range.end_at ? new Date(range.end_at) : new Date(from.getTime() + DAY_MS);
  if (to <= from) throw new InvalidFields({ end_at: [{ key: 'availability.endBeforeStart' }] });
  if (to.getTime() - from.getTime() > MAX_AVAILABILITY_RANGE_DAYS * DAY_MS) {
    throw new InvalidFields({
      end_at: [{ key: 'availability.rangeTooLong', params: { days: MAX_AVAILABILITY_RANGE_DAYS } }],
    });
  }
  const free = await freeSlotsForPartners(
    deps.db,
    [{ uuid: partner.user_uuid, timezone: partner.timezone, min_advance_notice: partner.min_advance_notice }],
    from,
    to,
    now,
    range.limit ?? 500,
  );
  return (free.get(partner.user_uuid) ?? []).map((slot) => ({
    start_at: slot.start.toISOString(),
    end_at: slot.end.toISOString(),
  }));
}

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

/** "Home clinic search": by name or city, case-insensitive, at most 10. */
export async function searchClinics(deps: AppDeps, search: string) {
  const rows = await directory.clinicsMatching(deps.db, search.trim().toLowerCase(), MAX_CLINICS);
  return rows.map(toClinic);
}

/** A clinic of the directory by uuid (a pet's home clinic is chosen from them). */
export function clinic(deps: AppDeps, uuid: string): Promise<ClinicRow | undefined> {
  return directory.clinic(deps.db, uuid);
}

/** Time zones that tell the country when nothing else does (the embedded server has no GeoIP database). */
const ZONE_COUNTRY: Array<[RegExp, string]> = [
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Montreal)/, 'CA'],
  [/^America\//, 'US'],
  [/^Europe\/London/, 'GB'],
];

const SUPPORTED_LANGUAGES = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'en', 'fr'];

/**
 * Where the visitor probably is, from what the browser tells (its time zone and its first
 * Accept-Language tag): the web app picks a region and a locale with it.
 */
export function whereabouts(timeZone: string, acceptLanguage: string) {
  const country = ZONE_COUNTRY.find(([pattern]) => pattern.test(timeZone))?.[1] ?? null;
  const language = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return {
    country_code: country,
    city: null,
    region_code: null,
    global_browser_locale: language !== '' && !SUPPORTED_LANGUAGES.some((tag) => language.startsWith(tag)),
  };
}
