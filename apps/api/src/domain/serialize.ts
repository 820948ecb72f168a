import type { components, PPaths } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';
import {
  FOLLOW_UP_FEE_MINOR,
  freeTransferReason,
  canJoin,
  canMessage,
  appointmentCategory,
  cancellationRefusal,
  isClientPhoneVisible,
  messageWindowEndsAt,
  defaultRegionOf,
  regionLocale,
} from '@pawcall/domain';
import { nextAvailableAt } from './availability';
import { transferRefusal } from './transfer';
import { priceQuote } from './pricing';
import { quoteHasReferralDiscount } from './referrals';
import type {
  AppointmentRow,
  LicenceRow,
  PartnerRow,
  PaymentMethodRow,
  PetRow,
  QuoteRow,
  UserRow,
} from './rows';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Pet = Schemas['Pet'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PartnerSummary = Schemas['PartnerSummary'];
export type PartnerProfile =
  PPaths['/partners/{slug}']['get']['responses'][200]['content']['application/json']['data'];
export type Quote = Schemas['Quote'];
export type Appointment = Schemas['Appointment'];

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
const dateOnly = (value: Date | string | null): string | null =>
  value == null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Whole years from `from` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
function yearsBetween(from: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(from.slice(0, 4));
  return today.slice(5) < from.slice(5) ? years - 1 : years;
}

/** From the birthday when known, else the age given, grown by the years since it was given. */
function petAge(row: PetRow, today: string): number | null {
  const birthday = dateOnly(row.birthday_on);
  if (birthday) return Math.max(0, yearsBetween(birthday, today));
  const givenOn = dateOnly(row.age_given_on ?? null);
  if (row.age_years == null || !givenOn) return null;
  return row.age_years + Math.max(0, yearsBetween(givenOn, today));
}

export function toPet(row: PetRow): Pet {
  return {
    uuid: row.uuid,
    name: row.name,
    species: row.species as Pet['species'],
    breed: row.breed,
    gender: row.gender,
    birthday_on: dateOnly(row.birthday_on),
    spayed_neutered: row.spayed_neutered,
    weight:
      row.weight_value != null && row.weight_created_at
        ? {
            value: Number(row.weight_value),
            is_metric: Boolean(row.weight_is_metric),
            created_at: row.weight_created_at.toISOString(),
          }
        : null,
    age: petAge(row, new Date().toISOString().slice(0, 10)),
    color: (row.color ?? null) as Pet['color'],
    secondary_color: (row.secondary_color ?? null) as Pet['secondary_color'],
    home_clinic_name: row.home_clinic_name ?? null,
  };
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    uuid: row.uuid,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    name: row.name,
    billing_details:
      row.name && row.billing_address_1 && row.billing_city && row.billing_province && row.billing_country
        ? {
            name: row.name,
            address_1: row.billing_address_1,
            city: row.billing_city,
            province: row.billing_province,
            country: row.billing_country,
          }
        : null,
  };
}

export async function listPets(db: Queryable, ownerUuid: string): Promise<PetRow[]> {
  return db.query<PetRow>(
    'SELECT * FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY created_at, name',
    [ownerUuid],
  );
}

export async function listPaymentMethods(db: Queryable, ownerUuid: string): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>(
    'SELECT * FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at',
    [ownerUuid],
  );
}

export type Address = Schemas['Address'];

