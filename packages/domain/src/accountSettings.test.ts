import { describe, expect, it } from 'vitest';
import {
  birthdayProblem,
  isValidEmail,
  REFERRAL_FRIEND_PERCENT_OFF,
  REFERRAL_REWARD_CENTS,
  referralProblem,
  walletCurrency,
} from './accountSettings';

describe('account settings rules', () => {
  it('accepts no birthday, refuses impossible or pre-1900 dates and dates after today', () => {
    const today = '2026-11-22';
    expect(birthdayProblem(null, today)).toBeNull();
    expect(birthdayProblem('', today)).toBeNull();
    expect(birthdayProblem('1990-12-10', today)).toBeNull();
    expect(birthdayProblem('2026-11-22', today)).toBeNull();
    expect(birthdayProblem('2026-11-23', today)).toBe('FUTURE');
    expect(birthdayProblem('1990-02-30', today)).toBe('INVALID');
    expect(birthdayProblem('1899-12-31', today)).toBe('INVALID');
    expect(birthdayProblem('10/12/1990', today)).toBe('INVALID');
  });

  it('"Referral: friend email must be valid", and not your own', () => {
    expect(referralProblem('pal@example.com', 'me@example.com')).toBeNull();
    expect(referralProblem('pal@', 'me@example.com')).toBe('EMAIL_INVALID');
    expect(referralProblem('  ', 'me@example.com')).toBe('EMAIL_INVALID');
    expect(referralProblem(' ME@example.com ', 'me@example.com')).toBe('SELF');
    expect(isValidEmail('a b@example.com')).toBe(false);
  });

  it('keeps the spec’s referral offer and pays it in the client’s currency', () => {
    expect(REFERRAL_FRIEND_PERCENT_OFF).toBe(40);
    expect(REFERRAL_REWARD_CENTS).toBe(2500);
    expect(walletCurrency('en-US')).toBe('USD');
    expect(walletCurrency('fr-CA')).toBe('CAD');
    expect(walletCurrency('en-CA')).toBe('CAD');
    expect(walletCurrency('en-GB')).toBe('GBP');
  });
});
