import { randomUUID } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { isCommonPassword, unmetPasswordRequirements } from '@pawcall/machines/rules';
import { issueCode, spendLinkCode } from '../auth/codes';
import { send } from '../auth/outbox';
import { socialProviders, verifySocialToken } from '../auth/social';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, rotateSession, startSession } from '../auth/sessions';
import { assertLoginAllowed, assertRegisterAllowed, recordAttempt } from '../auth/throttle';
import { REFRESH_COOKIE, clearedRefreshCookie } from '../auth/tokens';
import { sqlState } from '../db/database';
import type { UserRow } from '../domain/rows';
import { toUser } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError, type FieldErrors, FailError, addFieldError, failIfAny } from '../http/errors';
import { translate } from '../i18n';
import { sendEmailCodeTo } from './verification';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validTimeZone(value: string | undefined): string | null {
  if (!value) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

export const authHandlers: Handlers = {
  async login(ctx) {
    const body = ctx.body as { email: string; password: string };
    const email = body.email.trim();
    const fields: FieldErrors = {};
    if (email === '') addFieldError(fields, 'email', 'field.email.required');
    if (body.password === '') addFieldError(fields, 'password', 'field.password.required');
    failIfAny(fields);

    const { db } = ctx.deps;
    await assertLoginAllowed(db, email, ctx.ip, ctx.now);
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
    const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash()));
    if (!user || !matches) {
      await recordAttempt(db, { kind: 'login', email, ip: ctx.ip, succeeded: false, now: ctx.now });
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'auth.invalidCredentials');
    }
    await recordAttempt(db, { kind: 'login', email, ip: ctx.ip, succeeded: true, now: ctx.now });
    const session = await startSession(ctx.deps, user, ctx.now);
    return {
      data: {
        access_token: session.accessToken,
        expires_in: session.expiresIn,
        user: await toUser(db, user),
      },
      cookies: [session.cookie],
    };
  },

  async register(ctx) {
    const body = ctx.body as {
      first_name: string;
      last_name: string;
      email: string;
      password: string;
      type: 'CLIENT' | 'PARTNER';
      agree_terms: boolean;
    };
    const { db } = ctx.deps;
    await assertRegisterAllowed(db, ctx.ip, ctx.now);
    await recordAttempt(db, {
      kind: 'register',
      email: body.email,
      ip: ctx.ip,
      succeeded: true,
      now: ctx.now,
    });

    const fields: FieldErrors = {};
    const firstName = body.first_name.trim();
    const lastName = body.last_name.trim();
    const email = body.email.trim();
    if (firstName === '') addFieldError(fields, 'first_name', 'field.first_name.required');
    if (lastName === '') addFieldError(fields, 'last_name', 'field.last_name.required');
    if (email === '') addFieldError(fields, 'email', 'field.email.required');
    else if (!EMAIL_PATTERN.test(email)) addFieldError(fields, 'email', 'field.email.invalid');
    if (body.password === '') addFieldError(fields, 'password', 'field.password.required');
    else
      for (const unmet of unmetPasswordRequirements(body.password))
        addFieldError(fields, 'password', `password.${unmet}`);
    if (!fields.password && isCommonPassword(body.password))
      addFieldError(fields, 'password', 'password.COMMON');
    if (body.agree_terms !== true) addFieldError(fields, 'agree_terms', 'register.terms');
    if (!fields.email) {
      const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      if (taken) addFieldError(fields, 'email', 'register.emailTaken');
    }
    failIfAny(fields);

    // Both start ONBOARDING: a client until email, phone, pet and address are in (client
    // onboarding), a partner until credentials and availability exist (unlisted until then).
    const status = 'ONBOARDING';
    const timezone = validTimeZone(ctx.c.req.header('x-timezone')) ?? 'America/Toronto';
    let user: UserRow | undefined;
    try {
      [user] = await db.query<UserRow>(
        `INSERT INTO users (uuid, type, status, email, password_hash, first_name, last_name, locale, timezone, created_at, password_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING *`,
        [
          randomUUID(),
          body.type,
          status,
          email,
          await hashPassword(body.password),
          firstName,
          lastName,
          ctx.locale,
          timezone,
          ctx.now,
        ],
      );
    } catch (error) {
      // Two registrations with one email racing: the unique index decides.
      if (sqlState(error) === '23505') {
        addFieldError(fields, 'email', 'register.emailTaken');
        failIfAny(fields);
      }
      throw error;
    }
    const created = user as UserRow;
    await sendEmailCodeTo(ctx, created, false);
    const session = await startSession(ctx.deps, created, ctx.now);
    return {
      status: 201,
      data: {
        access_token: session.accessToken,
        expires_in: session.expiresIn,
        user: await toUser(db, created),
      },
      cookies: [session.cookie],
    };
  },

  async refreshSession(ctx) {
    const presented = getCookie(ctx.c, REFRESH_COOKIE);
    const rotated = presented ? await rotateSession(ctx.deps, presented, ctx.now) : null;
    if (!rotated) {
      throw new ApiError(401, 'UNAUTHENTICATED', 'auth.sessionExpired', undefined, {
        'Set-Cookie': clearedRefreshCookie(ctx.deps.cookieSecure),
      });
    }
    return {
      data: {
        access_token: rotated.session.accessToken,
        expires_in: rotated.session.expiresIn,
        user: await toUser(ctx.deps.db, rotated.user),
      },
      cookies: [rotated.session.cookie],
    };
  },

  async logout(ctx) {
    const presented = getCookie(ctx.c, REFRESH_COOKIE);
    if (presented) await endSession(ctx.deps, presented, ctx.now);
    return { data: null, cookies: [clearedRefreshCookie(ctx.deps.cookieSecure)] };
  },

  async requestPasswordReset(ctx) {
    const email = (ctx.body as { email: string }).email.trim();
    if (email === '') throw new FailError({ email: [{ key: 'field.email.required' }] });
    if (!EMAIL_PATTERN.test(email)) throw new FailError({ email: [{ key: 'field.email.invalid' }] });
    const [user] = await ctx.deps.db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    // The answer is the same for an unknown email, so it tells nobody who has an account.
    if (user) {
      const { id, secret } = await issueCode(ctx.deps.db, user.uuid, 'PASSWORD_RESET', user.email, ctx.now, {
        enforceCountdown: false,
      });
      const link = `/auth/reset-password?${new URLSearchParams({ u: id, code: secret })}`;
      await send(
        ctx.deps.db,
        {
          channel: 'EMAIL',
          recipient: user.email,
          subject: translate(user.locale, 'mail.reset.subject'),
          body: translate(user.locale, 'mail.reset.body', { link }),
          link,
        },
        ctx.now,
      );
    }
    return { data: { accepted: true } };
  },

  async resetPassword(ctx) {
    const body = ctx.body as { id: string; code: string; password: string };
    const fields: FieldErrors = {};
    if (body.password === '') addFieldError(fields, 'password', 'field.password.required');
    for (const unmet of unmetPasswordRequirements(body.password))
      addFieldError(fields, 'password', `password.${unmet}`);
    if (!fields.password && isCommonPassword(body.password))
      addFieldError(fields, 'password', 'password.COMMON');
    failIfAny(fields);
    const spent = await spendLinkCode(ctx.deps.db, body.id, 'PASSWORD_RESET', body.code, ctx.now);
    if (!spent) throw new ApiError(410, 'LINK_INVALID', 'link.invalid');
    const [user] = await ctx.deps.db.query<UserRow>(
      `UPDATE users SET password_hash = $2, password_changed_at = $3, requires_password = false, email_verified = true
       WHERE uuid = $1 RETURNING *`,
      [spent.userUuid, await hashPassword(body.password), ctx.now],
    );
    const session = await startSession(ctx.deps, user as UserRow, ctx.now);
    return {
      data: {
        access_token: session.accessToken,
        expires_in: session.expiresIn,
        user: await toUser(ctx.deps.db, user as UserRow),
      },
      cookies: [session.cookie],
    };
  },

  async requestMagicLink(ctx) {
    const email = (ctx.body as { email: string }).email.trim();
    if (email === '') throw new FailError({ email: [{ key: 'field.email.required' }] });
    if (!EMAIL_PATTERN.test(email)) throw new FailError({ email: [{ key: 'field.email.invalid' }] });
    const [user] = await ctx.deps.db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    if (user) {
      const { id, secret } = await issueCode(ctx.deps.db, user.uuid, 'MAGIC_LOGIN', user.email, ctx.now, {
        enforceCountdown: false,
      });
      const link = `/?${new URLSearchParams({ u: id, ml: secret })}`;
      await send(
        ctx.deps.db,
        {
          channel: 'EMAIL',
          recipient: user.email,
          subject: translate(user.locale, 'mail.magic.subject'),
          body: translate(user.locale, 'mail.magic.body', { link }),
          link,
        },
        ctx.now,
      );
    }
    return { data: { accepted: true } };
  },

  async verifyMagicLogin(ctx) {
    const body = ctx.body as { id: string; code: string };
    await assertLoginAllowed(ctx.deps.db, body.id, ctx.ip, ctx.now);
    const spent = await spendLinkCode(ctx.deps.db, body.id, 'MAGIC_LOGIN', body.code, ctx.now);
    if (!spent) {
      await recordAttempt(ctx.deps.db, {
        kind: 'login',
        email: null,
        ip: ctx.ip,
        succeeded: false,
        now: ctx.now,
      });
      throw new ApiError(410, 'LINK_INVALID', 'link.invalid');
    }
    // Opening the emailed link proves the address.
    const [user] = await ctx.deps.db.query<UserRow>(
      'UPDATE users SET email_verified = true WHERE uuid = $1 RETURNING *',
      [spent.userUuid],
    );
    const session = await startSession(ctx.deps, user as UserRow, ctx.now);
    return {
      data: {
        access_token: session.accessToken,
        expires_in: session.expiresIn,
        user: await toUser(ctx.deps.db, user as UserRow),
      },
      cookies: [session.cookie],
    };
  },

  async listSocialProviders() {
    return { data: socialProviders() };
  },

  async socialLogin(ctx) {
    const body = ctx.body as {
      provider_type: 'apple' | 'facebook' | 'google' | 'google-one-tap';
      access_token: string;
      first_name?: string | null;
      last_name?: string | null;
      type?: 'CLIENT' | 'PARTNER';
      agree_terms?: boolean;
    };
    const identity = await verifySocialToken(body.provider_type, body.access_token);
    const { db } = ctx.deps;
    let [user] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
      identity.email,
    ]);
    if (!user) {
      if (body.agree_terms !== true) throw new FailError({ agree_terms: [{ key: 'register.terms' }] });
      await assertRegisterAllowed(db, ctx.ip, ctx.now);
      [user] = await db.query<UserRow>(
        `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, locale, timezone, created_at, requires_password)
         VALUES ($1, $2, 'ONBOARDING', $3, true, '', $4, $5, $6, $7, $8, true) RETURNING *`,
        [
          randomUUID(),
          body.type ?? 'CLIENT',
          identity.email,
          identity.firstName ?? body.first_name ?? '',
          identity.lastName ?? body.last_name ?? '',
          ctx.locale,
          validTimeZone(ctx.c.req.header('x-timezone')) ?? 'America/Toronto',
          ctx.now,
        ],
      );
    }
    const session = await startSession(ctx.deps, user as UserRow, ctx.now);
    return {
      data: {
        access_token: session.accessToken,
        expires_in: session.expiresIn,
        user: await toUser(db, user as UserRow),
      },
      cookies: [session.cookie],
    };
  },

  async getSsoOrganization(ctx) {
    const [organization] = await ctx.deps.db.query<{ slug: string; name: string; sign_in_url: string }>(
      'SELECT slug, name, sign_in_url FROM sso_organizations WHERE slug = $1',
      [ctx.params.organization],
    );
    if (!organization) throw new ApiError(404, 'SSO_NOT_FOUND', 'sso.notFound');
    return { data: organization };
  },
};
