import type { V1Operations } from '@pawcall/api-client/types';
import { issueCode, spendLinkCode } from '../auth/codes';
import { revokeEverywhere, revokeIdentity } from '../auth/identity';
import { type ConfiguredOrganization, authorizePath, findOrganization, isConfigured } from '../auth/oidc';
import { send } from '../auth/outbox';
import { decoyPasswordHash, hashPassword, newPasswordProblems, verifyPassword } from '../auth/passwords';
import { endSession } from '../auth/sessions';
import { verifySocialToken } from '../auth/social';
import {
  assertEmailLinkAllowed,
  assertLoginAllowed,
  assertRegisterAllowed,
  recordAttempt,
} from '../auth/throttle';
import type { Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import {
  addFieldError,
  DomainError,
  type FieldErrors,
  failIfAny,
  gone,
  InvalidFields,
} from '../domain/errors';
import { linkReferredFriend } from '../domain/referrals';
import type { UserRow } from '../domain/rows';
import { type Locale, type MessageKey, translate } from '../i18n';
import * as accounts from './repository';

/**
 * The ways into an account: a password, an emailed link (magic sign-in, password reset), a social
 * provider's token and an organisation's single sign-on. Each answers the account to sign in to;
 * the handlers start the session and set its cookies.
 */

type Body<Id extends keyof V1Operations> = V1Operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Json } };
}
  ? Json
  : never;

/** Where a request comes from and when: throttles count by IP. */
export interface Caller {
  ip: string;
  now: Date;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The time zone a new account gets: the browser's (X-Timezone) when it names one, else Toronto's. */
export function accountTimeZone(value: string | undefined): string {
  if (!value) return 'America/Toronto';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return 'America/Toronto';
  }
}

export async function signInWithPassword(
  db: Queryable,
  body: Body<'login'>,
  caller: Caller,
): Promise<UserRow> {
  const email = body.email.trim();
  const fields: FieldErrors = {};
  if (email === '') addFieldError(fields, 'email', 'field.email.required');
  if (body.password === '') addFieldError(fields, 'password', 'field.password.required');
  failIfAny(fields);

  await assertLoginAllowed(db, email, caller.ip, caller.now);
  const user = await accounts.findUserByEmail(db, email);
  // An unknown address costs the same hashing time as a wrong password, so timing tells nothing.
  const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !matches) {
    await recordAttempt(db, { kind: 'login', email, ip: caller.ip, succeeded: false, now: caller.now });
    throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'auth.invalidCredentials');
  }
  await recordAttempt(db, { kind: 'login', email, ip: caller.ip, succeeded: true, now: caller.now });
  return user;
}

/** Ends the browser's session and revokes its identity, so its other tabs answer 403 IDENTIFIER. */
export async function signOut(
  deps: AppDeps,
  refreshToken: string | undefined,
  identity: string | undefined,
  now: Date,
): Promise<void> {
  if (refreshToken) await endSession(deps, refreshToken, now);
  if (identity) await revokeIdentity(deps.db, identity, now);
}

/** The address an emailed link goes to, as typed: required and shaped like an address. */
function checkLinkEmail(rawEmail: string): string {
  const email = rawEmail.trim();
  if (email === '') throw new InvalidFields({ email: [{ key: 'field.email.required' }] });
  if (!EMAIL_PATTERN.test(email)) throw new InvalidFields({ email: [{ key: 'field.email.invalid' }] });
  return email;
}

/**
 * Forgot-password and magic-link emails are limited per address and per IP ("unable to log in, try
 * later" when over); known and unknown addresses count alike, so the limit reveals no account.
 */
async function throttleEmailLink(db: Queryable, email: string, caller: Caller): Promise<void> {
  await assertEmailLinkAllowed(db, email, caller.ip, caller.now);
  await recordAttempt(db, { kind: 'email_link', email, ip: caller.ip, succeeded: true, now: caller.now });
}

interface LinkMail {
  purpose: 'PASSWORD_RESET' | 'MAGIC_LOGIN';
  path: (id: string, secret: string) => string;
  subject: MessageKey;
  body: MessageKey;
}

/** Emails the link when the address has an account; the same silence otherwise, so it tells nobody who has one. */
async function emailLink(db: Queryable, rawEmail: string, caller: Caller, mail: LinkMail): Promise<void> {
  const email = checkLinkEmail(rawEmail);
  await throttleEmailLink(db, email, caller);
  const user = await accounts.findUserByEmail(db, email);
  if (!user) return;
  const { id, secret } = await issueCode(db, user.uuid, mail.purpose, user.email, caller.now, {
    enforceCountdown: false,
  });
  const link = mail.path(id, secret);
  await send(
    db,
    {
      channel: 'EMAIL',
      recipient: user.email,
      subject: translate(user.locale, mail.subject),
      body: translate(user.locale, mail.body, { link }),
      link,
    },
    caller.now,
  );
}

export async function sendPasswordResetLink(db: Queryable, rawEmail: string, caller: Caller): Promise<void> {
  await emailLink(db, rawEmail, caller, {
    purpose: 'PASSWORD_RESET',
    path: (id, secret) => `/auth/reset-password?${new URLSearchParams({ u: id, code: secret })}`,
    subject: 'mail.reset.subject',
    body: 'mail.reset.body',
  });
}

