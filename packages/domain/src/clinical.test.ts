import { describe, expect, it } from 'vitest';
import {
  ACCELERATOR_REFERRAL_LIMIT,
  acceleratorStatus,
  isPrescriptionExpired,
  isUpgradeOfferValid,
  kitRecommendationRefusal,
} from './clinical';

const NOW = '2030-01-07T15:00:00Z';
const offer = (validUntil: string, amount: number, subtotal: number, type = 'APPOINTMENT_UPGRADE') => ({
  type,
  valid_until: validUntil,
  data: { items: [{ amount: { amount }, subtotal: { amount: subtotal } }] },
});

describe('isUpgradeOfferValid', () => {
  it('holds while valid_until is ahead and the discounted subtotal is below the base amount', () => {
    expect(isUpgradeOfferValid(offer('2030-01-08T00:00:00Z', 11900, 7900), NOW)).toBe(true);
  });
  it('fails once valid_until has come', () => {
    expect(isUpgradeOfferValid(offer(NOW, 11900, 7900), NOW)).toBe(false);
    expect(isUpgradeOfferValid(offer('2030-01-06T00:00:00Z', 11900, 7900), new Date(NOW))).toBe(false);
  });
  it('fails when the subtotal is not lower than the base amount', () => {
    expect(isUpgradeOfferValid(offer('2030-01-08T00:00:00Z', 11900, 11900), NOW)).toBe(false);
    expect(isUpgradeOfferValid(offer('2030-01-08T00:00:00Z', 11900, 12900), NOW)).toBe(false);
  });
  it('fails for another type, no offer, or an offer without lines', () => {
    expect(isUpgradeOfferValid(offer('2030-01-08T00:00:00Z', 11900, 7900, 'WINBACK'), NOW)).toBe(false);
    expect(isUpgradeOfferValid(null, NOW)).toBe(false);
    expect(
      isUpgradeOfferValid(
        { type: 'APPOINTMENT_UPGRADE', valid_until: '2030-01-08T00:00:00Z', data: { items: [] } },
        NOW,
      ),
    ).toBe(false);
  });
});

describe('acceleratorStatus', () => {
  it('is inactive for a partner who never became eligible', () => {
    expect(acceleratorStatus(null, 0, NOW)).toMatchObject({ eligible: false, active: false, remaining: 0 });
  });
  it('runs 30 days from eligibility with 5 referrals', () => {
    const status = acceleratorStatus('2030-01-01T00:00:00Z', 2, NOW);
    expect(status).toEqual({
      eligible: true,
      active: true,
      valid_until: '2030-01-31T00:00:00.000Z',
      limit: ACCELERATOR_REFERRAL_LIMIT,
      used: 2,
      remaining: 3,
    });
    expect(acceleratorStatus('2030-01-01T00:00:00Z', 2, '2030-01-31T00:00:00Z').active).toBe(false);
  });
  it('ends when the 5 referrals are used', () => {
    expect(acceleratorStatus('2030-01-01T00:00:00Z', 5, NOW)).toMatchObject({ active: false, remaining: 0 });
  });
});

describe('kitRecommendationRefusal', () => {
  const dogKit = { species: ['DOG'] };
  it('allows a dog kit after a held visit of a dog', () => {
    expect(kitRecommendationRefusal({ status: 'COMPLETED' }, dogKit, 'DOG', false)).toBeNull();
  });
  it('refuses other statuses, a declined visit, another species and a repeat', () => {
    expect(kitRecommendationRefusal({ status: 'CANCELLED' }, dogKit, 'DOG', false)).toBe('NOT_ALLOWED');
    expect(kitRecommendationRefusal({ status: 'CONFIRMED' }, dogKit, 'DOG', false)).toBe('NOT_ALLOWED');
    expect(kitRecommendationRefusal({ status: 'INCOMPLETE' }, dogKit, 'DOG', false)).toBe('NOT_ALLOWED');
    expect(
      kitRecommendationRefusal({ status: 'COMPLETED', partner_declined_at: NOW }, dogKit, 'DOG', false),
    ).toBe('NOT_ALLOWED');
    expect(kitRecommendationRefusal({ status: 'COMPLETED' }, dogKit, 'CAT', false)).toBe('WRONG_SPECIES');
    expect(kitRecommendationRefusal({ status: 'COMPLETED' }, dogKit, 'DOG', true)).toBe(
      'ALREADY_RECOMMENDED',
    );
  });
});

describe('isPrescriptionExpired', () => {
  it('is expired from its expiry instant on', () => {
    expect(isPrescriptionExpired({ expires_at: '2030-01-07T15:00:01Z' }, NOW)).toBe(false);
    expect(isPrescriptionExpired({ expires_at: NOW }, NOW)).toBe(true);
  });
});
