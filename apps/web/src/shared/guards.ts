/**
 * Route guards: the landing and guard rules live in @pawcall/domain (the API server uses
 * them too); the router's guard components call them and render a <Navigate> to whatever they
 * answer. The route-id patterns below are the router's own.
 */
export {
  CLIENT_ACCOUNT_PATH,
  CLIENT_APPOINTMENTS_PATH,
  CLIENT_DASHBOARD_PATH,
  CLIENT_ONBOARDING_PATH,
  clientOnboardingExit,
  defaultPathFor,
  guardRoute,
  isClientAreaViewer,
  isIndexablePath,
  isPartnerAreaViewer,
  LOGIN_PATH,
  loginPathWithRedirect,
  PARTNER_DASHBOARD_PATH,
  PARTNER_ONBOARDING_PATH,
  POST_CHECKOUT_ADD_PASSWORD_PATH,
  POST_CHECKOUT_ADD_PHONE_PATH,
  postLoginPath,
  REDIRECT_PARAM,
  type RouteAccess,
  redirectParam,
  safeRedirect,
  type Viewer,
  WELCOME_PATH,
} from '@pawcall/domain';

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
