import type { components } from '@pawcall/api-client/types';
import {
  appointmentCategory,
  canJoin,
  canMessage,
  cancellationRefusal,
  FOLLOW_UP_FEE_MINOR,
  freeTransferReason,
  isClientPhoneVisible,
  messageWindowEndsAt,
} from '@pawcall/domain';
import type { Queryable } from '../db/database';
import type { AppointmentRow, PaymentMethodRow, PetRow } from '../domain/rows';
import { transferRefusal } from '../domain/transfer';
import { iso } from './dates';
import { type PartnerSummary, toPartnerSummaries } from './partner';
import { toPaymentMethod } from './paymentMethod';
import { toPet } from './pet';
import {
  type AppointmentClientRow,
  appointmentClients,
  type BookedFromRow,
  linkedAppointments,
  partnersByUuid,
  paymentMethodsByUuid,
  petsByUuid,
  quotesBookedFrom,
  type RefundRow,
  refundsOf,
  reviewedAppointments,
} from './repository';

export type Appointment = components['schemas']['Appointment'];
/** Who reads the appointment: the client may review and transfer it, the partner may see the phone. */
export type AppointmentViewer = 'CLIENT' | 'PARTNER';

/** What one appointment shows besides its own row (the pet and partner always exist for a booking). */
interface AppointmentRelations {
  partner: PartnerSummary;
  pet: PetRow;
  card: PaymentMethodRow | undefined;
  client: AppointmentClientRow | undefined;
  reviewed: boolean;
  refunds: RefundRow[];
  bookedFrom: BookedFromRow | undefined;
  /** The references of the appointments this one follows up or was followed up by. */
  referenceOf: (appointmentUuid: string | null | undefined) => string | undefined;
}

function toAppointmentOf(
  row: AppointmentRow,
  related: AppointmentRelations,
  now: Date,
  viewer: AppointmentViewer,
): Appointment {
  const { partner, client, refunds, bookedFrom, card } = related;
  const visit = {
    ...row,
    client_joined_at: row.client_joined_at ?? null,
    partner_joined_at: row.partner_joined_at ?? null,
  };
  const refunded = -refunds.reduce((sum, c) => sum + c.amount, 0);
  return {
    cancelled_by: row.cancelled_by ?? null,
    refund_status:
      refunds.length === 0 ? null : refunds.some((c) => c.status === 'PENDING') ? 'IN_PROGRESS' : 'REFUNDED',
    refund: refunds.length === 0 ? null : { amount: refunded, currency: row.currency },
    followup_of: related.referenceOf(bookedFrom?.followup_of) ?? null,
    // 012: the client's "the vet did not join" (vetNoShowRefusal) reads these.
    partner_joined_at: iso(row.partner_joined_at ?? null),
    no_show_reported_by: row.no_show_reported_by ?? null,
    reference_id: row.reference_id,
    status: row.status,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    finalized_at: iso(row.finalized_at),
    partner_confirmed_at: iso(row.partner_confirmed_at),
    partner_declined_at: iso(row.partner_declined_at),
    partner,
    pet: toPet(related.pet, now),
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
    can_review: viewer === 'CLIENT' && row.status === 'COMPLETED' && !related.reviewed,
    // Transfer to another vet (domain/transfer): the client's, before the session starts.
    can_transfer: viewer === 'CLIENT' && transferRefusal(row, now) === null,
    // Free for the client to move (TRANSFER_FEE 0): the vet has not confirmed it yet, or nothing was paid.
    can_self_transfer:
      viewer === 'CLIENT' &&
      transferRefusal(row, now) === null &&
      freeTransferReason({ partner_confirmed_at: row.partner_confirmed_at, total: row.total_cents }) !== null,
    can_message: canMessage(visit, now),
    message_window_ends_at: iso(messageWindowEndsAt(visit)),
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
            appointment_reference: related.referenceOf(row.followup_appointment_uuid) ?? null,
          }
        : null,
    reviewed: related.reviewed,
  };
}

/** Appointments as `viewer` reads them, their related rows gathered once for the whole list. */
export async function toAppointments(
  db: Queryable,
  rows: AppointmentRow[],
  now: Date,
  viewer: AppointmentViewer = 'CLIENT',
): Promise<Appointment[]> {
  if (rows.length === 0) return [];
  const appointmentUuids = rows.map((r) => r.uuid);
  const quoteUuids = rows.map((r) => r.quote_uuid);
  const partnerRows = await partnersByUuid(db, [...new Set(rows.map((r) => r.partner_uuid))]);
  const summaries = await toPartnerSummaries(db, partnerRows, now);
  const pets = await petsByUuid(db, [...new Set(rows.map((r) => r.pet_uuid))]);
  const cardUuids = rows.map((r) => r.payment_method_uuid).filter((u): u is string => u != null);
  const cards = cardUuids.length ? await paymentMethodsByUuid(db, cardUuids) : [];
  const clients = await appointmentClients(db, [...new Set(rows.map((r) => r.client_uuid))]);
  const reviewed = await reviewedAppointments(db, appointmentUuids);
  // 008: refunds after a cancellation, and the follow-up appointments booked from these (or these follow).
  const refunds = await refundsOf(db, appointmentUuids);
  const linked = await linkedAppointments(
    db,
    rows.map((r) => r.followup_appointment_uuid).filter((u): u is string => u != null),
    quoteUuids,
  );
  // The quotes these were booked from: the visit they follow up, and the category they were booked as.
  const bookedFrom = await quotesBookedFrom(db, quoteUuids);
  const referenceOf = (uuid: string | null | undefined) => linked.find((a) => a.uuid === uuid)?.reference_id;
  return rows.map((row) =>
    toAppointmentOf(
      row,
      {
        partner: summaries.find((s) => s.uuid === row.partner_uuid) as PartnerSummary,
        pet: pets.find((p) => p.uuid === row.pet_uuid) as PetRow,
        card: cards.find((c) => c.uuid === row.payment_method_uuid),
        client: clients.find((c) => c.uuid === row.client_uuid),
        reviewed: reviewed.some((r) => r.appointment_uuid === row.uuid),
        refunds: refunds.filter((c) => c.appointment_uuid === row.uuid),
        bookedFrom: bookedFrom.find((q) => q.uuid === row.quote_uuid),
        referenceOf,
      },
      now,
      viewer,
    ),
  );
}

/** One appointment as toAppointments shows it (one row in, one appointment out). */
export async function toAppointment(
  db: Queryable,
  row: AppointmentRow,
  now: Date,
  viewer: AppointmentViewer = 'CLIENT',
): Promise<Appointment> {
  const [appointment] = await toAppointments(db, [row], now, viewer);
  if (!appointment) throw new Error(`appointment ${row.uuid} could not be shown`);
  return appointment;
}
