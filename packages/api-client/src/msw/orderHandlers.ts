import { HttpResponse, http } from 'msw';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

/** The server's en-US messages for the receipt download (apps/api catalogues). */
export const orderMessages = {
  notFound: "We couldn't find this order.",
  cancelled: 'This order was cancelled, so it has no receipt.',
  unpaid: 'This order has not been paid yet, so it has no receipt.',
  unauthenticated: 'Please sign in to continue.',
  clientsOnly: 'This is only available to pet parents.',
} as const;

export interface MockOrder {
  reference_id: string;
  status: string;
  paid_at: string | null;
}

/**
 * The engine's orders, all the signed-in client's: the seed's delivered and processing orders,
 * and a cancelled and an unpaid one for the 409s.
 */
export const mockOrders: MockOrder[] = [
  { reference_id: 'ORD7K2M4Q', status: 'complete', paid_at: '2026-11-16T15:01:00Z' },
  { reference_id: 'ORD9P3X6T', status: 'processing', paid_at: '2026-11-21T14:01:00Z' },
  { reference_id: 'ORD5C4N8L', status: 'cancelled', paid_at: '2026-11-10T15:01:00Z' },
  { reference_id: 'ORD3R8P1Z', status: 'requires-payment', paid_at: null },
];

/**
 * GET cx/orders/{ref}/receipt/download for the msw engine: the server's rule (orderReceiptRefusal
 * of @pawcall/domain: cancelled, or awaiting payment, has no receipt) and its messages.
 */
export function orderHandlers(state: MockApiState) {
  const orders = structuredClone(mockOrders);
  return [
    http.get('*/api/v1/cx/orders/:ref/receipt/download', ({ params }) => {
      if (!state.user) return error(401, 'UNAUTHENTICATED', orderMessages.unauthenticated);
      if (state.user.type !== 'CLIENT') return error(403, 'FORBIDDEN', orderMessages.clientsOnly);
      const order = orders.find((o) => o.reference_id === params.ref);
      if (!order) return error(404, 'NOT_FOUND', orderMessages.notFound);
      if (order.status === 'cancelled') return error(409, 'ORDER_CANCELLED', orderMessages.cancelled);
      if (order.status === 'requires-payment' || order.status === 'pending' || !order.paid_at)
        return error(409, 'ORDER_UNPAID', orderMessages.unpaid);
      return success({
        url: `/api/v1/documents/order-receipt/${order.reference_id}.pdf?u=mock&expires=0&sig=mock`,
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      });
    }),
  ];
}
