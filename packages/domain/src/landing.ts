/**
 * Post-login landing and route guards as pure functions of (who is signed in, where they want to
 * go), spec part 1, section 2 ("Public and auth", "Post-login landing", "Client area", "Client
 * onboarding", "Partner area"). The web router renders a redirect to whatever these answer and the
 * API server uses the same answers (for example the url of a 403), so both judge a route alike.
 */
import type { UserStatus, UserType } from './userStatus';
import { canBook } from './userStatus';

/** The user fields the guards read. */
export interface LandingUser {
  type: UserType;
  status: UserStatus;
  theme: 'pawcall' | 'pharmacy' | (string & {});
  /** Came through subscription checkout (onboarding starts at add-phone-number when no phone). */
  came_from_checkout?: boolean | undefined;
  /** A guest-checkout account with no password of its own yet. */
  requires_password?: boolean | undefined;
  phone?: { is_verified: boolean } | null | undefined;
  is_global?: boolean | undefined;
}
export type Viewer = LandingUser | null;

/**
 * Who may open a route:
 * - public: everyone (search, vet profiles, page not found);
 * - guest: guests only (login, forgot password, registers, welcome); signed-in users go to their
 *   default path (or follow the stored redirect);
 * - signedIn: any signed-in user;
 * - client: the /cx area, clients that are active or inactive and not onboarding;
 * - clientNotGlobal: the client area without global clients (invite);
 * - booking: clients allowed to book (an active client), onboarding clients included;
 * - clientOnboarding: /cx/welcome, onboarding clients only;
 * - postCheckout: /cx/post-checkout, clients only ("partners redirected away");
 * - partner: the /px area, partners that are active or inactive and not onboarding;
 * - partnerOnboarding: /px/welcome, onboarding partners only.
 */
export type RouteAccess =
  | 'public'
  | 'guest'
  | 'signedIn'
  | 'client'
  | 'clientNotGlobal'
  | 'booking'
  | 'clientOnboarding'
  | 'postCheckout'
  | 'partner'
  | 'partnerOnboarding';

export const LOGIN_PATH = '/auth/login';
export const WELCOME_PATH = '/';
export const CLIENT_DASHBOARD_PATH = '/cx';
export const CLIENT_APPOINTMENTS_PATH = '/cx/appointments';
export const CLIENT_ONBOARDING_PATH = '/cx/welcome';
export const POST_CHECKOUT_ADD_PASSWORD_PATH = '/cx/post-checkout/add-password';
export const POST_CHECKOUT_ADD_PHONE_PATH = '/cx/post-checkout/add-phone-number';
export const PARTNER_DASHBOARD_PATH = '/px';
export const PARTNER_ONBOARDING_PATH = '/px/welcome';
export const CLIENT_ACCOUNT_PATH = '/cx/account';

/** The name of the query parameter that carries the wanted path through sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** "Post-login landing": where a user goes when no redirect says otherwise. */
export function defaultPathFor(viewer: Viewer): string {
  if (viewer == null) return WELCOME_PATH;
  if (viewer.type === 'PARTNER') {
    return viewer.status === 'ONBOARDING' ? PARTNER_ONBOARDING_PATH : PARTNER_DASHBOARD_PATH;
  }
  if (viewer.status === 'ONBOARDING') {
    // "add-phone-number step if they came through subscription checkout and have no phone".
    return viewer.came_from_checkout && !viewer.phone ? POST_CHECKOUT_ADD_PHONE_PATH : CLIENT_ONBOARDING_PATH;
  }
  // "Client on the pharmacy-retail theme: appointments list; other clients: client dashboard."
  return viewer.theme === 'pharmacy' ? CLIENT_APPOINTMENTS_PATH : CLIENT_DASHBOARD_PATH;
}

/**
 * A redirect value is followed only when it is a path on this site: it must start with one '/'
 * (not '//' or '/\', which browsers read as another host) and carry no scheme or control
 * character. Anything else is dropped, so a crafted login link cannot send a user elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(value)) return null;
  try {
    const parsed = new URL(value, 'https://pawcall.invalid');
    if (parsed.origin !== 'https://pawcall.invalid') return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** /auth/login?redirect=<wanted path> */
