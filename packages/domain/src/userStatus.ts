/** User statuses and who may book (spec part 1, sections 3, 4 and 6). */
export const USER_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'ONBOARDING',
  'VERIFICATION',
  'VERIFICATION_FAILED',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export type UserType = 'CLIENT' | 'PARTNER';

/** '"active" unless VERIFICATION_FAILED or INACTIVE': onboarding and verifying users count as active. */
export function isActiveStatus(status: UserStatus): boolean {
  return status !== 'VERIFICATION_FAILED' && status !== 'INACTIVE';
}

/**
 * "Inactive client cannot book"; "A partner account cannot check out". Anyone else (guests) must
 * sign in as a client first, so they cannot book either.
 */
export function canBook(user: { type: UserType; status: UserStatus } | null | undefined): boolean {
  if (user == null) return false;
  if (user.type !== 'CLIENT') return false;
  return isActiveStatus(user.status);
}
