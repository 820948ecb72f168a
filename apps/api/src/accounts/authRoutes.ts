import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultPathFor, postLoginPath, safeRedirect } from '@pawcall/domain';
import { IDENTITY_COOKIE, issueIdentity } from '../auth/identity';
import { beginSignIn, callbackPath, completeSignIn, SsoExchangeError, spendState } from '../auth/oidc';
import { socialProviders } from '../auth/social';
import { rotateSession, startSession } from '../auth/sessions';
import { clearedSessionCookies, REFRESH_COOKIE } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { UserRow } from '../domain/rows';
import { toUser } from '../views/user';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import * as registration from './registration';
import * as signIn from './signInService';

/**
 * Every sign-in answers the same way: the session, the user, and where the user lands by the
 * landing rule of @pawcall/domain (the function the web router uses), plus the refresh cookie and
 * a new browser identity (cookie v-i).
 */
async function signedInAnswer(deps: AppDeps, user: UserRow, now: Date) {
  const session = await startSession(deps, user, now);
  const serialized = await toUser(deps.db, user, now);
  return {
    data: {
      access_token: session.accessToken,
      expires_in: session.expiresIn,
      user: serialized,
      landing_path: defaultPathFor(serialized),
    },
    cookies: [...session.cookies, await issueIdentity(deps.db, user.uuid, now, deps.cookieSecure)],
  };
}

/** Signing in, signing up, the session's refresh and end, and the emailed links that sign in or reset. */
export const authHandlers = {
  async login(ctx) {
    const user = await signIn.signInWithPassword(ctx.deps.db, ctx.body, { ip: ctx.ip, now: ctx.now });
    return signedInAnswer(ctx.deps, user, ctx.now);
  },

  async sendRegistrationCode(ctx) {
    const request = { locale: ctx.locale, ip: ctx.ip, now: ctx.now };
    return { data: await registration.sendRegistrationCode(ctx.deps.db, ctx.body.email, request) };
  },

  async register(ctx) {
    const timeZone = signIn.accountTimeZone(ctx.c.req.header('x-timezone'));
    const request = { locale: ctx.locale, timeZone, now: ctx.now };
    const created = await registration.register(ctx.deps.db, ctx.body, request);
    return { status: 201, ...(await signedInAnswer(ctx.deps, created, ctx.now)) };
  },

  async refreshSession(ctx) {
    const presented = getCookie(ctx.c, REFRESH_COOKIE);
    const rotated = presented ? await rotateSession(ctx.deps, presented, ctx.now) : null;
    // The refusal clears the cookies it could not use (the refresh cookie and the signed-in hint),
    // which no domain error carries.
    if (!rotated) {
      throw new ApiError(401, 'UNAUTHENTICATED', 'auth.sessionExpired').withCookies(
        clearedSessionCookies(ctx.deps.cookieSecure),
      );
    }
    // The browser keeps its identity across refreshes; only a sign-in issues a new one.
    const user = await toUser(ctx.deps.db, rotated.user, ctx.now);
    return {
      data: {
        access_token: rotated.session.accessToken,
        expires_in: rotated.session.expiresIn,
        user,
        landing_path: defaultPathFor(user),
      },
      cookies: rotated.session.cookies,
    };
  },

  async logout(ctx) {
    const identity = ctx.c.req.header('x-identifier') ?? getCookie(ctx.c, IDENTITY_COOKIE);
    await signIn.signOut(ctx.deps, getCookie(ctx.c, REFRESH_COOKIE), identity, ctx.now);
    return { data: null, cookies: clearedSessionCookies(ctx.deps.cookieSecure) };
  },

  async requestPasswordReset(ctx) {
    await signIn.sendPasswordResetLink(ctx.deps.db, ctx.body.email, { ip: ctx.ip, now: ctx.now });
    return { data: { accepted: true } };
  },

  async resetPassword(ctx) {
    const user = await signIn.resetPassword(ctx.deps.db, ctx.body, ctx.now);
    return signedInAnswer(ctx.deps, user, ctx.now);
  },

  async requestMagicLink(ctx) {
    await signIn.sendMagicLink(ctx.deps.db, ctx.body.email, { ip: ctx.ip, now: ctx.now });
    return { data: { accepted: true } };
  },

  async verifyMagicLogin(ctx) {
    const user = await signIn.signInByMagicLink(ctx.deps.db, ctx.body, { ip: ctx.ip, now: ctx.now });
    return signedInAnswer(ctx.deps, user, ctx.now);
  },

  async listSocialProviders() {
    return { data: socialProviders() };
  },

  async socialLogin(ctx) {
    const timeZone = signIn.accountTimeZone(ctx.c.req.header('x-timezone'));
    const request = { ip: ctx.ip, locale: ctx.locale, timeZone, now: ctx.now };
    const user = await signIn.signInWithSocial(ctx.deps.db, ctx.body, request);
    return signedInAnswer(ctx.deps, user, ctx.now);
  },

  async getSsoOrganization(ctx) {
    return { data: await signIn.ssoOrganization(ctx.deps.db, ctx.params.organization) };
  },
} satisfies Handlers;

/** The organisation's sign-in page in the web app, with an error code it words (SSO_NOT_FOUND, SSO_FAILED). */
function ssoPagePath(slug: string, error: 'SSO_NOT_FOUND' | 'SSO_FAILED'): string {
  return `/auth/login/sso/${encodeURIComponent(slug)}?${new URLSearchParams({ error })}`;
}

function publicOrigin(requestUrl: string): string {
  return process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? new URL(requestUrl).origin;
}

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
    const organization = await signIn.configuredOrganization(deps.db, slug);
    if (!organization) return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
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
    const organization = await signIn.configuredOrganization(deps.db, slug);
    if (!organization) return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
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
    const user = await signIn.ssoUser(deps.db, slug, claims.sub, claims.email, now);
    if (!user) return c.redirect(ssoPagePath(slug, 'SSO_NOT_FOUND'), 302);
    const session = await startSession(deps, user, now);
    for (const cookie of session.cookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Set-Cookie', await issueIdentity(deps.db, user.uuid, now, deps.cookieSecure), { append: true });
    c.header('Cache-Control', 'no-store');
    const landing = postLoginPath(await toUser(deps.db, user, now), spent.redirect);
    return c.redirect(landing, 302);
  });
}
