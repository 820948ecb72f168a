import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderReceiptRefusal } from './orders';

const PAID = '2030-01-02T15:00:00.000Z';

describe('orderReceiptRefusal', () => {
  it('gives a receipt for a paid order in every status but cancelled and awaiting payment', () => {
    const withReceipt = ORDER_STATUSES.filter(
      (status) => orderReceiptRefusal({ status, paid_at: PAID }) === null,
    );
    expect(withReceipt).toEqual(['processing', 'preparing', 'complete', 'hold', 'delivery-pending', 'error']);
  });

  it('refuses a cancelled order even when it was paid', () => {
    expect(orderReceiptRefusal({ status: 'cancelled', paid_at: PAID })).toBe('CANCELLED');
    expect(orderReceiptRefusal({ status: 'cancelled', paid_at: null })).toBe('CANCELLED');
  });

  it('refuses an order awaiting payment or never charged', () => {
    expect(orderReceiptRefusal({ status: 'requires-payment', paid_at: null })).toBe('UNPAID');
    expect(orderReceiptRefusal({ status: 'pending', paid_at: PAID })).toBe('UNPAID');
    expect(orderReceiptRefusal({ status: 'processing', paid_at: null })).toBe('UNPAID');
  });
});
