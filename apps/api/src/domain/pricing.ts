import type { components } from '@pawcall/api-client/types';
import { couponCents, referralDiscountCents } from '@pawcall/domain';

type QuoteItem = components['schemas']['QuoteItem'];
type Currency = components['schemas']['Currency'];

/**
 * Promo codes of the embedded server. Decision: codes live in code, not in a table, until an admin
 * screen needs to create them. FOLLOWUP15 exists in the spec for follow-ups only, so on a regular
 * appointment it answers "not applicable".
 */
export const PROMO_CODES: Record<string, { percentOff: number; appliesTo: 'APPOINTMENT' | 'FOLLOW_UP' }> = {
  WELCOME10: { percentOff: 10, appliesTo: 'APPOINTMENT' },
  FREEVISIT: { percentOff: 100, appliesTo: 'APPOINTMENT' },
  FOLLOWUP15: { percentOff: 15, appliesTo: 'FOLLOW_UP' },
};

export type PromoCheck = 'OK' | 'UNKNOWN' | 'NOT_APPLICABLE';

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a quote books: a regular appointment, or the follow-up of one (flat price, FOLLOWUP15). */
export type QuoteKind = 'APPOINTMENT' | 'FOLLOW_UP';

export function checkPromoCode(code: string, feeCents: number, kind: QuoteKind = 'APPOINTMENT'): PromoCheck {
  const promo = PROMO_CODES[normalisePromoCode(code)];
  if (!promo) return 'UNKNOWN';
  if (promo.appliesTo !== kind) return 'NOT_APPLICABLE';
  // Nothing to take off a free appointment.
  if (feeCents === 0) return 'NOT_APPLICABLE';
  return 'OK';
}

/**
 * Decision: the client pays the partner's rate and nothing else (no PLATFORM_FEE line); the
 * platform's share comes out of the partner's payout (platform_rate), which is not a client
 * concern. A promo code, or the referral offer on a referred friend's first appointment, adds a
 * negative COUPON line. Taxes are not computed (spec: not shown).
 */
export function priceQuote(
  feeCents: number,
  currency: Currency,
  promoCode: string | null,
  kind: QuoteKind = 'APPOINTMENT',
  /** The referred friend's first appointment (domain/referrals.ts decides). */
  referralDiscount = false,
): {
  items: QuoteItem[];
  total: { amount: number; currency: Currency };
  /** Which offer the COUPON line is, when there is one. */
  couponSource: 'PROMO_CODE' | 'REFERRAL' | null;
} {
  const items: QuoteItem[] = [{ type: 'APPOINTMENT_FEE', amount: { amount: feeCents, currency } }];
  const promo = promoCode ? PROMO_CODES[normalisePromoCode(promoCode)] : undefined;
  const promoDiscount =
    promo && promo.appliesTo === kind && feeCents > 0 ? Math.round((feeCents * promo.percentOff) / 100) : 0;
  // One COUPON line: the larger of the promo code and the referral offer (they do not stack).
  const referral = referralDiscount && kind === 'APPOINTMENT' ? referralDiscountCents(feeCents) : 0;
  const discount = couponCents(promoDiscount, referral);
  const couponSource = discount === 0 ? null : referral >= promoDiscount ? 'REFERRAL' : 'PROMO_CODE';
  if (discount > 0) items.push({ type: 'COUPON', amount: { amount: -discount, currency } });
  const amount = Math.max(
    0,
    items.reduce((sum, item) => sum + item.amount.amount, 0),
  );
  return { items, total: { amount, currency }, couponSource };
}
