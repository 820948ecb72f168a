import type { LocalPaymentProvider } from '../payments/localProvider';
import type { PaymentsClientConfig } from '../payments';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';

/** Mounted only with the local provider: the stand-in for the card issuer's 3-D Secure page. */
export function localPaymentHandlers(local: LocalPaymentProvider): Handlers {
  return {
    async authenticateLocalPaymentIntent(ctx) {
      const { body } = ctx;
      const intent = await local.authenticate(ctx.params.id, body.client_secret, body.outcome);
      if (!intent) throw new ApiError(404, 'NOT_FOUND', 'payment.intentNotFound');
      return { data: { status: intent.status === 'succeeded' ? 'succeeded' : 'failed' } };
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
