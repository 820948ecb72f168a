import { describe, expect, it } from 'vitest';
import { couponCents, isReferralDiscountEligible, referralDiscountCents } from './referralOffer';

describe('referral offer rule', () => {
  it('gives the referred friend 40% off the first appointment only', () => {
    expect(
      isReferralDiscountEligible({ hasOpenReferral: true, hasBookedBefore: false, kind: 'APPOINTMENT' }),
    ).toBe(true);
    expect(
      isReferralDiscountEligible({ hasOpenReferral: true, hasBookedBefore: true, kind: 'APPOINTMENT' }),
    ).toBe(false);
    expect(
      isReferralDiscountEligible({ hasOpenReferral: false, hasBookedBefore: false, kind: 'APPOINTMENT' }),
    ).toBe(false);
    expect(
      isReferralDiscountEligible({ hasOpenReferral: true, hasBookedBefore: false, kind: 'FOLLOW_UP' }),
    ).toBe(false);
    expect(referralDiscountCents(6000)).toBe(2400);
    expect(referralDiscountCents(7499)).toBe(3000);
    expect(referralDiscountCents(0)).toBe(0);
  });

  it('keeps the larger of a promo code and the referral, never both', () => {
    expect(couponCents(600, 2400)).toBe(2400);
    expect(couponCents(6000, 2400)).toBe(6000);
    expect(couponCents(0, 0)).toBe(0);
  });
});
