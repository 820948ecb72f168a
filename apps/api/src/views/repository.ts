import type { Queryable } from '../db/database';
import type {
  AddressRow,
  AppointmentRow,
  LicenceRow,
  PartnerRow,
  PaymentMethodRow,
  PetRow,
  QuoteRow,
} from '../domain/rows';

/**
 * The rows the answers' shapes gather besides the row they show. A list is shown with one query per
 * kind of related row (`= ANY($1::uuid[])`), never one per item.
 */

/** A partner's row: the account and the practice profile together (directory and quotes read it too). */
export const PARTNER_SELECT = 'SELECT u.*, p.* FROM partners p JOIN users u ON u.uuid = p.user_uuid';

export async function findPartner(db: Queryable, uuid: string): Promise<PartnerRow | undefined> {
  const [row] = await db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.user_uuid = $1`, [uuid]);
  return row;
}

export async function partnersByUuid(db: Queryable, uuids: string[]): Promise<PartnerRow[]> {
  return db.query<PartnerRow>(`${PARTNER_SELECT} WHERE p.user_uuid = ANY($1::uuid[])`, [uuids]);
}

export async function licencesOf(db: Queryable, partnerUuids: string[]): Promise<LicenceRow[]> {
  return db.query<LicenceRow>(
    'SELECT * FROM licences WHERE partner_uuid = ANY($1::uuid[]) ORDER BY country, jurisdiction',
    [partnerUuids],
  );
}

/** The owner's pets still on the account, oldest first. */
export async function listPets(db: Queryable, ownerUuid: string): Promise<PetRow[]> {
  return db.query<PetRow>(
    'SELECT * FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY created_at, name',
    [ownerUuid],
  );
}

/** A pet by its uuid, removed or not: a booking keeps showing the pet it was made for. */
export async function findPet(db: Queryable, uuid: string): Promise<PetRow | undefined> {
  const [row] = await db.query<PetRow>('SELECT * FROM pets WHERE uuid = $1', [uuid]);
  return row;
}

export async function petsByUuid(db: Queryable, uuids: string[]): Promise<PetRow[]> {
  return db.query<PetRow>('SELECT * FROM pets WHERE uuid = ANY($1::uuid[])', [uuids]);
}

/** The owner's cards still on the account, the default first. */
export async function listPaymentMethods(db: Queryable, ownerUuid: string): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>(
    'SELECT * FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at',
    [ownerUuid],
  );
}

/** A card by its uuid, removed or not: a booking keeps showing the card it was paid with. */
export async function findPaymentMethod(db: Queryable, uuid: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.query<PaymentMethodRow>('SELECT * FROM payment_methods WHERE uuid = $1', [uuid]);
  return row;
}

export async function paymentMethodsByUuid(db: Queryable, uuids: string[]): Promise<PaymentMethodRow[]> {
  return db.query<PaymentMethodRow>('SELECT * FROM payment_methods WHERE uuid = ANY($1::uuid[])', [uuids]);
}

/** The user's one profile address, if given. */
export async function findProfileAddress(db: Queryable, userUuid: string): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>('SELECT * FROM addresses WHERE user_uuid = $1', [userUuid]);
  return row;
}

/** The reference a client reads for an appointment (a follow-up quote names the visit it follows). */
export async function appointmentReference(db: Queryable, uuid: string): Promise<string | undefined> {
  const [row] = await db.query<Pick<AppointmentRow, 'reference_id'>>(
    'SELECT reference_id FROM appointments WHERE uuid = $1',
    [uuid],
  );
  return row?.reference_id;
}

/** What an appointment shows of its client: names, phone, and whether the address is complete. */
export interface AppointmentClientRow {
  uuid: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  phone_verified: boolean | null;
  has_address: boolean;
}

export async function appointmentClients(
  db: Queryable,
  userUuids: string[],
): Promise<AppointmentClientRow[]> {
  return db.query<AppointmentClientRow>(
    `SELECT u.uuid, u.first_name, u.last_name, u.phone_number, u.phone_verified,
            EXISTS (SELECT 1 FROM addresses ad WHERE ad.user_uuid = u.uuid AND ad.address_1 <> '' AND ad.city <> ''
                    AND ad.province <> '' AND ad.postal <> '' AND ad.country <> '') AS has_address
       FROM users u WHERE u.uuid = ANY($1::uuid[])`,
    [userUuids],
  );
}

/** Which of these appointments the client has reviewed. */
export async function reviewedAppointments(
  db: Queryable,
  appointmentUuids: string[],
): Promise<{ appointment_uuid: string }[]> {
  return db.query<{ appointment_uuid: string }>(
    'SELECT appointment_uuid FROM reviews WHERE appointment_uuid = ANY($1::uuid[])',
    [appointmentUuids],
  );
}

export interface RefundRow {
  appointment_uuid: string;
  amount: number;
  status: string;
}

/** The refunds made or under way after these appointments were cancelled (failed ones refunded nothing). */
export async function refundsOf(db: Queryable, appointmentUuids: string[]): Promise<RefundRow[]> {
  return db.query<RefundRow>(
    `SELECT appointment_uuid, amount, status FROM appointment_charges
      WHERE type = 'REFUND' AND status <> 'FAILED' AND appointment_uuid = ANY($1::uuid[])`,
    [appointmentUuids],
  );
}

/**
 * The references of the appointments linked to these: the follow-ups booked from them
 * (`followupUuids`) and the visits their quotes follow up (`quoteUuids`).
 */
export async function linkedAppointments(
  db: Queryable,
  followupUuids: string[],
  quoteUuids: string[],
): Promise<Pick<AppointmentRow, 'uuid' | 'reference_id'>[]> {
  return db.query<Pick<AppointmentRow, 'uuid' | 'reference_id'>>(
    `SELECT a.uuid, a.reference_id FROM appointments a
      WHERE a.uuid = ANY($1::uuid[])
         OR a.uuid IN (SELECT q.followup_of FROM quotes q WHERE q.uuid = ANY($2::uuid[]))`,
    [followupUuids, quoteUuids],
  );
}

export type BookedFromRow = Pick<QuoteRow, 'uuid' | 'followup_of' | 'service_type'>;

/** The quotes appointments were booked from: the visit each follows up and the category it was booked as. */
export async function quotesBookedFrom(db: Queryable, quoteUuids: string[]): Promise<BookedFromRow[]> {
  return db.query<BookedFromRow>(
    'SELECT uuid, followup_of, service_type FROM quotes WHERE uuid = ANY($1::uuid[])',
    [quoteUuids],
  );
}
