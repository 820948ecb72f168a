import { isActiveStatus } from '@pawcall/domain';
import type { UserRow } from '../domain/rows';
import type { RequestContext } from '../http/bind';
import { ApiError } from '../http/errors';

/** The signed-in user; the contract marks the operation as needing one, so this only narrows. */
export function signedIn(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new ApiError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
  return ctx.user;
}

/** cx calls are for clients; a partner gets 403. */
export function requireClient(ctx: RequestContext): UserRow {
  const user = signedIn(ctx);
  if (user.type !== 'CLIENT') throw new ApiError(403, 'FORBIDDEN', 'auth.clientsOnly');
  return user;
}

/** "A partner account cannot check out": quotes and booking answer PARTNER_CANNOT_CHECKOUT. */
export function requireCheckoutClient(ctx: RequestContext): UserRow {
  const user = signedIn(ctx);
  if (user.type !== 'CLIENT')
    throw new ApiError(403, 'PARTNER_CANNOT_CHECKOUT', 'booking.partnerCannotCheckout');
  return user;
}

/** "Inactive client cannot book" (INACTIVE and VERIFICATION_FAILED are not active). */
export function requireBookingClient(ctx: RequestContext): UserRow {
  const user = requireCheckoutClient(ctx);
  if (!isActiveStatus(user.status)) throw new ApiError(403, 'INACTIVE_CLIENT', 'booking.inactiveClient');
  return user;
}