export async function sendMagicLink(db: Queryable, rawEmail: string, caller: Caller): Promise<void> {
  await emailLink(db, rawEmail, caller, {
    purpose: 'MAGIC_LOGIN',
    path: (id, secret) => `/?${new URLSearchParams({ u: id, ml: secret })}`,
    subject: 'mail.magic.subject',
    body: 'mail.magic.body',
  });
}

/** A new password by the emailed link; it signs every other device out (their next call answers 403 IDENTIFIER). */
export async function resetPassword(db: Queryable, body: Body<'resetPassword'>, now: Date): Promise<UserRow> {
  const fields: FieldErrors = {};
  for (const problem of newPasswordProblems(body.password)) addFieldError(fields, 'password', problem);
  failIfAny(fields);
  const spent = await spendLinkCode(db, body.id, 'PASSWORD_RESET', body.code, now);
  if (!spent) throw gone('LINK_INVALID', 'link.invalid');
  const user = await accounts.resetPassword(db, spent.userUuid, await hashPassword(body.password), now);
  await revokeEverywhere(db, spent.userUuid, now);
  return user;
}

/** The account of an emailed sign-in link; opening it proves the address. */
export async function signInByMagicLink(
  db: Queryable,
  body: Body<'verifyMagicLogin'>,
  caller: Caller,
): Promise<UserRow> {
  await assertLoginAllowed(db, body.id, caller.ip, caller.now);
  const spent = await spendLinkCode(db, body.id, 'MAGIC_LOGIN', body.code, caller.now);
  if (!spent) {
    await recordAttempt(db, { kind: 'login', email: null, ip: caller.ip, succeeded: false, now: caller.now });
    throw gone('LINK_INVALID', 'link.invalid');
  }
  return accounts.markEmailVerified(db, spent.userUuid);
}

/**
 * The account of a social provider's verified address, opened now when there is none (social
 * sign-up): what the provider did not give (Apple gives no name in its token) and the terms
 * agreement come from the connect page (/auth/{cx|px}/register/connect).
 */
export async function signInWithSocial(
  db: Queryable,
  body: Body<'socialLogin'>,
  request: Caller & { locale: Locale; timeZone: string },
): Promise<UserRow> {
  const identity = await verifySocialToken(
    body.provider_type,
    body.access_token,
    process.env,
    Math.floor(request.now.getTime() / 1000),
  );
  const existing = await accounts.findUserByEmail(db, identity.email);
  if (existing) return existing;
  const firstName = (identity.firstName ?? body.first_name ?? '').trim();
  const lastName = (identity.lastName ?? body.last_name ?? '').trim();
  const fields: FieldErrors = {};
  if (firstName === '') addFieldError(fields, 'first_name', 'field.first_name.required');
  if (lastName === '') addFieldError(fields, 'last_name', 'field.last_name.required');
  if (body.agree_terms !== true) addFieldError(fields, 'agree_terms', 'register.terms');
  failIfAny(fields);
  await assertRegisterAllowed(db, request.ip, request.now);
  const user = await accounts.insertSocialUser(db, {
    type: body.type ?? 'CLIENT',
    email: identity.email,
    firstName,
    lastName,
    locale: request.locale,
    timeZone: request.timeZone,
    now: request.now,
  });
  await linkReferredFriend(db, user);
  return user;
}

/** An organisation's sign-in page: with a configured provider the server starts the authorization-code flow itself. */
export async function ssoOrganization(db: Queryable, slug: string) {
  const organization = await findOrganization(db, slug);
  if (!organization) throw new DomainError('notFound', 'SSO_NOT_FOUND', 'sso.notFound');
  return {
    slug: organization.slug,
    name: organization.name,
    sign_in_url: isConfigured(organization) ? authorizePath(organization.slug) : organization.sign_in_url,
  };
}

const ORGANIZATION_SLUG = /^[a-z0-9-]{1,64}$/;

/** The organisation of a sign-on redirect, when its provider is configured. */
export async function configuredOrganization(
  db: Queryable,
  slug: string,
): Promise<ConfiguredOrganization | null> {
  const organization = ORGANIZATION_SLUG.test(slug) ? await findOrganization(db, slug) : null;
  return organization && isConfigured(organization) ? organization : null;
}

/**
 * The account an organisation's subject signs in to: the one linked before, else the account with
 * the token's email, which is linked now. Nobody else: an organisation's sign-on does not open
 * accounts ("single-sign-on account not found", contact the organisation's support).
 */
export async function ssoUser(
  db: Queryable,
  organization: string,
  subject: string,
  email: string | undefined,
  now: Date,
): Promise<UserRow | null> {
  const linked = await accounts.userLinkedToSubject(db, organization, subject);
  if (linked) return linked;
  if (!email) return null;
  const byEmail = await accounts.findUserByEmail(db, email);
  if (!byEmail) return null;
  await accounts.linkSubject(db, organization, subject, byEmail.uuid, now);
  return byEmail;
}
