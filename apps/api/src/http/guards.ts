import { isActiveStatus } from '@pawcall/domain';
import type { UserRow } from '../domain/rows';
import type { RequestContext } from './bind';
import { ApiError } from './errors';

/** The signed-in user; the contract marks the operation as needing one, so this only narrows. */
export function signedIn(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new ApiError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
  return ctx.user;
}

/** Any signed-in user (the same as signedIn; the name reads better where either role may call). */
export const requireUser = signedIn;

/** v1 partner calls are for vets and techs; a client gets 403. */
export function requirePartner(ctx: RequestContext): UserRow {
  const user = signedIn(ctx);
  if (user.type !== 'PARTNER') throw new ApiError(403, 'FORBIDDEN', 'visit.partnersOnly');
  return user;
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
