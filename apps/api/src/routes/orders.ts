import { DOWNLOAD_LINK_TTL_MS, signDocumentLink } from '../documents/links';
import { assertReceiptAvailable, findClientOrder } from '../documents/orderReceipt';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { requireClient } from '../http/guards';

/**
 * Pharmacy orders (spec part 2 §7). GET cx/orders/{ref}/receipt/download answers a signed link to
 * the order's receipt PDF (document kind order-receipt, served by mountDocuments), made for the
 * client and valid 10 minutes. Another client's order is not found; a cancelled or unpaid order
 * has no receipt (409).
 */
export const orderHandlers = {
  async downloadOrderReceipt(ctx) {
    const user = requireClient(ctx);
    const order = await findClientOrder(ctx.deps.db, ctx.params.ref, user.uuid);
    if (!order) throw new ApiError(404, 'NOT_FOUND', 'order.notFound');
    assertReceiptAvailable(order);
    const expiresAt = new Date(ctx.now.getTime() + DOWNLOAD_LINK_TTL_MS);
    return {
      data: {
        url: signDocumentLink(ctx.deps.authSecret, {
          kind: 'order-receipt',
          id: order.reference_id,
          userUuid: user.uuid,
          expiresAt,
        }),
        expires_at: expiresAt.toISOString(),
      },
    };
  },
} satisfies Handlers;
