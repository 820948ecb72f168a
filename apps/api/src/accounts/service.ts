import type { V1Operations } from '@pawcall/api-client/types';
import { isVerificationCode, maskEmail, maskPhone, normalisePhone } from '@pawcall/domain';
import { type CodeAttempt, issueCode, spendLatestCode } from '../auth/codes';
import { send } from '../auth/outbox';
import type { Queryable } from '../db/database';
import { addFieldError, conflict, type FieldErrors, failIfAny, InvalidFields } from '../domain/errors';
import type { UserRow } from '../domain/rows';
import { translate } from '../i18n';
import * as accounts from './repository';

/**
 * The codes that prove an account's address and phone number: sent by email, text or call, and
 * spent by the code the person types.
 */

type PhoneInput = V1Operations['updatePhone']['requestBody']['content']['application/json'];
type PhoneChannel = 'SMS' | 'CALL';

/** Emails a fresh 6-digit code to the user's address. */
export async function sendEmailCodeTo(db: Queryable, user: UserRow, now: Date, enforceCountdown = true) {
  const { secret, resendIn } = await issueCode(db, user.uuid, 'EMAIL', user.email, now, {
    enforceCountdown,
  });
  await send(
    db,
    {
      channel: 'EMAIL',
      recipient: user.email,
      subject: translate(user.locale, 'mail.emailCode.subject'),
      body: translate(user.locale, 'mail.emailCode.body', { code: secret }),
      code: secret,
    },
    now,
  );
  return { sent_to: maskEmail(user.email), resend_in: resendIn };
}

/**
 * The code as typed, refused before it is tried when it is not 6 digits: a typo must not spend the
 * live code (malformed input, with the field's message).
 */
export function checkCodeFormat(code: string): void {
  if (code.trim() === '') throw new InvalidFields({ code: [{ key: 'code.required' }] });
  if (!isVerificationCode(code)) throw new InvalidFields({ code: [{ key: 'code.format' }] }, true);
}

/**
 * A failed attempt's message: a wrong live code "was incorrect"; with no live code (spent by an
 * earlier attempt, expired) or a code sent to another address, the code is "incorrect or no longer
 * valid" and only a new one helps.
 */
export function failedCode(attempt: CodeAttempt): InvalidFields {
  return new InvalidFields({
    code: [{ key: attempt.result === 'WRONG' ? 'code.incorrect' : 'code.noLongerValid' }],
  });
}

/** The code proves the address it was sent to; an email changed since then is not verified by it. */
export async function verifyEmail(db: Queryable, user: UserRow, code: string, now: Date): Promise<UserRow> {
  checkCodeFormat(code);
  const attempt = await spendLatestCode(db, user.uuid, 'EMAIL', code, now);
  if (attempt.result !== 'MATCHED' || attempt.target.toLowerCase() !== user.email.toLowerCase())
    throw failedCode(attempt);
  return accounts.markEmailVerified(db, user.uuid);
}

/** A new phone code, texted or read out by a call (the same countdown and cap: one PHONE purpose). */
async function sendPhoneCodeTo(
  db: Queryable,
  user: UserRow,
  phone: string,
  channel: PhoneChannel,
  now: Date,
) {
  const { secret, resendIn } = await issueCode(db, user.uuid, 'PHONE', phone, now);
  const kind = channel === 'CALL' ? 'call' : 'sms';
  await send(
    db,
    {
      channel,
      recipient: phone,
      subject: translate(user.locale, `${kind}.phoneCode.subject`),
      body: translate(user.locale, `${kind}.phoneCode.body`, {
        code: secret,
        digits: secret.split('').join(' '),
      }),
      code: secret,
    },
    now,
  );
  return { sent_to: maskPhone(phone), resend_in: resendIn };
}

/** Sets the phone number (unverified until its code comes back, unless it is the verified one already) and texts a code. */
export async function changePhone(db: Queryable, user: UserRow, input: PhoneInput, now: Date) {
  const fields: FieldErrors = {};
  if (input.country_code.trim() === '') addFieldError(fields, 'country_code', 'phone.countryCode.required');
  if (input.phone_number.trim() === '') addFieldError(fields, 'phone_number', 'phone.number.required');
  failIfAny(fields);
  const phone = normalisePhone(input.country_code, input.phone_number);
  if (!phone) throw new InvalidFields({ phone_number: [{ key: 'phone.invalid' }] });
  if (phone !== user.phone_number || !user.phone_verified) await accounts.setPhone(db, user.uuid, phone);
  return sendPhoneCodeTo(db, user, phone, 'SMS', now);
}

/** Another code for the number on file, by text or by call. */
export async function resendPhoneCode(
  db: Queryable,
  user: UserRow,
  channel: PhoneChannel | undefined,
  now: Date,
) {
  if (!user.phone_number) throw new InvalidFields({ phone_number: [{ key: 'phone.number.required' }] });
  return sendPhoneCodeTo(db, user, user.phone_number, channel ?? 'SMS', now);
}

/** The code proves the number it was sent to, when that is still the number on file. */
export async function verifyPhone(db: Queryable, user: UserRow, code: string, now: Date): Promise<UserRow> {
  checkCodeFormat(code);
  if (!user.phone_number) throw conflict('ONBOARDING_INCOMPLETE', 'phone.number.required');
  const attempt = await spendLatestCode(db, user.uuid, 'PHONE', code, now);
  if (attempt.result !== 'MATCHED' || attempt.target !== user.phone_number) throw failedCode(attempt);
  return accounts.markPhoneVerified(db, user.uuid);
}
