/**
 * Account rules shared by the web app and the API server (spec part 1, section 3; part 2,
 * sections 5 and 9). Rules return codes; the app translates them.
 */

/** "Verification code: 6 digits, a single attempt per code." */
export const VERIFICATION_CODE_LENGTH = 6;
/**
 * Seconds before another code can be asked for (the spec shows a resend countdown but not its
 * length; one minute is our decision, applied by the server and counted down by the screens).
 */
export const RESEND_CODE_SECONDS = 60;
/** A code or a link stays valid this long. */
export const CODE_TTL_MINUTES = 15;
/** "Password change advised every 90 days." */
export const PASSWORD_CHANGE_ADVICE_DAYS = 90;
/** "Pet weight outdated after 6 months." */
export const WEIGHT_OUTDATED_MONTHS = 6;
/** "Up to 5 pet photos." */
export const MAX_PET_PHOTOS = 5;

export function isVerificationCode(value: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value.trim());
}

/** Seconds until a new code may be sent, counted from when the last one was. */
export function resendSecondsLeft(lastSentAt: Date | string | null, now: Date): number {
  if (lastSentAt == null) return 0;
  const sent = typeof lastSentAt === 'string' ? new Date(lastSentAt) : lastSentAt;
  const left = Math.ceil((sent.getTime() + RESEND_CODE_SECONDS * 1000 - now.getTime()) / 1000);
  return Math.max(0, Math.min(RESEND_CODE_SECONDS, left));
}

/** "Change advised every 90 days": true when the password is older than that (or its age is unknown). */
export function isPasswordChangeAdvised(
  passwordChangedAt: Date | string | null | undefined,
  now: Date,
): boolean {
  if (passwordChangedAt == null) return false;
  const changed = typeof passwordChangedAt === 'string' ? new Date(passwordChangedAt) : passwordChangedAt;
  return now.getTime() - changed.getTime() > PASSWORD_CHANGE_ADVICE_DAYS * 86_400_000;
}

export interface AddressFields {
  address_1?: string | null;
  address_2?: string | null;
  city?: string | null;
  postal?: string | null;
  province?: string | null;
  country?: string | null;
}
export const REQUIRED_ADDRESS_FIELDS = ['address_1', 'city', 'province', 'postal', 'country'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** "Valid only if address_1, city, province, postal and country are all present": the ones missing. */
export function missingAddressFields(address: AddressFields | null | undefined): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => !address?.[field]?.trim());
}

export function isValidAddress(address: AddressFields | null | undefined): boolean {
  return address != null && missingAddressFields(address).length === 0;
}

/** "A weight recorded more than 6 months ago is outdated." */
export function isWeightOutdated(recordedAt: Date | string | null | undefined, now: Date): boolean {
  if (recordedAt == null) return false;
  const recorded = typeof recordedAt === 'string' ? new Date(recordedAt) : recordedAt;
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - WEIGHT_OUTDATED_MONTHS);
  return recorded.getTime() < limit.getTime();
}

/** Pet removal reasons ("deceased, gave away, lost, other with free text"). */
export const PET_REMOVAL_REASONS = ['DECEASED', 'GAVE_AWAY', 'LOST', 'OTHER'] as const;
export type PetRemovalReason = (typeof PET_REMOVAL_REASONS)[number];

/** Other needs its free text. */
export function petRemovalProblem(
  reason: PetRemovalReason | null | undefined,
  note: string | null | undefined,
): 'REASON_REQUIRED' | 'NOTE_REQUIRED' | null {
  if (!reason) return 'REASON_REQUIRED';
  if (reason === 'OTHER' && !note?.trim()) return 'NOTE_REQUIRED';
  return null;
}

/** A phone number as E.164 (+ and 8-15 digits), or null when it cannot be one. */
export function normalisePhone(countryCode: string, phoneNumber: string): string | null {
  const code = countryCode.replace(/\D/g, '');
  const number = phoneNumber.replace(/\D/g, '');
  if (code.length === 0 || code.length > 3 || number.length < 6) return null;
  const full = `${code}${number}`;
  if (full.length < 8 || full.length > 15) return null;
  return `+${full}`;
}

/** "j***@example.com" and "+1 ••• ••• 4567": where a code went, without printing all of it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
export function maskPhone(phone: string): string {
  return `${phone.slice(0, phone.length - 4).replace(/\d/g, '•')}${phone.slice(-4)}`;
}

export type NotificationType =
  | 'AppointmentBooked'
  | 'AppointmentCancelled'
  | 'AppointmentIncomplete'
  | 'AppointmentReminder'
  | 'FollowUpRequested'
  | 'InquiryReceived'
  | 'PartnerMedicalRecordCompletionRequested'
  | 'PartnerReviewed'
  | 'PayoutRequiresAttention'
  | 'NewsNotification';

/**
 * "Notification links: action-needed medical records to /appointments/action-needed; inquiries
 * to /appointments (client) or /appointments/requests (vet); appointment notifications to
 * /appointments/{resource}; payout attention to /account/billing." Prefixed with the user's
 * area (cx or px). News and reviews open nothing.
 */
export function notificationLink(
  type: NotificationType,
  resourceId: string | null | undefined,
  userType: 'CLIENT' | 'PARTNER',
): string | null {
  const area = userType === 'PARTNER' ? '/px' : '/cx';
  switch (type) {
    case 'PartnerMedicalRecordCompletionRequested':
      return `${area}/appointments/action-needed`;
    case 'InquiryReceived':
      return userType === 'PARTNER' ? `${area}/appointments/requests` : `${area}/appointments`;
    case 'AppointmentBooked':
    case 'AppointmentCancelled':
    case 'AppointmentIncomplete':
    case 'AppointmentReminder':
    case 'FollowUpRequested':
      return resourceId ? `${area}/appointments/${resourceId}` : `${area}/appointments`;
    case 'PayoutRequiresAttention':
      return `${area}/account/billing`;
    case 'PartnerReviewed':
    case 'NewsNotification':
      return null;
  }
}
