import type { components } from '@pawcall/api-client/types';
import { type Queryable, queryRow } from '../db/database';
import type { PrescriptionRow } from '../documents/render';
import type { AppointmentRow } from '../domain/rows';
import type { Locale } from '../i18n';

type Currency = components['schemas']['Money']['currency'];
type OfferItem = components['schemas']['Offer']['data']['items'][number];

/** Whose inquiries: the client's bookings or the vet's, by the appointment's column. */
export type InquirySide = 'client_uuid' | 'partner_uuid';

/**
 * Inquiries: confirmed appointments the vet has neither confirmed nor declined yet, not over. The
 * column is one of two fixed names, never input.
 */
const inquiryWhere = (
  side: InquirySide,
) => `a.${side} = $1 AND a.status = 'CONFIRMED' AND a.partner_confirmed_at IS NULL
     AND a.partner_declined_at IS NULL AND a.end_at > $2`;

export async function inquiryCount(
  db: Queryable,
  side: InquirySide,
  userUuid: string,
  now: Date,
): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM appointments a WHERE ${inquiryWhere(side)}`,
    [userUuid, now],
  );
  return count?.total ?? 0;
}

export function inquiries(
  db: Queryable,
  side: InquirySide,
  userUuid: string,
  now: Date,
  perPage: number,
): Promise<AppointmentRow[]> {
  return db.query<AppointmentRow>(
    `SELECT a.* FROM appointments a WHERE ${inquiryWhere(side)} ORDER BY a.start_at, a.reference_id LIMIT ${perPage}`,
    [userUuid, now],
  );
}

/** When the vet became eligible for the accelerator program (null: not eligible). */
export async function acceleratorEligibleAt(db: Queryable, partnerUuid: string): Promise<Date | null> {
  const [partner] = await db.query<{ accelerator_eligible_at: Date | null }>(
    'SELECT accelerator_eligible_at FROM partners WHERE user_uuid = $1',
    [partnerUuid],
  );
  return partner?.accelerator_eligible_at ?? null;
}

/** The vet's free (total zero) appointments, as on the accelerator tab, newest first. */
export function acceleratorAppointments(db: Queryable, partnerUuid: string): Promise<AppointmentRow[]> {
  return db.query<AppointmentRow>(
    `SELECT * FROM appointments WHERE partner_uuid = $1 AND total_cents = 0 AND status <> 'CANCELLED'
      ORDER BY start_at DESC, reference_id LIMIT 50`,
    [partnerUuid],
  );
}

/** The appointment's newest prescription not voided. */
export async function latestPrescription(
  db: Queryable,
  appointmentUuid: string,
): Promise<PrescriptionRow | undefined> {
  const [prescription] = await db.query<PrescriptionRow>(
    `SELECT * FROM prescriptions WHERE appointment_uuid = $1 AND voided_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [appointmentUuid],
  );
  return prescription;
}

/** The vet's appointment by its reference (none if it is someone else's). */
export async function vetsAppointment(
  db: Queryable,
  reference: string,
  partnerUuid: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.query<AppointmentRow>(
    'SELECT * FROM appointments WHERE reference_id = $1 AND partner_uuid = $2',
    [reference, partnerUuid],
  );
  return row;
}

export async function petSpecies(db: Queryable, petUuid: string): Promise<string> {
  const [pet] = await db.query<{ species: string }>('SELECT species FROM pets WHERE uuid = $1', [petUuid]);
  return pet?.species ?? 'OTHER';
}

/** A product or diagnostic kit of the catalogue (with when it was recommended, for a kit of an appointment). */
export interface ProductRow {
  uuid: string;
  name: string;
  short_name: string;
  sku: string;
  parent: string | null;
  species: string[];
  concerns: string[];
  price_cents: number;
  currency: Currency;
  provider_type: string;
  recommended_at?: Date | null;
}

/** Up to 6 products for the species, those that help with the concerns first. */
export function productsFor(db: Queryable, species: string, concerns: string[]): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT * FROM products WHERE kind = 'PRODUCT' AND is_active
        AND (cardinality(species) = 0 OR $1 = ANY(species))
      ORDER BY cardinality(ARRAY(SELECT unnest(concerns) INTERSECT SELECT unnest($2::text[]))) DESC, name
      LIMIT 6`,
    [species, concerns],
  );
}

/** The active kits for the species, with when each was recommended for the appointment. */
export function kitsFor(db: Queryable, species: string, appointmentUuid: string): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT p.*, k.recommended_at FROM products p
       LEFT JOIN appointment_diagnostic_kits k ON k.product_uuid = p.uuid AND k.appointment_uuid = $2
      WHERE p.kind = 'DIAGNOSTIC_KIT' AND p.is_active AND $1 = ANY(p.species)
      ORDER BY p.parent, p.name`,
    [species, appointmentUuid],
  );
}

export async function activeKit(db: Queryable, productUuid: string): Promise<ProductRow | undefined> {
  const [kit] = await db.query<ProductRow>(
    `SELECT * FROM products WHERE uuid = $1 AND kind = 'DIAGNOSTIC_KIT' AND is_active`,
    [productUuid],
  );
  return kit;
}

export async function isKitRecommended(
  db: Queryable,
  appointmentUuid: string,
  productUuid: string,
): Promise<boolean> {
  const [existing] = await db.query(
    'SELECT 1 FROM appointment_diagnostic_kits WHERE appointment_uuid = $1 AND product_uuid = $2',
    [appointmentUuid, productUuid],
  );
  return existing != null;
}

/** Records the recommendation; a racing second one is a no-op (primary key). */
export async function recommendKit(
  db: Queryable,
  appointmentUuid: string,
  productUuid: string,
  vetUuid: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO appointment_diagnostic_kits (appointment_uuid, product_uuid, recommended_by, recommended_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [appointmentUuid, productUuid, vetUuid, now],
  );
}

export function recommendedKit(
  db: Queryable,
  productUuid: string,
  appointmentUuid: string,
): Promise<ProductRow> {
  return queryRow<ProductRow>(
    db,
    `SELECT p.*, k.recommended_at FROM products p JOIN appointment_diagnostic_kits k ON k.product_uuid = p.uuid
      WHERE p.uuid = $1 AND k.appointment_uuid = $2`,
    [productUuid, appointmentUuid],
  );
}

export async function userLocale(db: Queryable, userUuid: string): Promise<Locale | undefined> {
  const [user] = await db.query<{ locale: Locale }>('SELECT locale FROM users WHERE uuid = $1', [userUuid]);
  return user?.locale;
}

export interface UpgradeOfferRow {
  uuid: string;
  type: 'APPOINTMENT_UPGRADE';
  valid_until: Date;
  items: OfferItem[];
  reference_id: string | null;
}

/** The client's appointment-upgrade offers, newest first; with a reference, only that appointment's. */
export function upgradeOffers(
  db: Queryable,
  clientUuid: string,
  reference: string | null,
): Promise<UpgradeOfferRow[]> {
  return db.query<UpgradeOfferRow>(
    `SELECT o.uuid, o.type, o.valid_until, o.items, a.reference_id FROM client_offers o
       LEFT JOIN appointments a ON a.uuid = o.appointment_uuid
      WHERE o.client_uuid = $1 AND o.type = 'APPOINTMENT_UPGRADE' AND ($2::text IS NULL OR a.reference_id = $2)
      ORDER BY o.created_at DESC`,
    [clientUuid, reference],
  );
}
