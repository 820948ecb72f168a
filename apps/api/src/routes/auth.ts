import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultPathFor, postLoginPath, safeRedirect } from '@pawcall/domain';
import { issueCode, spendLinkCode } from '../auth/codes';
import { IDENTITY_COOKIE, issueIdentity, revokeEverywhere, revokeIdentity } from '../auth/identity';
import {
  authorizePath,
  beginSignIn,
  callbackPath,
  completeSignIn,
  findOrganization,
  isConfigured,
  SsoExchangeError,
  spendState,
} from '../auth/oidc';
import { send } from '../auth/outbox';
import { socialProviders, verifySocialToken } from '../auth/social';
import { decoyPasswordHash, hashPassword, newPasswordProblems, verifyPassword } from '../auth/passwords';
import { endSession, type IssuedSession, rotateSession, startSession } from '../auth/sessions';
import {
  assertEmailLinkAllowed,
  assertLoginAllowed,
  assertRegisterAllowed,
  recordAttempt,
} from '../auth/throttle';
import { REFRESH_COOKIE, clearedRefreshCookie } from '../auth/tokens';
import { type Queryable, queryRow, sqlState } from '../db/database';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/rows';
import { linkReferredFriend } from '../domain/referrals';
import { toUser } from '../domain/serialize';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, type FieldErrors, FailError, addFieldError, failIfAny } from '../http/errors';
import { translate } from '../i18n';
import { sendEmailCodeTo } from '../accounts/service';

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

/**
 * Every sign-in answers the same way: the session, the user, and where the user lands by the
 * landing rule of @pawcall/domain (the function the web router uses), plus the refresh
 * cookie and a new browser identity (cookie v-i).
 */
async function signedInAnswer(
  deps: AppDeps,
  db: Queryable,
  user: UserRow,
  session: IssuedSession,
  now: Date,
) {
  const serialized = await toUser(db, user);
  return {
    data: {
      access_token: session.accessToken,
      expires_in: session.expiresIn,
      user: serialized,
      landing_path: defaultPathFor(serialized),
    },
    cookies: [session.cookie, await issueIdentity(db, user.uuid, now, deps.cookieSecure)],
  };
}

/**
 * Forgot-password and magic-link emails are limited per address and per IP ("unable to log in, try
 * later" when over); known and unknown addresses count alike, so the limit reveals no account.
 */
async function throttleEmailLink(ctx: RequestContext, email: string): Promise<void> {
  await assertEmailLinkAllowed(ctx.deps.db, email, ctx.ip, ctx.now);
  await recordAttempt(ctx.deps.db, { kind: 'email_link', email, ip: ctx.ip, succeeded: true, now: ctx.now });
}

