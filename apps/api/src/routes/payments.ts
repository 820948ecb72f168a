import type { LocalPaymentProvider } from '../payments/localProvider';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';

/** Mounted only with the local provider: the stand-in for the card issuer's 3-D Secure page. */
export function localPaymentHandlers(local: LocalPaymentProvider): Handlers {
  return {
    async authenticateLocalPaymentIntent(ctx) {
      const body = ctx.body as { client_secret: string; outcome: 'succeed' | 'fail' };
      const intent = await local.authenticate(ctx.params.id as string, body.client_secret, body.outcome);
      if (!intent) throw new ApiError(404, 'NOT_FOUND', 'payment.intentNotFound');
      return { data: { status: intent.status === 'succeeded' ? 'succeeded' : 'failed' } };
    },
  };
}
