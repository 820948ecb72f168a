import { queryRow } from '../db/database';
import { birthdayProblem, GENDERS, isValidEmail, maskEmail, sameEmail } from '@pawcall/domain';
import { issueCode, spendLatestCode } from '../auth/codes';
import { send } from '../auth/outbox';
import type { UserRow } from '../domain/rows';
import { toUser } from '../domain/serialize';
import type { Handlers, RequestContext } from '../http/bind';
import { addFieldError, type FieldErrors, FailError, failIfAny } from '../http/errors';
import { translate } from '../i18n';
import { requireClient, signedIn } from '../http/guards';
import { checkCodeFormat, failedCode } from '../accounts/service';

async function reload(ctx: RequestContext, uuid: string): Promise<UserRow> {
  const row = await queryRow<UserRow>(ctx.deps.db, 'SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

/** Today (YYYY-MM-DD) where the user lives: a birthday "in the future" is judged in their time zone. */
function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

async function emailTakenByAnother(ctx: RequestContext, email: string, userUuid: string): Promise<boolean> {
  const rows = await ctx.deps.db.query(
    'SELECT 1 FROM users WHERE lower(email) = lower($1) AND uuid <> $2 LIMIT 1',
    [email, userUuid],
  );
  return rows.length > 0;
}

function isUniqueViolation(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'code' in error && error.code === '23505');
}

interface ChatSettingsRow {
  chat_widget_enabled: boolean;
  chat_sound_enabled: boolean;
  chat_transcript_by_email: boolean;
}

function toChatSettings(row: ChatSettingsRow | undefined) {
  return {
    widget_enabled: row?.chat_widget_enabled ?? true,
    sound_enabled: row?.chat_sound_enabled ?? true,
    transcript_by_email: row?.chat_transcript_by_email ?? false,
  };
}

/**
 * Account settings (issue 4): the profile's names, gender and birthday; changing the email by a
 * code sent to the new address; removing the photo; reading communication preferences; the chat
 * widget's preferences.
 */
export const accountSettingsHandlers = {
  async updateProfile(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    const fields: FieldErrors = {};
    if (body.first_name.trim() === '') addFieldError(fields, 'first_name', 'field.first_name.required');
    if (body.last_name.trim() === '') addFieldError(fields, 'last_name', 'field.last_name.required');
    // "Profile completeness: first name, last name, gender": the form asks for all three.
    if (body.gender == null || !(GENDERS as readonly string[]).includes(body.gender))
      addFieldError(fields, 'gender', 'profile.gender.required');
    const birthday = body.birthday_on?.trim() || null;
    const problem = birthdayProblem(birthday, todayIn(user.timezone, ctx.now));
    if (problem === 'INVALID') addFieldError(fields, 'birthday_on', 'profile.birthday.invalid');
    if (problem === 'FUTURE') addFieldError(fields, 'birthday_on', 'profile.birthday.future');
    failIfAny(fields);
    await ctx.deps.db.query(
      'UPDATE users SET first_name = $2, last_name = $3, gender = $4, birthday_on = $5 WHERE uuid = $1',
      [user.uuid, body.first_name.trim(), body.last_name.trim(), body.gender, birthday],
    );
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async requestEmailChange(ctx) {
    const user = signedIn(ctx);
    const email = ctx.body.email.trim();
    if (email === '') throw new FailError({ email: [{ key: 'field.email.required' }] });
    if (!isValidEmail(email)) throw new FailError({ email: [{ key: 'field.email.invalid' }] });
    if (sameEmail(email, user.email)) throw new FailError({ email: [{ key: 'emailChange.same' }] });
    if (await emailTakenByAnother(ctx, email, user.uuid))
      throw new FailError({ email: [{ key: 'emailChange.taken' }] });
    // The resend countdown guards one address; a corrected typo may go out at once.
    const [last] = await ctx.deps.db.query<{ target: string }>(
      `SELECT target FROM one_time_codes WHERE user_uuid = $1 AND purpose = 'EMAIL_CHANGE'
       ORDER BY created_at DESC LIMIT 1`,
      [user.uuid],
    );
    const { secret, resendIn } = await issueCode(ctx.deps.db, user.uuid, 'EMAIL_CHANGE', email, ctx.now, {
      enforceCountdown: last ? sameEmail(last.target, email) : true,
    });
    await send(
      ctx.deps.db,
      {
        channel: 'EMAIL',
        recipient: email,
        subject: translate(user.locale, 'mail.emailChange.subject'),
        body: translate(user.locale, 'mail.emailChange.body', { code: secret }),
        code: secret,
      },
      ctx.now,
    );
    return { data: { sent_to: maskEmail(email), resend_in: resendIn } };
  },

  async verifyEmailChange(ctx) {
    const user = signedIn(ctx);
    const { code } = ctx.body;
    checkCodeFormat(code);
    const spent = await spendLatestCode(ctx.deps.db, user.uuid, 'EMAIL_CHANGE', code, ctx.now);
    if (spent.result !== 'MATCHED') throw failedCode(spent);
    if (await emailTakenByAnother(ctx, spent.target, user.uuid))
      throw new FailError({ code: [{ key: 'emailChange.taken' }] });
    try {
      // The code proves the new address, so it is verified from the start.
      await ctx.deps.db.query('UPDATE users SET email = $2, email_verified = true WHERE uuid = $1', [
        user.uuid,
        spent.target,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new FailError({ code: [{ key: 'emailChange.taken' }] });
      throw error;
    }
    // The old address hears of the change, in case it was not its owner's doing.
    await send(
      ctx.deps.db,
      {
        channel: 'EMAIL',
        recipient: user.email,
        subject: translate(user.locale, 'mail.emailChanged.subject'),
        body: translate(user.locale, 'mail.emailChanged.body', { email: spent.target }),
      },
      ctx.now,
    );
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async removeProfilePhoto(ctx) {
    const user = signedIn(ctx);
    await ctx.deps.db.query('UPDATE users SET photo_url = NULL WHERE uuid = $1', [user.uuid]);
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async getCommunicationPreferences(ctx) {
    const user = requireClient(ctx);
    return {
      data: {
        email_marketing: user.email_marketing ?? true,
        sms_reminders: user.sms_reminders ?? true,
        email_reminders: user.email_reminders ?? true,
      },
    };
  },

  async getChatSettings(ctx) {
    const user = requireClient(ctx);
    return { data: toChatSettings(user as UserRow & ChatSettingsRow) };
  },

  async updateChatSettings(ctx) {
    const user = requireClient(ctx);
    const { body } = ctx;
    const [row] = await ctx.deps.db.query<ChatSettingsRow>(
      `UPDATE users SET chat_widget_enabled = COALESCE($2, chat_widget_enabled),
         chat_sound_enabled = COALESCE($3, chat_sound_enabled),
         chat_transcript_by_email = COALESCE($4, chat_transcript_by_email)
       WHERE uuid = $1 RETURNING chat_widget_enabled, chat_sound_enabled, chat_transcript_by_email`,
      [user.uuid, body.widget_enabled ?? null, body.sound_enabled ?? null, body.transcript_by_email ?? null],
    );
    return { data: toChatSettings(row) };
  },
} satisfies Handlers;
