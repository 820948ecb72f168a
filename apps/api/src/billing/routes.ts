import type { Handlers } from '../http/bind';
import { requireClient } from '../http/guards';
import type { PaymentsClientConfig } from '../payments';
import type { LocalPaymentProvider } from '../payments/localProvider';
import * as billing from './service';

/** A client's saved cards. */
export const paymentMethodHandlers = {
  async listPaymentMethods(ctx) {
    return { data: await billing.cards(ctx.deps, requireClient(ctx)) };
  },

  async addPaymentMethod(ctx) {
    const user = requireClient(ctx);
    const { payment_method_id: token, billing_details: details } = ctx.body;
    return { status: 201, data: await billing.addCard(ctx.deps, user, token, details, ctx.now) };
  },

  async setDefaultPaymentMethod(ctx) {
    return { data: await billing.makeDefault(ctx.deps, requireClient(ctx), ctx.params.id) };
  },

  async removePaymentMethod(ctx) {
    await billing.removeCard(ctx.deps, requireClient(ctx), ctx.params.id, ctx.now);
    return { data: null };
  },
} satisfies Handlers;

export const paymentHistoryHandlers = {
  /** GET cx/payments/history: one transaction per booked appointment, newest booking first. */
  async listPaymentHistory(ctx) {
    const user = requireClient(ctx);
    const page = Number(ctx.query.page ?? 1);
    const perPage = Number(ctx.query.per_page ?? 10);
    return { data: await billing.paymentHistory(ctx.deps, user, page, perPage, ctx.locale) };
  },
} satisfies Handlers;

export const walletHandlers = {
  async getWallet(ctx) {
    return { data: await billing.wallet(ctx.deps, requireClient(ctx), ctx.now) };
  },
} satisfies Handlers;

export const orderHandlers = {
  async downloadOrderReceipt(ctx) {
    return { data: await billing.orderReceiptLink(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },
} satisfies Handlers;

/** Mounted only with the local provider: the stand-in for the card issuer's 3-D Secure page. */
export function localPaymentHandlers(local: LocalPaymentProvider): Handlers {
  return {
    async authenticateLocalPaymentIntent(ctx) {
      const { client_secret: secret, outcome } = ctx.body;
      return { data: await billing.authenticateLocalIntent(local, ctx.params.id, secret, outcome) };
    },
  };
}

/** `GET /api/p/config/payments`: which card form the web app shows (public; a publishable key is not a secret). */
export function paymentsConfigHandlers(config: PaymentsClientConfig): Handlers {
  return {
    async getPaymentsConfig() {
      return { data: config };
    },
  };
}
