/**
 * "Referral: friend gets 40% off a first appointment; referrer gets a $25 gift card per friend
 * completing a booking." The server prices quotes and settles referrals by these functions.
 */
import { REFERRAL_FRIEND_PERCENT_OFF } from './accountSettings';

export interface ReferralOfferFacts {
  /** The client registered from an invite whose referral has not completed yet. */
  hasOpenReferral: boolean;
  /** The client already holds a booked appointment (confirmed, completed, incomplete or paid-then-cancelled). */
  hasBookedBefore: boolean;
  /** A follow-up is never a first appointment. */
  kind: 'APPOINTMENT' | 'FOLLOW_UP';
}

/** The friend's first appointment, and only that one, carries the referral discount. */
export function isReferralDiscountEligible(facts: ReferralOfferFacts): boolean {
  return facts.hasOpenReferral && !facts.hasBookedBefore && facts.kind === 'APPOINTMENT';
}

/** The referral discount in cents on a fee: 40% of it, rounded to the cent. */
export function referralDiscountCents(feeCents: number): number {
  return Math.round((Math.max(0, feeCents) * REFERRAL_FRIEND_PERCENT_OFF) / 100);
}

/**
 * Decision: discounts do not stack. A quote carries one COUPON line, the larger of the promo
 * code's and the referral's, so a friend who also types WELCOME10 keeps the 40% and one who types
 * FREEVISIT gets the free visit.
 */
export function couponCents(promoDiscountCents: number, referralDiscount: number): number {
  return Math.max(0, promoDiscountCents, referralDiscount);
}
