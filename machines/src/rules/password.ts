import { PASSWORD_MIN_LENGTH } from './constants';

/** "Password: at least 6 characters, 1 lowercase letter, 1 uppercase letter and 1 number." */
export const PASSWORD_REQUIREMENTS = ['MIN_LENGTH', 'LOWERCASE', 'UPPERCASE', 'NUMBER'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/**
 * Every requirement the password does not meet, in a fixed order, so a form can tick off each
 * one as the user types. Letters are judged with Unicode case so "é" counts as lowercase.
 */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  const unmet: PasswordRequirement[] = [];
  // Count code points, not UTF-16 units, so an emoji is one character.
  if ([...password].length < PASSWORD_MIN_LENGTH) unmet.push('MIN_LENGTH');
  if (!/\p{Ll}/u.test(password)) unmet.push('LOWERCASE');
  if (!/\p{Lu}/u.test(password)) unmet.push('UPPERCASE');
  if (!/\p{Nd}/u.test(password)) unmet.push('NUMBER');
  return unmet;
}

export function isValidPassword(password: string): boolean {
  return unmetPasswordRequirements(password).length === 0;
}
