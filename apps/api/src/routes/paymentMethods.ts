import { randomUUID } from 'node:crypto';
import type { PaymentMethodRow } from '../domain/rows';
import { listPaymentMethods, toPaymentMethod } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { FailError } from '../http/errors';
import { requireClient } from './guards';

export const paymentMethodHandlers: Handlers = {
  async listPaymentMethods(ctx) {
    const user = requireClient(ctx);
    return { data: (await listPaymentMethods(ctx.deps.db, user.uuid)).map(toPaymentMethod) };
  },

  async addPaymentMethod(ctx) {
    const user = requireClient(ctx);
    const { payment_method_id: token } = ctx.body as { payment_method_id: string };
    const card = await ctx.deps.paymentProvider.attachPaymentMethod({
      customerUuid: user.uuid,
      token: token.trim(),
    });
    if (!card) throw new FailError({ payment_method_id: [{ key: 'paymentMethod.unknownToken' }] });
    const existing = await listPaymentMethods(ctx.deps.db, user.uuid);
    // The first card saved becomes the default, so a new client can book without another step.
    const [row] = await ctx.deps.db.query<PaymentMethodRow>(
      `INSERT INTO payment_methods (uuid, owner_uuid, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        randomUUID(),
        user.uuid,
        ctx.deps.paymentProvider.name,
        card.providerRef,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        existing.length === 0,
        ctx.now,
      ],
    );
    return { status: 201, data: toPaymentMethod(row as PaymentMethodRow) };
  },
};