export const authHandlers = {
  async login(ctx) {
    const { body } = ctx;
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
    return signedInAnswer(ctx.deps, db, user, session, ctx.now);
  },

  async register(ctx) {
    const { body } = ctx;
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
    for (const problem of newPasswordProblems(body.password)) addFieldError(fields, 'password', problem);
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
    let created: UserRow;
    try {
      created = await queryRow<UserRow>(
        db,
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
    await linkReferredFriend(db, created);
    await sendEmailCodeTo(ctx.deps.db, created, ctx.now, false);
    const session = await startSession(ctx.deps, created, ctx.now);
    return { status: 201, ...(await signedInAnswer(ctx.deps, db, created, session, ctx.now)) };
  },

  async refreshSession(ctx) {
    const presented = getCookie(ctx.c, REFRESH_COOKIE);
    const rotated = presented ? await rotateSession(ctx.deps, presented, ctx.now) : null;
    if (!rotated) {
      throw new ApiError(401, 'UNAUTHENTICATED', 'auth.sessionExpired', undefined, {
        'Set-Cookie': clearedRefreshCookie(ctx.deps.cookieSecure),
      });
    }
    // The browser keeps its identity across refreshes; only a sign-in issues a new one.
    const user = await toUser(ctx.deps.db, rotated.user);
    return {
      data: {
        access_token: rotated.session.accessToken,
        expires_in: rotated.session.expiresIn,
        user,
        landing_path: defaultPathFor(user),
      },
      cookies: [rotated.session.cookie],
    };
  },

  async logout(ctx) {
    const presented = getCookie(ctx.c, REFRESH_COOKIE);
    if (presented) await endSession(ctx.deps, presented, ctx.now);
    // Other tabs of this browser still hold an access token: their next call answers 403 IDENTIFIER.
    const identity = ctx.c.req.header('x-identifier') ?? getCookie(ctx.c, IDENTITY_COOKIE);
    if (identity) await revokeIdentity(ctx.deps.db, identity, ctx.now);
    return { data: null, cookies: [clearedRefreshCookie(ctx.deps.cookieSecure)] };
  },

  async requestPasswordReset(ctx) {
    const email = ctx.body.email.trim();
    if (email === '') throw new FailError({ email: [{ key: 'field.email.required' }] });
    if (!EMAIL_PATTERN.test(email)) throw new FailError({ email: [{ key: 'field.email.invalid' }] });
    await throttleEmailLink(ctx, email);
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
    const { body } = ctx;
    const fields: FieldErrors = {};
    for (const problem of newPasswordProblems(body.password)) addFieldError(fields, 'password', problem);
    failIfAny(fields);
    const spent = await spendLinkCode(ctx.deps.db, body.id, 'PASSWORD_RESET', body.code, ctx.now);
    if (!spent) throw new ApiError(410, 'LINK_INVALID', 'link.invalid');
    const user = await queryRow<UserRow>(
      ctx.deps.db,
      `UPDATE users SET password_hash = $2, password_changed_at = $3, requires_password = false, email_verified = true
       WHERE uuid = $1 RETURNING *`,
      [spent.userUuid, await hashPassword(body.password), ctx.now],
    );
    // A new password signs every other device out (their next call answers 403 IDENTIFIER).
    await revokeEverywhere(ctx.deps.db, spent.userUuid, ctx.now);
    const session = await startSession(ctx.deps, user, ctx.now);
    return signedInAnswer(ctx.deps, ctx.deps.db, user, session, ctx.now);
  },

  async requestMagicLink(ctx) {
    const email = ctx.body.email.trim();
    if (email === '') throw new FailError({ email: [{ key: 'field.email.required' }] });
    if (!EMAIL_PATTERN.test(email)) throw new FailError({ email: [{ key: 'field.email.invalid' }] });
    await throttleEmailLink(ctx, email);
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
    const { body } = ctx;
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
    const user = await queryRow<UserRow>(
      ctx.deps.db,
      'UPDATE users SET email_verified = true WHERE uuid = $1 RETURNING *',
      [spent.userUuid],
    );
    const session = await startSession(ctx.deps, user, ctx.now);
    return signedInAnswer(ctx.deps, ctx.deps.db, user, session, ctx.now);
  },

  async listSocialProviders() {
    return { data: socialProviders() };
  },

  async socialLogin(ctx) {
    const { body } = ctx;
    const identity = await verifySocialToken(
      body.provider_type,
      body.access_token,
      process.env,
      Math.floor(ctx.now.getTime() / 1000),
    );
    const { db } = ctx.deps;
    let [user] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
      identity.email,
    ]);
    if (!user) {
      // Social sign-up: what the provider did not give (Apple gives no name in its token) and
      // the terms agreement come from the connect page (/auth/{cx|px}/register/connect).
      const firstName = (identity.firstName ?? body.first_name ?? '').trim();
      const lastName = (identity.lastName ?? body.last_name ?? '').trim();
      const fields: FieldErrors = {};
      if (firstName === '') addFieldError(fields, 'first_name', 'field.first_name.required');
      if (lastName === '') addFieldError(fields, 'last_name', 'field.last_name.required');
      if (body.agree_terms !== true) addFieldError(fields, 'agree_terms', 'register.terms');
      failIfAny(fields);
      await assertRegisterAllowed(db, ctx.ip, ctx.now);
      user = await queryRow<UserRow>(
        db,
        `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, locale, timezone, created_at, requires_password)
         VALUES ($1, $2, 'ONBOARDING', $3, true, '', $4, $5, $6, $7, $8, true) RETURNING *`,
        [
          randomUUID(),
          body.type ?? 'CLIENT',
          identity.email,
          (identity.firstName ?? body.first_name ?? '').trim(),
          (identity.lastName ?? body.last_name ?? '').trim(),
          ctx.locale,
          validTimeZone(ctx.c.req.header('x-timezone')) ?? 'America/Toronto',
          ctx.now,
        ],
      );
      await linkReferredFriend(db, user);
    }
    const session = await startSession(ctx.deps, user, ctx.now);
    return signedInAnswer(ctx.deps, db, user, session, ctx.now);
  },

  async getSsoOrganization(ctx) {
    const organization = await findOrganization(ctx.deps.db, ctx.params.organization);
    if (!organization) throw new ApiError(404, 'SSO_NOT_FOUND', 'sso.notFound');
    return {
      data: {
        slug: organization.slug,
        name: organization.name,
        // With a configured provider the server starts the authorization-code flow itself.
        sign_in_url: isConfigured(organization) ? authorizePath(organization.slug) : organization.sign_in_url,
      },
    };
  },
} satisfies Handlers;

