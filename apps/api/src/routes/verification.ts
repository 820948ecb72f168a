import { queryRow } from '../db/database';
import { randomUUID } from 'node:crypto';
import { maskPhone, normalisePhone } from '@pawcall/domain';
import { issueCode, spendLatestCode } from '../auth/codes';
import { send } from '../auth/outbox';
import type { UserRow } from '../domain/rows';
import { toUser } from '../domain/serialize';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { translate } from '../i18n';
import { checkCodeFormat, failedCode, sendEmailCodeTo } from '../accounts/service';
import { signedIn } from '../http/guards';

/** A new phone code, texted or read out by a call (the same countdown and cap: one PHONE purpose). */
async function sendPhoneCodeTo(
  ctx: RequestContext,
  user: UserRow,
  phone: string,
  channel: 'SMS' | 'CALL' = 'SMS',
) {
  const { secret, resendIn } = await issueCode(ctx.deps.db, user.uuid, 'PHONE', phone, ctx.now);
  const kind = channel === 'CALL' ? 'call' : 'sms';
  await send(
    ctx.deps.db,
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
    ctx.now,
  );
  return { sent_to: maskPhone(phone), resend_in: resendIn };
}

async function reload(ctx: RequestContext, uuid: string): Promise<UserRow> {
  const row = await queryRow<UserRow>(ctx.deps.db, 'SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

export const verificationHandlers = {
  async sendEmailCode(ctx) {
    return { data: await sendEmailCodeTo(ctx.deps.db, signedIn(ctx), ctx.now) };
  },

  async verifyEmail(ctx) {
    const user = signedIn(ctx);
    const { code } = ctx.body;
    checkCodeFormat(code);
    const attempt = await spendLatestCode(ctx.deps.db, user.uuid, 'EMAIL', code, ctx.now);
    // A code proves the address it was sent to; an email changed since then is not verified by it.
    if (attempt.result !== 'MATCHED' || attempt.target.toLowerCase() !== user.email.toLowerCase())
      throw failedCode(attempt);
    await ctx.deps.db.query('UPDATE users SET email_verified = true WHERE uuid = $1', [user.uuid]);
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async updatePhone(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    const fields: Record<
      string,
      { key: 'phone.countryCode.required' | 'phone.number.required' | 'phone.invalid' }[]
    > = {};
    if (body.country_code.trim() === '') fields.country_code = [{ key: 'phone.countryCode.required' }];
    if (body.phone_number.trim() === '') fields.phone_number = [{ key: 'phone.number.required' }];
    if (Object.keys(fields).length > 0) throw new FailError(fields);
    const phone = normalisePhone(body.country_code, body.phone_number);
    if (!phone) throw new FailError({ phone_number: [{ key: 'phone.invalid' }] });
    if (phone !== user.phone_number || !user.phone_verified) {
      await ctx.deps.db.query(
        'UPDATE users SET phone_uuid = $2, phone_number = $3, phone_verified = false WHERE uuid = $1',
        [user.uuid, randomUUID(), phone],
      );
    }
    return { data: await sendPhoneCodeTo(ctx, user, phone) };
  },

  async sendPhoneCode(ctx) {
    const user = signedIn(ctx);
    const { channel } = (ctx.body ?? {}) as { channel?: 'SMS' | 'CALL' };
    if (!user.phone_number) throw new FailError({ phone_number: [{ key: 'phone.number.required' }] });
    return { data: await sendPhoneCodeTo(ctx, user, user.phone_number, channel) };
  },

  async verifyPhone(ctx) {
    const user = signedIn(ctx);
    const { code } = ctx.body;
    checkCodeFormat(code);
    if (!user.phone_number) throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'phone.number.required');
    const attempt = await spendLatestCode(ctx.deps.db, user.uuid, 'PHONE', code, ctx.now);
    if (attempt.result !== 'MATCHED' || attempt.target !== user.phone_number) throw failedCode(attempt);
    await ctx.deps.db.query('UPDATE users SET phone_verified = true WHERE uuid = $1', [user.uuid]);
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },
} satisfies Handlers;
