/**
 * Route guards as pure functions of (who is signed in, where they want to go). The router's guard
 * components call these and render a <Navigate> to whatever they answer, so every rule here is
 * tested without rendering anything (spec part 1, section 2: "Public and auth", "Post-login
 * landing", "Client area").
 */
import type { User } from '@pawcall/api-client';
import { canBook } from '@pawcall/machines/rules';

/** The few user fields the guards read. */
export type Viewer = Pick<User, 'type' | 'status' | 'theme'> | null;

/**
 * Who may open a route:
 * - public: everyone (search, vet profiles, page not found);
 * - guest: guests only (login, register, welcome); signed-in users go to their default path;
 * - signedIn: any signed-in user;
 * - client: signed-in clients that are active or inactive and not onboarding (the /cx area);
 * - booking: clients allowed to book (an active client).
 */
export type RouteAccess = 'public' | 'guest' | 'signedIn' | 'client' | 'booking';

export const LOGIN_PATH = '/auth/login';
export const WELCOME_PATH = '/';
export const CLIENT_APPOINTMENTS_PATH = '/cx/appointments';
export const CLIENT_ONBOARDING_PATH = '/cx/welcome';
export const PARTNER_DASHBOARD_PATH = '/px';
export const PARTNER_ONBOARDING_PATH = '/px/welcome';

/** The name of the query parameter that carries the wanted path through sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** "Post-login landing": where a user goes when no redirect says otherwise. */
export function defaultPathFor(viewer: Viewer): string {
  if (viewer == null) return WELCOME_PATH;
  if (viewer.type === 'PARTNER') {
    return viewer.status === 'ONBOARDING' ? PARTNER_ONBOARDING_PATH : PARTNER_DASHBOARD_PATH;
  }
  if (viewer.status === 'ONBOARDING') return CLIENT_ONBOARDING_PATH;
  // The spec sends pharmacy-theme clients to the appointments list and other clients to the client
  // dashboard. The dashboard is not built yet, so every client lands on the appointments list for
  // now; when it exists, return '/cx' here for clients whose theme is not 'pharmacy'.
  return CLIENT_APPOINTMENTS_PATH;
}

/**
 * A redirect value is followed only when it is a path on this site: it must start with one '/'
 * (not '//' or '/\', which browsers read as another host) and carry no scheme. Anything else is
 * dropped, so a crafted login link cannot send a user elsewhere after sign-in.
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

/** "A stored redirect wins" after sign-in; without one (or with a foreign one), the default path. */
export function postLoginPath(viewer: Viewer, redirect: string | null | undefined): string {
  const safe = safeRedirect(redirect);
  // An onboarding user must finish onboarding first; the booking route is the one exception the
  // client onboarding guard lets through ("if target starts with /cx/book/, go there").
  if (viewer?.status === 'ONBOARDING' && !(viewer.type === 'CLIENT' && safe?.startsWith('/cx/book/'))) {
    return defaultPathFor(viewer);
  }
  if (safe && !safe.startsWith('/auth/')) return safe;
  return defaultPathFor(viewer);
}

/** A client the /cx area admits: "active or inactive, non-onboarding clients". */
export function isClientAreaViewer(viewer: Viewer): boolean {
  return viewer != null && viewer.type === 'CLIENT' && viewer.status !== 'ONBOARDING';
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
    case 'booking':
      if (viewer == null) return loginPathWithRedirect(wanted);
      if (viewer.type === 'CLIENT' && viewer.status === 'ONBOARDING') return null;
      if (!isClientAreaViewer(viewer)) return defaultPathFor(viewer);
      // "Needs an active client". The white-label booking for pharmacy-theme clients is not built
      // yet, so they book through this flow too instead of being sent to /cx/book-vetlive/.
      return canBook(viewer) ? null : defaultPathFor(viewer);
  }
}

/** Booking-complete ids: "6 to 10 uppercase characters" (letters or digits). */
export const BOOKING_REFERENCE_PATTERN = /^[A-Z0-9]{6,10}$/;
/** Quote uuids in /cx/book/{uuid}. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Appointment ids in detail routes: "4 or more uppercase letters or digits". */
export const APPOINTMENT_ID_PATTERN = /^[A-Z0-9]{4,}$/;

/** What /cx/book/{id} shows: the booking flow for a quote uuid, the booking-complete page for a reference. */
export function bookRouteKind(
  id: string | undefined,
  step: string | undefined,
): 'quote' | 'complete' | 'notFound' {
  if (id == null) return 'notFound';
  if (UUID_PATTERN.test(id)) return 'quote';
  if (step == null && BOOKING_REFERENCE_PATTERN.test(id)) return 'complete';
  return 'notFound';
}

export function isAppointmentId(id: string | undefined): boolean {
  return id != null && APPOINTMENT_ID_PATTERN.test(id);
}
