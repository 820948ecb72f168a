import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * Deliberately NIST SP 800-63B-4 (section 3.1.1.2), not the spec's "at least 6 characters, 1
 * lowercase letter, 1 uppercase letter and 1 number": length alone, no composition rules (they
 * push people to Password1, which every guessing list starts with), any characters including
 * spaces and emoji, at least 8 and at most 128. The server also refuses passwords from a list of
 * breached and common ones (apps/api auth/passwords.ts); that list is not shipped to the browser.
 */
export const PASSWORD_REQUIREMENTS = ['MIN_LENGTH', 'MAX_LENGTH'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/** Every length requirement the password does not meet, so a form can say which. */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  // Count code points, not UTF-16 units, so an emoji is one character.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return ['MIN_LENGTH'];
  if (length > PASSWORD_MAX_LENGTH) return ['MAX_LENGTH'];
  return [];
}

export function isValidPassword(password: string): boolean {
  return unmetPasswordRequirements(password).length === 0;
}
