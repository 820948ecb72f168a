/** The spec's pharmacy order statuses (part 1 §4): complete reads "Delivered", delivery-pending "Shipped". */
export const ORDER_STATUSES = [
  'processing',
  'preparing',
  'complete',
  'cancelled',
  'hold',
  'delivery-pending',
  'requires-payment',
  'pending',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order has no receipt to download: CANCELLED, or UNPAID (not charged yet). */
export type OrderReceiptRefusal = 'CANCELLED' | 'UNPAID';

/**
 * A receipt exists once the order is paid and stays while it is not cancelled: a cancelled order
 * has none, nor does one awaiting payment (requires-payment, pending) or never charged (no paid_at).
 * Null when the receipt can be downloaded. The server answers 409 with the refusal's message; the
 * web app offers the download only when this is null.
 */
export function orderReceiptRefusal(order: {
  status: OrderStatus;
  paid_at: Date | string | null;
}): OrderReceiptRefusal | null {
  if (order.status === 'cancelled') return 'CANCELLED';
  if (order.status === 'requires-payment' || order.status === 'pending' || order.paid_at == null)
    return 'UNPAID';
  return null;
}
