import { isVerificationCode, maskEmail } from '@pawcall/domain';
import { type CodeAttempt, issueCode } from '../auth/codes';
import { send } from '../auth/outbox';
import type { Queryable } from '../db/database';
import { InvalidFields } from '../domain/errors';
import type { UserRow } from '../domain/rows';
import { translate } from '../i18n';

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
