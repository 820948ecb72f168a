import { type PasswordRequirement, unmetPasswordRequirements } from '@pawcall/domain';
import type { MessageId } from '../../i18n/messages';

/** The same shape check the server applies: something@something.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const PASSWORD_REQUIREMENT_MESSAGES: Record<PasswordRequirement, MessageId> = {
  MIN_LENGTH: 'auth.password.minLength',
  MAX_LENGTH: 'auth.password.maxLength',
};

export function passwordProblems(password: string): MessageId[] {
  return unmetPasswordRequirements(password).map((requirement) => PASSWORD_REQUIREMENT_MESSAGES[requirement]);
}
