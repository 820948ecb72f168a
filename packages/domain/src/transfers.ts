/**
 * Moving an appointment to another vet: the fee the API server charges and the web app shows, so
 * both read the same code.
 */

/**
 * Decision (spec: the TRANSFER_FEE quote item, no amount): moving an appointment the vet has
 * already confirmed costs a flat 10.00 in the appointment's currency, since that vet held the time
 * for the client. Moving a request the vet has not confirmed (or was already declined) is free:
 * that is can_self_transfer.
 */
export const TRANSFER_FEE_MINOR = 1000;

/** Why a transfer costs nothing, or null when the fee applies. */
export type FreeTransferReason = 'NOT_CONFIRMED_BY_VET' | 'FREE_APPOINTMENT';

export function freeTransferReason(appointment: {
  partner_confirmed_at: Date | string | null;
  total: { amount: number } | number;
}): FreeTransferReason | null {
  const total = typeof appointment.total === 'number' ? appointment.total : appointment.total.amount;
  // Nothing was paid, so nothing is owed for moving it either (an accelerator or FREEVISIT visit).
  if (total === 0) return 'FREE_APPOINTMENT';
  if (!appointment.partner_confirmed_at) return 'NOT_CONFIRMED_BY_VET';
  return null;
}

export function transferFeeMinor(appointment: {
  partner_confirmed_at: Date | string | null;
  total: { amount: number } | number;
}): number {
  return freeTransferReason(appointment) === null ? TRANSFER_FEE_MINOR : 0;
}
