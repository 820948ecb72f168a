import { type ApiRefusalReason, guardApiCall, LOGIN_PATH, WELCOME_PATH } from '@pawcall/domain';
import type { UserRow } from '../domain/rows';
import type { ContractOperation } from '../http/contract';
import { ApiError, type ErrorCode } from '../http/errors';
import type { MessageKey } from '../i18n';
import { identityProblem, type PresentedIdentity } from './identity';

const REFUSALS: Record<ApiRefusalReason, { code: ErrorCode; key: MessageKey }> = {
  clientsOnly: { code: 'FORBIDDEN', key: 'auth.clientsOnly' },
  partnerCannotCheckout: { code: 'PARTNER_CANNOT_CHECKOUT', key: 'booking.partnerCannotCheckout' },
  partnersOnly: { code: 'FORBIDDEN', key: 'auth.partnersOnly' },
  finishOnboarding: { code: 'FORBIDDEN', key: 'auth.finishOnboarding' },
};

/** The landing fields of a user row, enough for the guard rules (phone: present when verified). */
export function viewerOf(user: UserRow) {
  return {
    type: user.type,
    status: user.status,
    // Every account is on the pawcall theme so far (views/user.ts answers the same).
    theme: 'pawcall',
    came_from_checkout: user.came_from_checkout ?? false,
    requires_password: user.requires_password ?? false,
    phone: user.phone_number ? { is_verified: user.phone_verified ?? false } : null,
  };
}

/**
 * Runs before every signed-in private-API call:
 * 1. 403 IDENTIFIER when X-Identifier names a revoked browser identity (signed out there, or a
 *    password reset signed out every device: data.url is the login page) or another account's
 *    identity (someone else signed in in this browser since: data.url is /). The web app clears
 *    the stored identity and follows the url (spec part 2, section 6).
 * 2. The area rules of @pawcall/domain (guardApiCall), the same the web router uses:
 *    403 with data.url, the caller's resolved default path.
 */
/**
 * 403 IDENTIFIER when the presented browser identity is revoked or another account's, else null.
 * Also asked when the token's session has ended: a tab of a browser that signed out is sent to
 * the login page rather than told its session expired.
 */
export function identityRefusal(
  userUuid: string,
  presentedIdentity: PresentedIdentity | null,
): ApiError | null {
  const problem = identityProblem(presentedIdentity, userUuid);
  if (problem === 'revoked')
    return new ApiError(403, 'IDENTIFIER', 'auth.identityRevoked', undefined, undefined, { url: LOGIN_PATH });
  if (problem === 'otherAccount')
    return new ApiError(403, 'IDENTIFIER', 'auth.identityOtherAccount', undefined, undefined, {
      url: WELCOME_PATH,
    });
  return null;
}

export function guardSignedInCall(
  user: UserRow,
  operation: Pick<ContractOperation, 'api' | 'path'>,
  presentedIdentity: PresentedIdentity | null,
): void {
  if (operation.api !== 'v1') return;
  const identityRefused = identityRefusal(user.uuid, presentedIdentity);
  if (identityRefused) throw identityRefused;
  const refusal = guardApiCall(viewerOf(user), operation.path);
  if (refusal) {
    const { code, key } = REFUSALS[refusal.reason];
    throw new ApiError(403, code, key, undefined, undefined, { url: refusal.url });
  }
}
