import { describe, expect, it } from 'vitest';
import {
  isPasswordChangeAdvised,
  isValidAddress,
  isVerificationCode,
  isWeightOutdated,
  maskEmail,
  missingAddressFields,
  normalisePhone,
  notificationLink,
  petRemovalProblem,
  resendSecondsLeft,
} from './accounts';

const now = new Date('2030-07-15T12:00:00Z');

describe('account rules', () => {
  it('accepts exactly 6 digits as a code', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode(' 123456 ')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });

  it('counts the resend countdown down from 60 seconds', () => {
    expect(resendSecondsLeft(null, now)).toBe(0);
    expect(resendSecondsLeft(new Date(now.getTime() - 15_000), now)).toBe(45);
    expect(resendSecondsLeft(new Date(now.getTime() - 61_000), now)).toBe(0);
  });

  it('advises a password change after 90 days', () => {
    expect(isPasswordChangeAdvised(new Date('2030-04-15T12:00:00Z'), now)).toBe(true);
    expect(isPasswordChangeAdvised(new Date('2030-05-01T12:00:00Z'), now)).toBe(false);
    expect(isPasswordChangeAdvised(null, now)).toBe(false);
  });

  it('judges an address valid only with street, city, province, postal and country', () => {
    expect(
      isValidAddress({ address_1: '1 Main', city: 'Toronto', province: 'ON', postal: 'M5V', country: 'CA' }),
    ).toBe(true);
    expect(missingAddressFields({ address_1: '1 Main', city: ' ', province: 'ON', country: 'CA' })).toEqual([
      'city',
      'postal',
    ]);
    expect(isValidAddress(null)).toBe(false);
  });

  it('flags a weight recorded more than 6 months ago', () => {
    expect(isWeightOutdated('2030-01-14T12:00:00Z', now)).toBe(true);
    expect(isWeightOutdated('2030-01-16T12:00:00Z', now)).toBe(false);
    expect(isWeightOutdated(null, now)).toBe(false);
  });

  it('needs a reason to remove a pet, and text for other', () => {
    expect(petRemovalProblem(null, null)).toBe('REASON_REQUIRED');
    expect(petRemovalProblem('OTHER', ' ')).toBe('NOTE_REQUIRED');
    expect(petRemovalProblem('DECEASED', null)).toBeNull();
  });

  it('normalises phone numbers to E.164 and masks where codes went', () => {
    expect(normalisePhone('1', '(416) 555-0134')).toBe('+14165550134');
    expect(normalisePhone('', '4165550134')).toBeNull();
    expect(normalisePhone('1', '12')).toBeNull();
    expect(maskEmail('olivia@pawcall.test')).toBe('o***@pawcall.test');
  });

  it('links notifications where the spec says', () => {
    expect(notificationLink('PartnerMedicalRecordCompletionRequested', 'X', 'PARTNER')).toBe(
      '/px/appointments/action-needed',
    );
    expect(notificationLink('InquiryReceived', null, 'CLIENT')).toBe('/cx/appointments');
    expect(notificationLink('InquiryReceived', null, 'PARTNER')).toBe('/px/appointments/requests');
    expect(notificationLink('AppointmentBooked', 'PAWV5T8N', 'CLIENT')).toBe('/cx/appointments/PAWV5T8N');
    expect(notificationLink('PayoutRequiresAttention', null, 'PARTNER')).toBe('/px/account/billing');
    expect(notificationLink('NewsNotification', null, 'CLIENT')).toBeNull();
  });
});
