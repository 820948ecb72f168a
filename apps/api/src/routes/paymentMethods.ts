import { queryRow } from '../db/database';
import { randomUUID } from 'node:crypto';
import type { PaymentMethodRow } from '../domain/rows';
import { listPaymentMethods, toPaymentMethod } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError, addFieldError, FailError, type FieldErrors, failIfAny } from '../http/errors';
import type { MessageKey } from '../i18n';
import { requireClient } from '../http/guards';

interface BillingDetails {
  name: string;
  address_1: string;
  city: string;
  province: string;
  country: string;
}

/**
 * "Name on card, address, city, country, province, billing country required" (spec part 2,
 * section 5), on every card saved: a card sent without them gets each field's message.
 */
function checkBillingDetails(given: BillingDetails | undefined): BillingDetails {
  const billing = given ?? { name: '', address_1: '', city: '', province: '', country: '' };
  const fields: FieldErrors = {};
  const required: Array<[keyof BillingDetails, MessageKey]> = [
    ['name', 'billing.name.required'],
    ['address_1', 'billing.address.required'],
    ['city', 'billing.city.required'],
    ['province', 'billing.province.required'],
    ['country', 'billing.country.required'],
  ];
  for (const [field, key] of required)
    if (billing[field].trim() === '') addFieldError(fields, `billing_details.${field}`, key);
  if (billing.country.trim() !== '' && !/^[A-Za-z]{2}$/.test(billing.country.trim()))
    addFieldError(fields, 'billing_details.country', 'billing.country.required');
  failIfAny(fields);
  return billing;
}

export const paymentMethodHandlers = {
  async listPaymentMethods(ctx) {
    const user = requireClient(ctx);
    return { data: (await listPaymentMethods(ctx.deps.db, user.uuid)).map(toPaymentMethod) };
  },

  async addPaymentMethod(ctx) {
    const user = requireClient(ctx);
    const { body } = ctx;
    const token = body.payment_method_id;
    const billing = checkBillingDetails(body.billing_details);
    const card = await ctx.deps.paymentProvider.attachPaymentMethod({
      customerUuid: user.uuid,
      token: token.trim(),
    });
    if (!card) throw new FailError({ payment_method_id: [{ key: 'paymentMethod.unknownToken' }] });
    const existing = await listPaymentMethods(ctx.deps.db, user.uuid);
    // The first card saved becomes the default, so a new client can book without another step.
    const row = await queryRow<PaymentMethodRow>(
      ctx.deps.db,
      `INSERT INTO payment_methods (uuid, owner_uuid, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at,
                                    name, billing_address_1, billing_city, billing_province, billing_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
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
        billing.name.trim(),
        billing.address_1.trim(),
        billing.city.trim(),
        billing.province.trim(),
        billing.country.trim().toUpperCase(),
      ],
    );
    return { status: 201, data: toPaymentMethod(row) };
  },

  async setDefaultPaymentMethod(ctx) {
    const user = requireClient(ctx);
    const cards = await listPaymentMethods(ctx.deps.db, user.uuid);
    if (!cards.some((card) => card.uuid === ctx.params.id))
      throw new ApiError(404, 'NOT_FOUND', 'paymentMethod.notFound');
    // One statement, so there is never a moment with two primary cards or none.
    await ctx.deps.db.query(
      'UPDATE payment_methods SET is_default = (uuid = $2) WHERE owner_uuid = $1 AND removed_at IS NULL',
      [user.uuid, ctx.params.id],
    );
    const row = await queryRow<PaymentMethodRow>(
      ctx.deps.db,
      'SELECT * FROM payment_methods WHERE uuid = $1',
      [ctx.params.id],
    );
    return { data: toPaymentMethod(row) };
  },

  async removePaymentMethod(ctx) {
    const user = requireClient(ctx);
    const cards = await listPaymentMethods(ctx.deps.db, user.uuid);
    const card = cards.find((entry) => entry.uuid === ctx.params.id);
    if (!card) throw new ApiError(404, 'NOT_FOUND', 'paymentMethod.notFound');
    // A card still holding an unpaid booking cannot go ("unable to remove card").
    const [holding] = await ctx.deps.db.query(
      "SELECT 1 FROM appointments WHERE payment_method_uuid = $1 AND status = 'REQUIRES_PAYMENT'",
      [card.uuid],
    );
    if (holding) throw new ApiError(409, 'CARD_NOT_REMOVABLE', 'paymentMethod.notRemovable');
    await ctx.deps.db.query(
      'UPDATE payment_methods SET removed_at = $2, is_default = false WHERE uuid = $1',
      [card.uuid, ctx.now],
    );
    // The oldest remaining card becomes primary, so a client with cards always has one.
    if (card.is_default)
      await ctx.deps.db.query(
        `UPDATE payment_methods SET is_default = true WHERE uuid = (
           SELECT uuid FROM payment_methods WHERE owner_uuid = $1 AND removed_at IS NULL ORDER BY created_at LIMIT 1)`,
        [user.uuid],
      );
    return { data: null };
  },
} satisfies Handlers;
