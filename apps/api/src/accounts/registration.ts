import type { components, V1Operations } from '@pawcall/api-client/types';
import { isValidEmail, isVerificationCode, maskEmail, RESEND_CODE_SECONDS } from '@pawcall/domain';
import { CODE_WINDOW_MINUTES, CODES_PER_WINDOW, newSixDigitCode } from '../auth/codes';
import { send } from '../auth/outbox';
import { hashPassword, newPasswordProblems } from '../auth/passwords';
import { assertRegisterAllowed, recordAttempt } from '../auth/throttle';
import { type Queryable, sqlState } from '../db/database';
import { addFieldError, type FieldErrors, failIfAny, InvalidFields, throttled } from '../domain/errors';
import { linkReferredFriend } from '../domain/referrals';
import type { UserRow } from '../domain/rows';
import { type Locale, translate } from '../i18n';
import { failedCode } from './service';
import { codesSentSince, spendCode, storeCode } from './registrationCodeRepository';
import { findUserByEmail, insertRegisteredUser } from './repository';

/**
 * Sign-up in two steps, so that it tells nobody who has an account (NIST SP 800-63B: no account
 * enumeration): the address proves itself first with a code, then the account is made.
 *
 * sendRegistrationCode answers the same for every address. A new address gets a code; an address
 * with an account gets, instead, the notice that "an account with this email already exists" with
 * the way to reset its password, which only its owner reads. Both store a code (the second one is
 * never sent), so throttles, resends and wrong attempts behave alike. register then needs the code,
 * so the only caller who can learn an address is taken is the address's owner.
 */

type CodeSent = components['schemas']['CodeSent'];
type Registration = V1Operations['register']['requestBody']['content']['application/json'];

/** Where the notice to an existing account sends its owner (the forgot-password page). */
const RESET_PATH = '/auth/forgot-password';

function emailProblems(email: string): FieldErrors {
  const fields: FieldErrors = {};
  if (email === '') addFieldError(fields, 'email', 'field.email.required');
  else if (!isValidEmail(email)) addFieldError(fields, 'email', 'field.email.invalid');
  return fields;
}

export async function sendRegistrationCode(
  db: Queryable,
  rawEmail: string,
  request: { locale: Locale; ip: string; now: Date },
): Promise<CodeSent> {
  const email = rawEmail.trim();
  const { now } = request;
  failIfAny(emailProblems(email));
  await assertRegisterAllowed(db, request.ip, now);
  // So that asking again and again cannot send mail without end, whoever the address belongs to.
  const windowMs = CODE_WINDOW_MINUTES * 60_000;
  const sent = await codesSentSince(db, email, new Date(now.getTime() - windowMs), CODES_PER_WINDOW);
  const oldest = sent[CODES_PER_WINDOW - 1];
  if (oldest) {
    const seconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
    throw throttled('CODE_RESEND_TOO_SOON', 'code.resendTooSoon', { seconds }, seconds);
  }
  await recordAttempt(db, { kind: 'register', email, ip: request.ip, succeeded: true, now });

  const secret = newSixDigitCode();
  await storeCode(db, email, secret, now);
  const account = await findUserByEmail(db, email);
  if (account) {
    await send(
      db,
      {
        channel: 'EMAIL',
        recipient: account.email,
        subject: translate(account.locale, 'mail.accountExists.subject'),
        body: translate(account.locale, 'mail.accountExists.body', { link: RESET_PATH }),
        link: RESET_PATH,
      },
      now,
    );
  } else {
    await send(
      db,
      {
        channel: 'EMAIL',
        recipient: email,
        subject: translate(request.locale, 'mail.registrationCode.subject'),
        body: translate(request.locale, 'mail.registrationCode.body', { code: secret }),
        code: secret,
      },
      now,
    );
  }
  return { sent_to: maskEmail(email), resend_in: RESEND_CODE_SECONDS };
}

/**
 * Makes the account once every field is right and then the code matches: a field to correct does
 * not spend the code, so the person fixes it and sends again with the same code. The address is
 * verified by the code, so onboarding does not ask for it again.
 */
export async function register(
  db: Queryable,
  input: Registration,
  request: { locale: Locale; timeZone: string; now: Date },
): Promise<UserRow> {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  const email = input.email.trim();
  const fields = emailProblems(email);
  if (firstName === '') addFieldError(fields, 'first_name', 'field.first_name.required');
  if (lastName === '') addFieldError(fields, 'last_name', 'field.last_name.required');
  for (const problem of newPasswordProblems(input.password)) addFieldError(fields, 'password', problem);
  if (input.agree_terms !== true) addFieldError(fields, 'agree_terms', 'register.terms');
  if (input.code.trim() === '') addFieldError(fields, 'code', 'code.required');
  else if (!isVerificationCode(input.code)) addFieldError(fields, 'code', 'code.format');
  failIfAny(fields);

  const attempt = await spendCode(db, email, input.code, request.now);
  if (attempt.result !== 'MATCHED') throw failedCode(attempt);

  // Both start ONBOARDING: a client until phone, pet and address are in (client onboarding), a
  // partner until credentials and availability exist (unlisted until then).
  let created: UserRow;
  try {
    created = await insertRegisteredUser(db, {
      type: input.type,
      email,
      passwordHash: await hashPassword(input.password),
      firstName,
      lastName,
      locale: request.locale,
      timeZone: request.timeZone,
      now: request.now,
    });
  } catch (error) {
    // The code proved the address, so saying it is taken tells only its owner (two sign-ups racing).
    if (sqlState(error) === '23505') throw new InvalidFields({ email: [{ key: 'register.emailTaken' }] });
    throw error;
  }
  await linkReferredFriend(db, created);
  return created;
}
