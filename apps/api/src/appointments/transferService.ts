import type { V1Operations } from '@pawcall/api-client/types';
import { BOOKING_SESSION_SECONDS, freeTransferReason, transferFeeMinor } from '@pawcall/domain';
import { sqlState } from '../db/database';
import type { AppDeps } from '../deps';
import { offersFreeSlot, releaseExpiredHolds } from '../domain/availability';
import { chargeTransferFee, refundCharge } from '../domain/charges';
import { addFieldError, conflict, type FieldErrors, failIfAny, notFound } from '../domain/errors';
import type { AppointmentRow, UserRow } from '../domain/rows';
import { toAppointment } from '../views/appointment';
import { toPaymentMethod } from '../views/paymentMethod';
import { transferRefusal } from '../domain/transfer';
import { tellVetOfRequest } from '../domain/vetNotices';
import { clientAppointment, push } from '../domain/visits';
import * as appointments from './repository';

/**
 * Moving an appointment to another vet ("/cx/transfer/{id}"): what it costs (free before the vet
 * confirmed it, and for a free visit) and the move itself, paid before it is made and refunded if
 * it cannot be.
 */

type TransferInput = V1Operations['transferAppointment']['requestBody']['content']['application/json'];

const transferLocked = () => conflict('NOT_ALLOWED', 'appointment.transferLocked');
const slotTaken = () => conflict('SLOT_UNAVAILABLE', 'booking.slotUnavailable');

const feeOf = (row: AppointmentRow) =>
  transferFeeMinor({ partner_confirmed_at: row.partner_confirmed_at, total: row.total_cents });

/** What moving the appointment would cost now, on which card, and until when the quote holds. */
export async function transferQuote(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const row = await clientAppointment(deps.db, reference, client, now);
  if (transferRefusal(row, now) !== null) throw transferLocked();
  const card = await appointments.transferCard(deps.db, row, null);
  const money = { amount: feeOf(row), currency: row.currency };
  return {
    items: [{ type: 'TRANSFER_FEE' as const, amount: money }],
    total: money,
    free_reason: freeTransferReason({
      partner_confirmed_at: row.partner_confirmed_at,
      total: row.total_cents,
    }),
    payment_method: card ? toPaymentMethod(card) : null,
    expires_at: new Date(now.getTime() + BOOKING_SESSION_SECONDS * 1000).toISOString(),
  };
}

/**
 * Moves the appointment to another active vet, at its time or a new one that vet offers free. The
 * fee is charged first and refunded when the move fails (the slot was taken meanwhile, or the
 * appointment can no longer move). The new vet has a request to answer.
 */
export async function transfer(
  deps: AppDeps,
  client: UserRow,
  reference: string,
  input: TransferInput,
  now: Date,
) {
  const { db } = deps;
  const row = await clientAppointment(db, reference, client, now);
  if (transferRefusal(row, now) !== null) throw transferLocked();
  const fee = feeOf(row);
  const fields: FieldErrors = {};
  if (input.partner_uuid === row.partner_uuid)
    addFieldError(fields, 'partner_uuid', 'appointment.transferSameVet');
  const card =
    fee > 0 ? await appointments.transferCard(db, row, input.payment_method_uuid ?? null, client.uuid) : null;
  if (fee > 0 && !card) addFieldError(fields, 'payment_method_uuid', 'appointment.transferCard.required');
  failIfAny(fields);
  // The client confirmed a fee they saw; a different one now (the vet confirmed meanwhile) is asked again.
  if (input.expected_fee !== undefined && input.expected_fee !== fee)
    throw conflict('TRANSFER_FEE_CHANGED', 'appointment.transferFeeChanged');
  const target = await appointments.activePartnerTiming(db, input.partner_uuid);
  if (!target) throw notFound('partner.notFound');
  const startAt = input.start_at ? new Date(input.start_at) : row.start_at;
  const endAt = new Date(startAt.getTime() + (row.end_at.getTime() - row.start_at.getTime()));
  // A new time is in the future, like any booking (the advance notice is checked with the slots).
  if (startAt.getTime() <= now.getTime()) throw slotTaken();
  await releaseExpiredHolds(db, now);
  // The other vet must offer this very time, free, as a booking would need. The appointment's own
  // slot does not count against a new time with the same vet's overlap, since the vet differs.
  if (!(await offersFreeSlot(db, target, startAt, endAt, now))) throw slotTaken();
  const charge = card && fee > 0 ? await chargeTransferFee(deps, row, card, fee, now) : null;
  let moved: AppointmentRow | undefined;
  try {
    moved = await appointments.moveToPartner(db, row.uuid, target.uuid, startAt, endAt, now);
  } catch (error) {
    if (charge) await refundCharge(deps, charge, now);
    // The database refuses an overlapping live appointment: another booking won the slot.
    if (sqlState(error) === '23P01') throw slotTaken();
    throw error;
  }
  if (!moved) {
    if (charge) await refundCharge(deps, charge, now);
    throw transferLocked();
  }
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  await tellVetOfRequest(deps, moved, now);
  return toAppointment(db, moved, now);
}