export interface AddressRow {
  uuid: string;
  user_uuid: string;
  address_1: string;
  address_2: string | null;
  city: string;
  postal: string;
  province: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

export function toAddress(row: AddressRow): Address {
  return {
    uuid: row.uuid,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    postal: row.postal,
    province: row.province,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function profileAddress(db: Queryable, userUuid: string): Promise<Address | null> {
  const [row] = await db.query<AddressRow>('SELECT * FROM addresses WHERE user_uuid = $1', [userUuid]);
  return row ? toAddress(row) : null;
}

/** User.region {locale, name, country}: the chosen country, else the country of the user's locale. */
function toRegion(row: UserRow): NonNullable<User['region']> {
  const country = row.region_country ?? defaultRegionOf(row.locale);
  let name = country;
  try {
    name = new Intl.DisplayNames([row.locale], { type: 'region' }).of(country) ?? country;
  } catch {
    // An ICU without region names: the code stands in.
  }
  return { locale: regionLocale(country, row.locale), name, country };
}

export async function toUser(db: Queryable, row: UserRow): Promise<User> {
  const [pets, cards] =
    row.type === 'CLIENT'
      ? await Promise.all([listPets(db, row.uuid), listPaymentMethods(db, row.uuid)])
      : [[], []];
  return {
    uuid: row.uuid,
    type: row.type,
    designation: row.designation,
    post_nominal: row.post_nominal,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_verified: row.email_verified,
    status: row.status,
    locale: row.locale,
    timezone: row.timezone,
    theme: 'pawcall',
    booking_experience: 'STANDARD',
    phone:
      row.phone_number && row.phone_uuid
        ? { uuid: row.phone_uuid, phone_number: row.phone_number, is_verified: Boolean(row.phone_verified) }
        : null,
    photo: row.photo_url ? { uri_thumbnail: row.photo_url } : null,
    profile_address: await profileAddress(db, row.uuid),
    requires_password: Boolean(row.requires_password),
    came_from_checkout: Boolean(row.came_from_checkout),
    password_changed_at: iso(row.password_changed_at ?? null),
    is_global: Boolean(row.is_global),
    gender: row.gender ?? null,
    birthday_on: dateOnly(row.birthday_on ?? null),
    region: toRegion(row),
    pets: pets.map(toPet),
    payment_methods: cards.map(toPaymentMethod),
  };
}

export const PARTNER_SELECT = 'SELECT u.*, p.* FROM partners p JOIN users u ON u.uuid = p.user_uuid';

/** Partner summaries with licences and next availability, in the order of the rows given. */
export async function toPartnerSummaries(
  db: Queryable,
  rows: PartnerRow[],
  now: Date,
): Promise<PartnerSummary[]> {
  if (rows.length === 0) return [];
  const uuids = rows.map((r) => r.user_uuid);
  const licences = await db.query<LicenceRow>(
    'SELECT * FROM licences WHERE partner_uuid = ANY($1::uuid[]) ORDER BY country, jurisdiction',
    [uuids],
  );
  const next = await nextAvailableAt(
    db,
    rows.map((r) => ({ uuid: r.user_uuid, timezone: r.timezone, min_advance_notice: r.min_advance_notice })),
    now,
  );
  return rows.map((row) => ({
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
    licences: licences
      .filter((l) => l.partner_uuid === row.user_uuid)
      .map((l) => ({
        jurisdiction: l.jurisdiction,
        country: l.country,
        number: l.number,
        expires_on: dateOnly(l.expires_on) as string,
        is_active: l.is_active,
      })),
    next_available_at: iso(next.get(row.user_uuid)),
  }));
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

export async function findPartner(db: Queryable, uuid: string): Promise<PartnerRow | undefined> {
  const [row] = await db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.user_uuid = $1`, [uuid]);
  return row;
}

export async function toQuote(db: Queryable, row: QuoteRow, now: Date): Promise<Quote> {
  const partner = await findPartner(db, row.partner_uuid);
  if (!partner) throw new Error(`Quote ${row.uuid} has no partner`);
  const [summary] = await toPartnerSummaries(db, [partner], now);
  const [pet] = row.pet_uuid
    ? await db.query<PetRow>('SELECT * FROM pets WHERE uuid = $1', [row.pet_uuid])
    : [];
  const [card] = row.payment_method_uuid
    ? await db.query<PaymentMethodRow>('SELECT * FROM payment_methods WHERE uuid = $1', [
        row.payment_method_uuid,
      ])
    : [];
  const price = priceQuote(
    row.fee_cents,
    row.currency,
    row.promo_code,
    row.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT',
    await quoteHasReferralDiscount(db, row),
  );
  const [followed] = row.followup_of
    ? await db.query<{ reference_id: string }>('SELECT reference_id FROM appointments WHERE uuid = $1', [
        row.followup_of,
      ])
    : [];
  return {
    uuid: row.uuid,
    items: price.items,
    total: price.total,
    currency: row.currency,
    partner: summary as PartnerSummary,
    client_uuid: row.client_uuid,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    pet: pet ? toPet(pet) : null,
    payment_method: card ? toPaymentMethod(card) : null,
    promo_code: row.promo_code,
    service_type: row.service_type,
    platform: row.platform,
    target_country: row.target_country,
    target_province: row.target_province,
    target_city: row.target_city,
    modifiable: row.booked_at == null,
    followup_of: followed?.reference_id ?? null,
    referral_discount: price.couponSource === 'REFERRAL',
  };
}

export async function toAppointments(
  db: Queryable,
  rows: AppointmentRow[],
  now: Date,
  viewer: 'CLIENT' | 'PARTNER' = 'CLIENT',
): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const partnerUuids = [...new Set(rows.map((r) => r.partner_uuid))];
  const partnerRows = await db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.user_uuid = ANY($1::uuid[])`, [
    partnerUuids,
  ]);
  const summaries = await toPartnerSummaries(db, partnerRows, now);
  const pets = await db.query<PetRow>('SELECT * FROM pets WHERE uuid = ANY($1::uuid[])', [
    [...new Set(rows.map((r) => r.pet_uuid))],
  ]);
  const cardUuids = rows.map((r) => r.payment_method_uuid).filter((u): u is string => u != null);
  const cards = cardUuids.length
    ? await db.query<PaymentMethodRow>('SELECT * FROM payment_methods WHERE uuid = ANY($1::uuid[])', [
        cardUuids,
      ])
    : [];
  const clients = await db.query<{
    uuid: string;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    phone_verified: boolean | null;
    has_address: boolean;
  }>(
    `SELECT u.uuid, u.first_name, u.last_name, u.phone_number, u.phone_verified,
            EXISTS (SELECT 1 FROM addresses ad WHERE ad.user_uuid = u.uuid AND ad.address_1 <> '' AND ad.city <> ''
                    AND ad.province <> '' AND ad.postal <> '' AND ad.country <> '') AS has_address
       FROM users u WHERE u.uuid = ANY($1::uuid[])`,
    [[...new Set(rows.map((r) => r.client_uuid))]],
  );
  const reviewed = await db.query<{ appointment_uuid: string }>(
    'SELECT appointment_uuid FROM reviews WHERE appointment_uuid = ANY($1::uuid[])',
    [rows.map((r) => r.uuid)],
  );
  // 008: refunds after a cancellation, and the follow-up appointments booked from these (or these follow).
  const charges = await db.query<{ appointment_uuid: string; amount: number; status: string }>(
    `SELECT appointment_uuid, amount, status FROM appointment_charges
      WHERE type = 'REFUND' AND status <> 'FAILED' AND appointment_uuid = ANY($1::uuid[])`,
    [rows.map((r) => r.uuid)],
  );
  const linked = await db.query<{ uuid: string; reference_id: string }>(
    `SELECT a.uuid, a.reference_id FROM appointments a
      WHERE a.uuid = ANY($1::uuid[])
         OR a.uuid IN (SELECT q.followup_of FROM quotes q WHERE q.uuid = ANY($2::uuid[]))`,
    [
      rows.map((r) => r.followup_appointment_uuid).filter((u): u is string => u != null),
      rows.map((r) => r.quote_uuid),
    ],
  );
  // The quotes these were booked from: the visit they follow up, and the category they were booked as.
  const followsOf = await db.query<{ uuid: string; followup_of: string | null; service_type: string | null }>(
    'SELECT uuid, followup_of, service_type FROM quotes WHERE uuid = ANY($1::uuid[])',
    [rows.map((r) => r.quote_uuid)],
  );
  return rows.map((row) => {
    const client = clients.find((c) => c.uuid === row.client_uuid);
    const isReviewed = reviewed.some((r) => r.appointment_uuid === row.uuid);
    const visit = {
      ...row,
      client_joined_at: row.client_joined_at ?? null,
      partner_joined_at: row.partner_joined_at ?? null,
    };
    const windowEnds = messageWindowEndsAt(visit);
    const partner = summaries.find((s) => s.uuid === row.partner_uuid) as PartnerSummary;
    const pet = pets.find((p) => p.uuid === row.pet_uuid) as PetRow;
    const card = cards.find((c) => c.uuid === row.payment_method_uuid);
    const refunds = charges.filter((c) => c.appointment_uuid === row.uuid);
    const refunded = -refunds.reduce((sum, c) => sum + c.amount, 0);
    const bookedFrom = followsOf.find((q) => q.uuid === row.quote_uuid);
    const followedUuid = bookedFrom?.followup_of;
    return {
      cancelled_by: row.cancelled_by ?? null,
      refund_status:
        refunds.length === 0
          ? null
          : refunds.some((c) => c.status === 'PENDING')
            ? 'IN_PROGRESS'
            : 'REFUNDED',
      refund: refunds.length === 0 ? null : { amount: refunded, currency: row.currency },
      followup_of: linked.find((a) => a.uuid === followedUuid)?.reference_id ?? null,
      // 012: the client's "the vet did not join" (vetNoShowRefusal) reads these.
      partner_joined_at: iso(row.partner_joined_at ?? null),
      no_show_reported_by:
        (row as { no_show_reported_by?: 'CLIENT' | 'PARTNER' | null }).no_show_reported_by ?? null,
      reference_id: row.reference_id,
      status: row.status,
      start_at: row.start_at.toISOString(),
      end_at: row.end_at.toISOString(),
      finalized_at: iso(row.finalized_at),
      partner_confirmed_at: iso(row.partner_confirmed_at),
      partner_declined_at: iso(row.partner_declined_at),
      partner,
      pet: toPet(pet),
      concerns: row.concerns,
      description: row.description,
      total: { amount: row.total_cents, currency: row.currency },
      payment_method: card ? toPaymentMethod(card) : null,
      // "Joining opens 10 minutes before start until end": the shared rule decides.
      can_enter: canJoin(row, now),
      created_at: row.created_at.toISOString(),
      cancelled_at: iso(row.cancelled_at),
      cancel_reason: row.cancel_reason ?? null,
      can_cancel: cancellationRefusal(row, now) === null,
      can_review: viewer === 'CLIENT' && row.status === 'COMPLETED' && !isReviewed,
      // Transfer to another vet (domain/transfer): the client's, before the session starts.
      can_transfer: viewer === 'CLIENT' && transferRefusal(row, now) === null,
      // Free for the client to move (TRANSFER_FEE 0): the vet has not confirmed it yet, or nothing was paid.
      can_self_transfer:
        viewer === 'CLIENT' &&
        transferRefusal(row, now) === null &&
        freeTransferReason({ partner_confirmed_at: row.partner_confirmed_at, total: row.total_cents }) !==
          null,
      can_message: canMessage(visit, now),
      message_window_ends_at: iso(windowEnds),
      consultation: row.description || null,
      category: appointmentCategory({
        followup_of: bookedFrom?.followup_of ?? null,
        service_type: bookedFrom?.service_type ?? null,
      }),
      client: {
        uuid: row.client_uuid,
        first_name: client?.first_name ?? '',
        last_name: client?.last_name ?? '',
        phone: viewer === 'PARTNER' && isClientPhoneVisible(visit) ? (client?.phone_number ?? null) : null,
        has_verified_phone: Boolean(client?.phone_number && client.phone_verified),
        has_valid_address: Boolean(client?.has_address),
      },
      follow_up:
        row.followup_status && row.followup_at
          ? {
              status: row.followup_status,
              message: row.followup_message ?? '',
              created_at: row.followup_at.toISOString(),
              origin: row.followup_origin ?? 'PARTNER',
              price: { amount: FOLLOW_UP_FEE_MINOR, currency: partner.rate.currency },
              appointment_reference:
                linked.find((a) => a.uuid === row.followup_appointment_uuid)?.reference_id ?? null,
            }
          : null,
      reviewed: isReviewed,
    };
  });
}

/** One appointment as toAppointments shows it (one row in, one appointment out). */
export async function toAppointment(
  db: Queryable,
  row: AppointmentRow,
  now: Date,
  viewer: 'CLIENT' | 'PARTNER' = 'CLIENT',
): Promise<Appointment> {
  const [appointment] = await toAppointments(db, [row], now, viewer);
  if (!appointment) throw new Error(`appointment ${row.uuid} could not be shown`);
  return appointment;
}
