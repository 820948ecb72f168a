/**
 * Transfer fees, vet-side cancellation, paid follow-ups and the auto-request window: the numbers
 * and rules the API server charges by and the web app shows, so both read the same code.
 */

type Status = 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';
const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * Decision (spec: "Follow-up flat payout $50 before platform fees"): the client pays a flat 50.00
 * in the vet's currency for a follow-up, whatever the vet's usual rate; the vet's payout is that
 * amount before the platform's share. FOLLOWUP15 takes 15 % off it.
 */
export const FOLLOW_UP_FEE_MINOR = 5000;

/**
 * Decision (spec: the TRANSFER_FEE quote item, no amount): moving an appointment the vet has
 * already confirmed costs a flat 10.00 in the appointment's currency, since that vet held the time
 * for the client. Moving a request the vet has not confirmed (or was already declined) is free:
 * that is can_self_transfer.
 */
export const TRANSFER_FEE_MINOR = 1000;

/** The spec's "Auto follow-up within 24 hours". */
export const AUTO_FOLLOW_UP_WINDOW_HOURS = 24;

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

/** The vet's reasons for cancelling (theirs differ from a client's). */
export const PARTNER_CANCEL_REASONS = [
  'SCHEDULE_CONFLICT',
  'EMERGENCY',
  'OUTSIDE_EXPERTISE',
  'OTHER',
] as const;
export type PartnerCancelReason = (typeof PARTNER_CANCEL_REASONS)[number];

/**
 * The auto-request job sends a follow-up request for a completed appointment with none yet, whose
 * vet has auto-request on, while it is inside the 24 hours after the visit ended. Older visits are
 * left alone, so turning the switch on does not message every past client.
 */
export function isAutoFollowUpDue(
  appointment: {
    status: Status;
    end_at: Date | string;
    visit_ended_at?: Date | string | null;
    followup_status?: string | null;
  },
  autoFollowUpOn: boolean,
  now: Date,
): boolean {
  if (!autoFollowUpOn || appointment.status !== 'COMPLETED' || appointment.followup_status) return false;
  const ended = time(appointment.visit_ended_at ?? appointment.end_at);
  const since = now.getTime() - ended;
  return since >= 0 && since < AUTO_FOLLOW_UP_WINDOW_HOURS * 3_600_000;
}

/** E.164: a plus sign and 8 to 15 digits, the first not zero. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(value);
}
