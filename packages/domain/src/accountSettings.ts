/**
 * Account settings rules shared by the web app and the API server: the profile form,
 * email change and referrals ("invite a friend"). Rules return codes; the app translates them.
 */

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

/** One @, something before it, a dot in the domain: the same check registration makes. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The oldest birthday the profile accepts. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * A profile birthday (YYYY-MM-DD, optional): INVALID when it is not a real calendar date or is
 * before 1900, FUTURE when it is after `today` (YYYY-MM-DD in the user's time zone).
 */
export function birthdayProblem(
  birthday: string | null | undefined,
  today: string,
): 'INVALID' | 'FUTURE' | null {
  if (birthday == null || birthday === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return 'INVALID';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'INVALID';
  if (birthday < EARLIEST_BIRTHDAY) return 'INVALID';
  return birthday > today ? 'FUTURE' : null;
}

/** "Referral: friend gets 40% off a first appointment; referrer gets a $25 gift card per friend completing a booking." */
export const REFERRAL_FRIEND_PERCENT_OFF = 40;
export const REFERRAL_REWARD_CENTS = 2500;

export type ReferralProblem = 'EMAIL_INVALID' | 'SELF' | null;

/** "Referral: friend email must be valid"; inviting yourself earns nothing either. */
export function referralProblem(friendEmail: string, ownEmail: string): ReferralProblem {
  if (!isValidEmail(friendEmail)) return 'EMAIL_INVALID';
  if (sameEmail(friendEmail, ownEmail)) return 'SELF';
  return null;
}

/** The currency of a client's wallet and referral rewards: Canadian dollars in the Canadian locales. */
export function walletCurrency(locale: string): 'USD' | 'CAD' | 'GBP' {
  if (locale === 'en-CA' || locale === 'fr-CA') return 'CAD';
  if (locale === 'en-GB') return 'GBP';
  return 'USD';
}
