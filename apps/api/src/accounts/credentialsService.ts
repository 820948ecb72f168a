import type { V1Operations } from '@pawcall/api-client/types';
import { isValidEmail, maskEmail, sameEmail } from '@pawcall/domain';
import { issueCode, spendLatestCode } from '../auth/codes';
import { revokeOtherIdentities } from '../auth/identity';
import { send } from '../auth/outbox';
import { hashPassword, newPasswordProblems, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { assertCurrentPasswordAllowed, recordAttempt } from '../auth/throttle';
import { type Queryable, sqlState } from '../db/database';
import { addFieldError, type FieldErrors, failIfAny, InvalidFields } from '../domain/errors';
import type { UserRow } from '../domain/rows';
import { translate } from '../i18n';
import * as accounts from './repository';
import { checkCodeFormat, failedCode } from './service';

/**
 * What signs a signed-in user in: changing the email (by a code sent to the new address) and the
 * password (with the current one, unless the account has none yet).
 */

type PasswordChange = V1Operations['changePassword']['requestBody']['content']['application/json'];

/** Sends a code to the new address; the address changes when the code comes back. */
export async function requestEmailChange(db: Queryable, user: UserRow, rawEmail: string, now: Date) {
  const email = rawEmail.trim();
  if (email === '') throw new InvalidFields({ email: [{ key: 'field.email.required' }] });
  if (!isValidEmail(email)) throw new InvalidFields({ email: [{ key: 'field.email.invalid' }] });
  if (sameEmail(email, user.email)) throw new InvalidFields({ email: [{ key: 'emailChange.same' }] });
  if (await accounts.emailTakenByAnother(db, email, user.uuid))
    throw new InvalidFields({ email: [{ key: 'emailChange.taken' }] });
  // The resend countdown guards one address; a corrected typo may go out at once.
  const last = await accounts.lastEmailChangeTarget(db, user.uuid);
  const { secret, resendIn } = await issueCode(db, user.uuid, 'EMAIL_CHANGE', email, now, {
    enforceCountdown: last !== undefined ? sameEmail(last, email) : true,
  });
  await send(
    db,
    {
      channel: 'EMAIL',
      recipient: email,
      subject: translate(user.locale, 'mail.emailChange.subject'),
      body: translate(user.locale, 'mail.emailChange.body', { code: secret }),
      code: secret,
    },
    now,
  );
  return { sent_to: maskEmail(email), resend_in: resendIn };
}

/** The code proves the new address, so it is verified from the start; the old address hears of the change. */
export async function confirmEmailChange(
  db: Queryable,
  user: UserRow,
  code: string,
  now: Date,
): Promise<UserRow> {
  checkCodeFormat(code);
  const spent = await spendLatestCode(db, user.uuid, 'EMAIL_CHANGE', code, now);
  if (spent.result !== 'MATCHED') throw failedCode(spent);
  const taken = new InvalidFields({ code: [{ key: 'emailChange.taken' }] });
  if (await accounts.emailTakenByAnother(db, spent.target, user.uuid)) throw taken;
  let changed: UserRow;
  try {
    changed = await accounts.setVerifiedEmail(db, user.uuid, spent.target);
  } catch (error) {
    // Another account took the address between the check and the change.
    if (sqlState(error) === '23505') throw taken;
    throw error;
  }
  // In case the change was not its owner's doing.
  await send(
    db,
    {
      channel: 'EMAIL',
      recipient: user.email,
      subject: translate(user.locale, 'mail.emailChanged.subject'),
      body: translate(user.locale, 'mail.emailChanged.body', { email: spent.target }),
    },
    now,
  );
  return changed;
}

/** The request a password change keeps signed in: its session and browser identity. */
export interface ChangingDevice {
  ip: string;
  sessionId: string | null;
  identity: string | null;
  now: Date;
}

/** A new password signs every other device out; the one changing it stays signed in. */
export async function changePassword(
  db: Queryable,
  user: UserRow,
  input: PasswordChange,
  device: ChangingDevice,
) {
  const { now } = device;
  const fields: FieldErrors = {};
  if (!user.requires_password) {
    if (input.current_password === '') addFieldError(fields, 'current_password', 'field.password.required');
    else {
      // Whoever holds a stolen access token must not get unlimited guesses at the password.
      await assertCurrentPasswordAllowed(db, user.uuid, now);
      const matches = await verifyPassword(input.current_password, user.password_hash);
      await recordAttempt(db, {
        kind: 'current_password',
        email: null,
        ip: device.ip,
        succeeded: matches,
        now,
        userUuid: user.uuid,
      });
      if (!matches) addFieldError(fields, 'current_password', 'password.currentIncorrect');
    }
  }
  for (const problem of newPasswordProblems(input.password)) addFieldError(fields, 'password', problem);
  failIfAny(fields);
  await accounts.changePassword(db, user.uuid, await hashPassword(input.password), now);
  await revokeOtherSessions(db, user.uuid, device.sessionId, now);
  await revokeOtherIdentities(db, user.uuid, device.identity, now);
  return { password_changed_at: now.toISOString() };
}
