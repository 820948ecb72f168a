import type { Handlers } from '../http/bind';
import { requireClient } from '../http/guards';

interface WalletItemRow {
  uuid: string;
  kind: 'GIFT_CARD' | 'VOUCHER' | 'PROMO_CODE';
  code: string;
  description: string;
  balance_cents: number | null;
  currency: 'USD' | 'CAD' | 'GBP' | null;
  appointments_left: number | null;
  percent_off: number | null;
  expires_at: Date | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** "Wallet (gift cards, vouchers, promo codes)": read-only; expired items and spent gift cards are left out. */
export const walletHandlers = {
  async getWallet(ctx) {
    const user = requireClient(ctx);
    const rows = await ctx.deps.db.query<WalletItemRow>(
      `SELECT * FROM wallet_items WHERE owner_uuid = $1 AND (expires_at IS NULL OR expires_at > $2)
       ORDER BY created_at DESC, code`,
      [user.uuid, ctx.now],
    );
    return {
      data: {
        gift_cards: rows
          .filter((row) => row.kind === 'GIFT_CARD' && (row.balance_cents ?? 0) > 0)
          .map((row) => ({
            uuid: row.uuid,
            code: row.code,
            description: row.description,
            balance: { amount: row.balance_cents ?? 0, currency: row.currency ?? 'USD' },
            expires_at: iso(row.expires_at),
          })),
        vouchers: rows
          .filter((row) => row.kind === 'VOUCHER' && row.appointments_left !== 0)
          .map((row) => ({
            uuid: row.uuid,
            code: row.code,
            description: row.description,
            appointments_left: row.appointments_left ?? 0,
            is_unlimited: row.appointments_left === -1,
            expires_at: iso(row.expires_at),
          })),
        promo_codes: rows
          .filter((row) => row.kind === 'PROMO_CODE')
          .map((row) => ({
            uuid: row.uuid,
            code: row.code,
            description: row.description,
            percent_off: row.percent_off ?? 0,
            expires_at: iso(row.expires_at),
          })),
      },
    };
  },
} satisfies Handlers;