export function loginPathWithRedirect(wanted: string): string {
  const safe = safeRedirect(wanted);
  if (!safe || safe === '/' || safe.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}`;
}

/** The redirect value carried by a path such as /auth/login?redirect=%2Fcx%2Fappointments. */
export function redirectParam(path: string): string | null {
  const query = path.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(path.slice(query + 1).split('#')[0]).get(REDIRECT_PARAM);
}

/**
 * "A stored redirect wins, except an onboarding user goes to the default path when the flag says
 * so." The flag is `confineOnboarding` (on by default): an onboarding user must finish onboarding
 * first; the booking route is the one exception the client onboarding guard lets through.
 */
export function postLoginPath(
  viewer: Viewer,
  redirect: string | null | undefined,
  confineOnboarding = true,
): string {
  const safe = safeRedirect(redirect);
  if (
    confineOnboarding &&
    viewer?.status === 'ONBOARDING' &&
    !(viewer.type === 'CLIENT' && safe?.startsWith('/cx/book/'))
  ) {
    return defaultPathFor(viewer);
  }
  if (safe && !safe.startsWith('/auth/')) return safe;
  return defaultPathFor(viewer);
}

/** A client the /cx area admits: "active or inactive, non-onboarding clients". */
export function isClientAreaViewer(viewer: Viewer): boolean {
  return viewer != null && viewer.type === 'CLIENT' && viewer.status !== 'ONBOARDING';
}

/** A partner the /px area admits: "active or inactive and not onboarding". */
export function isPartnerAreaViewer(viewer: Viewer): boolean {
  return viewer != null && viewer.type === 'PARTNER' && viewer.status !== 'ONBOARDING';
}

/**
 * The client onboarding entry guard for a user who is not (or no longer) onboarding: "if target
 * starts with /cx/book/, go there; else if the account requires a password, go to post-checkout
 * add-password; else the resolved default path".
 */
export function clientOnboardingExit(viewer: LandingUser, target: string | null | undefined): string {
  const safe = safeRedirect(target);
  if (safe?.startsWith('/cx/book/')) return safe;
  if (viewer.requires_password) return POST_CHECKOUT_ADD_PASSWORD_PATH;
  return defaultPathFor(viewer);
}

/**
 * Where to send the viewer instead of `wanted`, or null to let them in.
 * `wanted` is the full path with query string, kept as the redirect through sign-in.
 */
export function guardRoute(access: RouteAccess, viewer: Viewer, wanted: string): string | null {
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      // Signing in on a guest page re-runs this guard: that is how the stored redirect is followed.
      return viewer == null ? null : postLoginPath(viewer, redirectParam(wanted));
    case 'signedIn':
      return viewer == null ? loginPathWithRedirect(wanted) : null;
    case 'client':
      if (viewer == null) return loginPathWithRedirect(wanted);
      return isClientAreaViewer(viewer) ? null : defaultPathFor(viewer);
    case 'clientNotGlobal':
      if (viewer == null) return loginPathWithRedirect(wanted);
      if (!isClientAreaViewer(viewer)) return defaultPathFor(viewer);
      return viewer.is_global ? CLIENT_ACCOUNT_PATH : null;
    case 'booking':
      if (viewer == null) return loginPathWithRedirect(wanted);
      if (viewer.type === 'CLIENT' && viewer.status === 'ONBOARDING') return null;
      if (!isClientAreaViewer(viewer)) return defaultPathFor(viewer);
      // "Needs an active client". White-label booking for pet-meds clients is not built, so they
      // book through this flow too.
      return canBook(viewer) ? null : defaultPathFor(viewer);
    case 'clientOnboarding':
      if (viewer == null) return loginPathWithRedirect(wanted);
      if (viewer.type === 'CLIENT' && viewer.status === 'ONBOARDING') return null;
      return viewer.type === 'CLIENT'
        ? clientOnboardingExit(viewer, redirectParam(wanted))
        : defaultPathFor(viewer);
    case 'postCheckout':
      if (viewer == null) return loginPathWithRedirect(wanted);
      return viewer.type === 'CLIENT' ? null : defaultPathFor(viewer);
    case 'partner':
      if (viewer == null) return loginPathWithRedirect(wanted);
      return isPartnerAreaViewer(viewer) ? null : defaultPathFor(viewer);
    case 'partnerOnboarding':
      if (viewer == null) return loginPathWithRedirect(wanted);
      // "Partner onboarding /px/welcome (only for onboarding partners; others go to the resolved default path)".
      return viewer.type === 'PARTNER' && viewer.status === 'ONBOARDING' ? null : defaultPathFor(viewer);
  }
}

/** "Login, forgot-password, both register pages and the welcome page are indexable." */
export const INDEXABLE_PATHS = [
  '/',
  '/auth/login',
  '/auth/forgot-password',
  '/auth/cx/register',
  '/auth/px/register',
] as const;
export function isIndexablePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (INDEXABLE_PATHS as readonly string[]).includes(trimmed);
}

/** Why the API refuses a call by the area rules; the server words each reason in the caller's language. */
export type ApiRefusalReason = 'clientsOnly' | 'partnerCannotCheckout' | 'partnersOnly' | 'finishOnboarding';

/** Client-area calls that are a checkout: "A partner account cannot check out". */
const CHECKOUT_API_PREFIXES = ['/cx/quote', '/cx/book', '/cx/cart', '/cx/subscription'];
/**
 * Partner calls that belong to the main area: "Onboarding partners are confined to onboarding".
 * Everything else under /px (availability, credentials, onboarding itself) is part of onboarding.
 */
const PARTNER_MAIN_AREA_API_PREFIXES = ['/px/appointments', '/px/products', '/px/payouts'];

function underPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The API's side of the area guards, for a signed-in caller and a private-API path such as
 * /px/appointments/{ref}: cx calls are for clients, px calls for partners, and an onboarding
 * partner may not use the main area's calls yet. Null lets the call through; otherwise the
 * reason and the caller's resolved default path (the url a 403 carries, where the web sends them).
 */
export function guardApiCall(
  viewer: LandingUser,
  apiPath: string,
): { reason: ApiRefusalReason; url: string } | null {
  const refuse = (reason: ApiRefusalReason) => ({ reason, url: defaultPathFor(viewer) });
  if (apiPath.startsWith('/cx/') && viewer.type !== 'CLIENT')
    return refuse(underPrefix(apiPath, CHECKOUT_API_PREFIXES) ? 'partnerCannotCheckout' : 'clientsOnly');
  if (apiPath.startsWith('/px/')) {
    if (viewer.type !== 'PARTNER') return refuse('partnersOnly');
    if (viewer.status === 'ONBOARDING' && underPrefix(apiPath, PARTNER_MAIN_AREA_API_PREFIXES))
      return refuse('finishOnboarding');
  }
  return null;
}
