import type { ApiClients } from './clients';
import { unwrap } from './operations';

/**
 * Pharmacy orders (spec part 2 §7): one plain function per operation, like `api`, in their own
 * module so the prescriptions area does not edit the shared operations file.
 */
export const orderApi = {
  /**
   * A signed link to the order's receipt PDF, valid 10 minutes (`{ url, expires_at }`). A cancelled
   * order (409 ORDER_CANCELLED) or one awaiting payment (409 ORDER_UNPAID) has none; the web app
   * shows "Unable to download receipt" when the call fails.
   */
  downloadOrderReceipt: (c: ApiClients, reference: string) =>
    unwrap(c, () => c.v1.GET('/cx/orders/{ref}/receipt/download', { params: { path: { ref: reference } } })),
};
