import type { Handlers } from '../http/bind';
import { requireClient } from '../http/guards';

interface TransactionRow {
  uuid: string;
  reference_id: string;
  status: 'REQUIRES_PAYMENT' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'INCOMPLETE';
  total_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  created_at: Date;
  start_at: Date;
  pet_name: string;
  first_name: string;
  last_name: string;
  designation: 'VET' | 'TECH' | null;
  brand: string | null;
  last4: string | null;
}

/**
 * A transaction's status from its appointment: a zero total is FREE; a booking still waiting for
 * the card (3-D Secure) is PENDING; a cancelled one was refunded in full (appointments.ts cancels
 * with a full refund); everything else was charged.
 */
function transactionStatus(row: TransactionRow): 'PAID' | 'PENDING' | 'REFUNDED' | 'FREE' {
  if (row.total_cents === 0) return 'FREE';
  if (row.status === 'REQUIRES_PAYMENT') return 'PENDING';
  if (row.status === 'CANCELLED') return 'REFUNDED';
  return 'PAID';
}

export const paymentHistoryHandlers = {
  /** GET cx/payments/history: one transaction per booked appointment, newest booking first. */
  async listPaymentHistory(ctx) {
    const user = requireClient(ctx);
    const page = Number(ctx.query.page ?? 1);
    const perPage = Number(ctx.query.per_page ?? 10);
    const [count] = await ctx.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM appointments WHERE client_uuid = $1',
      [user.uuid],
    );
    const rows = await ctx.deps.db.query<TransactionRow>(
      `SELECT a.uuid, a.reference_id, a.status, a.total_cents, a.currency, a.created_at, a.start_at,
              p.name AS pet_name, u.first_name, u.last_name, u.designation, pm.brand, pm.last4
         FROM appointments a
         JOIN pets p ON p.uuid = a.pet_uuid
         JOIN users u ON u.uuid = a.partner_uuid
         LEFT JOIN payment_methods pm ON pm.uuid = a.payment_method_uuid
        WHERE a.client_uuid = $1
        ORDER BY a.created_at DESC, a.reference_id
        LIMIT $2 OFFSET $3`,
      [user.uuid, perPage, (page - 1) * perPage],
    );
    return {
      data: {
        page,
        per_page: perPage,
        total: count?.n ?? 0,
        items: rows.map((row) => ({
          uuid: row.uuid,
          reference_id: row.reference_id,
          booked_on: row.created_at.toISOString(),
          description: ctx.t('paymentHistory.description', {
            partner:
              row.designation === 'VET'
                ? ctx.t('paymentHistory.vet', { name: row.last_name })
                : `${row.first_name} ${row.last_name}`,
            pet: row.pet_name,
          }),
          amount: { amount: row.total_cents, currency: row.currency },
          status: transactionStatus(row),
          payment_method:
            row.brand && row.last4
              ? ctx.t('paymentHistory.card', { brand: row.brand, last4: row.last4 })
              : null,
          receipt_path: `/cx/appointments/${row.reference_id}/receipt`,
        })),
      },
    };
  },
} satisfies Handlers;