/** The organisation's sign-in page in the web app, with an error code it words (SSO_NOT_FOUND, SSO_FAILED). */
function ssoPagePath(slug: string, error: 'SSO_NOT_FOUND' | 'SSO_FAILED'): string {
  return `/auth/login/sso/${encodeURIComponent(slug)}?${new URLSearchParams({ error })}`;
}

function publicOrigin(requestUrl: string): string {
  return process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? new URL(requestUrl).origin;
}

const ORGANIZATION_SLUG = /^[a-z0-9-]{1,64}$/;

/** Contract operations mounted by mountSsoRoutes rather than through bindOperations. */
export const SSO_RAW_OPERATIONS = new Set(['startSsoSignIn', 'completeSsoSignIn']);

/**
 * Single sign-on by organisation, an OpenID Connect authorization-code flow with PKCE. Mounted
 * outside the contract binding because both answers are redirects, not the envelope (documented
 * in openapi/v1.yaml as startSsoSignIn and completeSsoSignIn):
 * - GET /api/v1/auth/sso/{organization}/authorize[?redirect=/path] → 302 to the provider;
 * - GET /api/v1/auth/sso/{organization}/callback?code&state → exchanges the code, verifies the ID
 *   token, finds the account (linked subject, else the same email, which it links), sets the
 *   refresh and identity cookies and 302s to the landing path; a failure 302s back to the
 *   organisation's page with ?error=.
 */
export function mountSsoRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/v1/auth/sso/:organization/authorize', async (c) => {
    const slug = c.req.param('organization');
    const organization = ORGANIZATION_SLUG.test(slug) ? await findOrganization(deps.db, slug) : null;
    if (!organization || !isConfigured(organization))
      return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
    const redirectUri = `${publicOrigin(c.req.url)}${callbackPath(slug)}`;
    const target = await beginSignIn(
      deps.db,
      organization,
      redirectUri,
      safeRedirect(c.req.query('redirect')),
      deps.clock.now(),
    );
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  });

  app.get('/api/v1/auth/sso/:organization/callback', async (c) => {
    const slug = c.req.param('organization');
    const now = deps.clock.now();
    const organization = ORGANIZATION_SLUG.test(slug) ? await findOrganization(deps.db, slug) : null;
    if (!organization || !isConfigured(organization))
      return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
    const code = c.req.query('code');
    const state = c.req.query('state');
    const spent = state ? await spendState(deps.db, slug, state, now) : null;
    // The provider's own error (the user cancelled, access denied) or a forged/replayed state.
    if (!code || !spent || c.req.query('error')) return c.redirect(ssoPagePath(slug, 'SSO_FAILED'), 302);
    let claims: Awaited<ReturnType<typeof completeSignIn>>;
    try {
      claims = await completeSignIn(organization, code, spent, now);
    } catch (error) {
      if (!(error instanceof SsoExchangeError)) throw error;
      console.warn(`[api] sso ${slug}: ${error.message}`);
      return c.redirect(ssoPagePath(slug, 'SSO_FAILED'), 302);
    }
    const user = await findSsoUser(deps.db, slug, claims.sub, claims.email, now);
    if (!user) return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
    const session = await startSession(deps, user, now);
    c.header('Set-Cookie', session.cookie, { append: true });
    c.header('Set-Cookie', await issueIdentity(deps.db, user.uuid, now, deps.cookieSecure), { append: true });
    c.header('Cache-Control', 'no-store');
    const landing = postLoginPath(await toUser(deps.db, user), spent.redirect);
    return c.redirect(landing, 302);
  });
}

/**
 * The account an organisation's subject signs in to: the one linked before, else the account with
 * the token's email, which is linked now. Nobody else: an organisation's sign-on does not open
 * accounts ("single-sign-on account not found", contact the organisation's support).
 */
async function findSsoUser(
  db: Queryable,
  organization: string,
  subject: string,
  email: string | undefined,
  now: Date,
): Promise<UserRow | null> {
  const [linked] = await db.query<UserRow>(
    `SELECT users.* FROM sso_identities JOIN users ON users.uuid = sso_identities.user_uuid
     WHERE sso_identities.organization = $1 AND sso_identities.subject = $2`,
    [organization, subject],
  );
  if (linked) return linked;
  if (!email) return null;
  const [byEmail] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  if (!byEmail) return null;
  await db.query(
    `INSERT INTO sso_identities (organization, subject, user_uuid, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization, subject) DO NOTHING`,
    [organization, subject, byEmail.uuid, now],
  );
  return byEmail;
}
