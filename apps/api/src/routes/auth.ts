import { randomUUID } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { unmetPasswordRequirements } from '@pawcall/machines/rules';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { endSession, rotateSession, startSession } from '../auth/sessions';
import { assertLoginAllowed, assertRegisterAllowed, recordAttempt } from '../auth/throttle';
import { REFRESH_COOKIE, clearedRefreshCookie } from '../auth/tokens';
import { sqlState } from '../db/database';
import type { UserRow } from '../domain/rows';
import { toUser } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError, type FieldErrors, addFieldError, failIfAny } from '../http/errors';

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
    if (body.agree_terms !== true) addFieldError(fields, 'agree_terms', 'register.terms');
    if (!fields.email) {
      const [taken] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      if (taken) addFieldError(fields, 'email', 'register.emailTaken');
    }
    failIfAny(fields);

    // Decision: a new client is ACTIVE (the contract has no onboarding calls yet); a new partner
    // is ONBOARDING and unlisted until credentials and availability exist.
    const status = body.type === 'CLIENT' ? 'ACTIVE' : 'ONBOARDING';
    const timezone = validTimeZone(ctx.c.req.header('x-timezone')) ?? 'America/Toronto';
    let user: UserRow | undefined;
    try {
      [user] = await db.query<UserRow>(
        `INSERT INTO users (uuid, type, status, email, password_hash, first_name, last_name, locale, timezone, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
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
};
