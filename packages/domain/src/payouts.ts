/**
 * The vet's statement for one appointment (the spec's Transaction: gross earnings, platform fee,
 * tax, discount, net total, paid out, booked on, paid on). The API server computes it with this
 * code; the numbers are minor units (cents) in the appointment's currency.
 *
 * Decisions (the spec names the fields, not the rule):
 * - Gross earnings are the visit's price before any discount: the vet's rate when booked, or the
 *   flat follow-up price ("Follow-up flat payout $50 before platform fees").
 * - The client's discounts (promo codes, the referral offer, a free accelerator visit) are the
 *   platform's: the statement shows the discount, but it is not taken from the vet's earnings.
 * - The platform fee is the partner's platform_rate (a fraction) of the gross, rounded to the cent.
 * - No tax is collected on visits (the quote has no tax line), so tax is zero.
 * - What the vet earns: a COMPLETED visit, or an INCOMPLETE one the vet reported (the client did not
 *   come: the client's payment stands). Nothing for a CANCELLED appointment or one the client
 *   reported because the vet never joined (the client is refunded).
 * - Payout: earnings are paid out PAYOUT_DELAY_DAYS after the visit ended; until then they are
 *   SCHEDULED for that day. An upcoming visit is PENDING (its expected earnings, no date yet).
 */

type Status = 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';

/** Days between a visit's end and the payout of its earnings (time to settle disputes and refunds). */
export const PAYOUT_DELAY_DAYS = 7;

export type PayoutStatus = 'PENDING' | 'SCHEDULED' | 'PAID' | 'NONE';

/** Why nothing is earned, for a NONE payout. */
export type NoEarningsReason = 'CANCELLED' | 'VET_NO_SHOW';

export interface PartnerStatement {
  gross_earnings: number;
  platform_fee: number;
  tax: number;
  /** The client's discount (zero or negative), covered by the platform. */
  discount: number;
  net_total: number;
  paid_out: number;
  paid_on: Date | null;
  payout_status: PayoutStatus;
  no_earnings_reason: NoEarningsReason | null;
}

const DAY = 24 * 60 * 60_000;
const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

export function partnerStatement(
  appointment: {
    status: Status;
    /** The visit's price before discounts (quotes.fee_cents). */
    fee: number;
    /** What the client was charged for the visit (after discounts). */
    total: number;
    end_at: Date | string;
    visit_ended_at?: Date | string | null;
    no_show_reported_by?: 'CLIENT' | 'PARTNER' | null;
  },
  platformRate: number,
  now: Date,
): PartnerStatement {
  const noEarnings: NoEarningsReason | null =
    appointment.status === 'CANCELLED'
      ? 'CANCELLED'
      : appointment.status === 'INCOMPLETE' && appointment.no_show_reported_by !== 'PARTNER'
        ? 'VET_NO_SHOW'
        : null;
  if (noEarnings) {
    return {
      gross_earnings: 0,
      platform_fee: 0,
      tax: 0,
      discount: 0,
      net_total: 0,
      paid_out: 0,
      paid_on: null,
      payout_status: 'NONE',
      no_earnings_reason: noEarnings,
    };
  }
  const gross = appointment.fee;
  const platformFee = Math.round(gross * platformRate);
  const tax = 0;
  const discount = Math.min(0, appointment.total - appointment.fee);
  const net = gross - platformFee + tax;
  const earned = appointment.status === 'COMPLETED' || appointment.status === 'INCOMPLETE';
  if (!earned) {
    return {
      gross_earnings: gross,
      platform_fee: platformFee,
      tax,
      discount,
      net_total: net,
      paid_out: 0,
      paid_on: null,
      payout_status: 'PENDING',
      no_earnings_reason: null,
    };
  }
  const ended = time(appointment.visit_ended_at ?? appointment.end_at);
  const paidOn = new Date(ended + PAYOUT_DELAY_DAYS * DAY);
  const paid = now.getTime() >= paidOn.getTime();
  return {
    gross_earnings: gross,
    platform_fee: platformFee,
    tax,
    discount,
    net_total: net,
    paid_out: paid ? net : 0,
    paid_on: paidOn,
    payout_status: paid ? 'PAID' : 'SCHEDULED',
    no_earnings_reason: null,
  };
}
