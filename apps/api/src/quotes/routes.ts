import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { requireCheckoutClient } from '../http/guards';
import * as quote from './service';

/** The booking session's operations: start one (signed in or not), read it, and the client's choices. */
export const quoteHandlers = {
  async createQuote(ctx) {
    // Anyone may start one, but "a partner account cannot check out".
    if (ctx.user && ctx.user.type !== 'CLIENT')
      throw new ApiError(403, 'PARTNER_CANNOT_CHECKOUT', 'booking.partnerCannotCheckout');
    // Decision: the client comes from the bearer token only; a client_uuid in the body is ignored,
    // so nobody can start a booking session in someone else's name.
    return {
      status: 201,
      data: await quote.startQuote(ctx.deps.db, ctx.user, ctx.params.partnerUuid, ctx.body, ctx.now),
    };
  },

  async getQuote(ctx) {
    return { data: await quote.readQuote(ctx.deps.db, requireCheckoutClient(ctx), ctx.params.uuid, ctx.now) };
  },

  async setQuotePet(ctx) {
    const user = requireCheckoutClient(ctx);
    return { data: await quote.choosePet(ctx.deps.db, user, ctx.params.uuid, ctx.body.pet_uuid, ctx.now) };
  },

  async setQuotePaymentMethod(ctx) {
    const user = requireCheckoutClient(ctx);
    const card = ctx.body.payment_method_uuid;
    return { data: await quote.chooseCard(ctx.deps.db, user, ctx.params.uuid, card, ctx.now) };
  },

  async setQuotePromoCode(ctx) {
    const user = requireCheckoutClient(ctx);
    return { data: await quote.applyPromoCode(ctx.deps.db, user, ctx.params.uuid, ctx.body.code, ctx.now) };
  },
} satisfies Handlers;
