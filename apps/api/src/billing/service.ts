import type { components } from '@pawcall/api-client/types';
import { orderReceiptRefusal } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { DOWNLOAD_LINK_TTL_MS, signDocumentLink } from '../documents/links';
import { findClientOrder } from '../documents/orderReceipt';
import {
  addFieldError,
  conflict,
  type FieldErrors,
  failIfAny,
  InvalidFields,
  notFound,
} from '../domain/errors';
import type { UserRow } from '../domain/rows';
import { toPaymentMethod } from '../views/paymentMethod';
import { listPaymentMethods } from '../views/repository';
import { type Locale, type MessageKey, translate } from '../i18n';
import type { LocalPaymentProvider } from '../payments/localProvider';
import * as billing from './repository';
import type { TransactionRow } from './repository';

/**
 * What a client pays with and what was paid: saved cards, the payment history, the wallet and
 * pharmacy order receipts. The card provider is `deps.paymentProvider` (src/payments/).
 */

type BillingDetails = components['schemas']['BillingDetails'];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * "Name on card, address, city, country, province, billing country required" (spec part 2,
 * section 5), on every card saved: a card sent without them gets each field's message.
 */
function checkBillingDetails(given: BillingDetails | undefined): BillingDetails {
  const details = given ?? { name: '', address_1: '', city: '', province: '', country: '' };
  const fields: FieldErrors = {};
  const required: Array<[keyof BillingDetails, MessageKey]> = [
    ['name', 'billing.name.required'],
    ['address_1', 'billing.address.required'],
    ['city', 'billing.city.required'],
    ['province', 'billing.province.required'],
    ['country', 'billing.country.required'],
  ];
  for (const [field, key] of required)
    if (details[field].trim() === '') addFieldError(fields, `billing_details.${field}`, key);
  if (details.country.trim() !== '' && !/^[A-Za-z]{2}$/.test(details.country.trim()))
    addFieldError(fields, 'billing_details.country', 'billing.country.required');
  failIfAny(fields);
  return details;
}

export async function cards(deps: AppDeps, owner: UserRow) {
  return (await listPaymentMethods(deps.db, owner.uuid)).map(toPaymentMethod);
}

/** Saves a card the provider knows by `token`; the first card saved becomes the default. */
export async function addCard(
  deps: AppDeps,
  owner: UserRow,
  token: string,
  details: BillingDetails | undefined,
  now: Date,
) {
  const checked = checkBillingDetails(details);
  const card = await deps.paymentProvider.attachPaymentMethod({
    customerUuid: owner.uuid,
    token: token.trim(),
  });
  if (!card) throw new InvalidFields({ payment_method_id: [{ key: 'paymentMethod.unknownToken' }] });
  const existing = await listPaymentMethods(deps.db, owner.uuid);
  // The first card saved becomes the default, so a new client can book without another step.
  const row = await billing.insertCard(
    deps.db,
    owner.uuid,
    {
      provider: deps.paymentProvider.name,
      card,
      billing: {
        name: checked.name.trim(),
        address_1: checked.address_1.trim(),
        city: checked.city.trim(),
        province: checked.province.trim(),
        country: checked.country.trim().toUpperCase(),
      },
      isDefault: existing.length === 0,
    },
    now,
  );
  return toPaymentMethod(row);
}

async function ownCard(deps: AppDeps, owner: UserRow, cardUuid: string) {
  const card = (await listPaymentMethods(deps.db, owner.uuid)).find((entry) => entry.uuid === cardUuid);
  if (!card) throw notFound('paymentMethod.notFound');
  return card;
}

export async function makeDefault(deps: AppDeps, owner: UserRow, cardUuid: string) {
  await ownCard(deps, owner, cardUuid);
  await billing.makeDefault(deps.db, owner.uuid, cardUuid);
  return toPaymentMethod(await billing.card(deps.db, cardUuid));
}

export async function removeCard(deps: AppDeps, owner: UserRow, cardUuid: string, now: Date): Promise<void> {
  const card = await ownCard(deps, owner, cardUuid);
  // A card still holding an unpaid booking cannot go ("unable to remove card").
  if (await billing.holdsUnpaidBooking(deps.db, card.uuid))
    throw conflict('CARD_NOT_REMOVABLE', 'paymentMethod.notRemovable');
  await billing.markCardRemoved(deps.db, card.uuid, now);
  // The oldest remaining card becomes primary, so a client with cards always has one.
  if (card.is_default) await billing.promoteOldestCard(deps.db, owner.uuid);
}

/**
 * A transaction's status from its appointment: a zero total is FREE; a booking still waiting for
 * the card (3-D Secure) is PENDING; a cancelled one was refunded in full (appointments cancel with
 * a full refund); everything else was charged.
 */
function transactionStatus(row: TransactionRow): 'PAID' | 'PENDING' | 'REFUNDED' | 'FREE' {
  if (row.total_cents === 0) return 'FREE';
  if (row.status === 'REQUIRES_PAYMENT') return 'PENDING';
  if (row.status === 'CANCELLED') return 'REFUNDED';
  return 'PAID';
}

/** One transaction per booked appointment, newest booking first, described in `locale`. */
export async function paymentHistory(
  deps: AppDeps,
  client: UserRow,
  page: number,
  perPage: number,
  locale: Locale,
) {
  const total = await billing.transactionCount(deps.db, client.uuid);
  const rows = await billing.transactions(deps.db, client.uuid, page, perPage);
  return {
    page,
    per_page: perPage,
    total,
    items: rows.map((row) => ({
      uuid: row.uuid,
      reference_id: row.reference_id,
      booked_on: row.created_at.toISOString(),
      description: translate(locale, 'paymentHistory.description', {
        partner:
          row.designation === 'VET'
            ? translate(locale, 'paymentHistory.vet', { name: row.last_name })
            : `${row.first_name} ${row.last_name}`,
        pet: row.pet_name,
      }),
      amount: { amount: row.total_cents, currency: row.currency },
      status: transactionStatus(row),
      payment_method:
        row.brand && row.last4
          ? translate(locale, 'paymentHistory.card', { brand: row.brand, last4: row.last4 })
          : null,
      receipt_path: `/cx/appointments/${row.reference_id}/receipt`,
    })),
  };
}

/** "Wallet (gift cards, vouchers, promo codes)": read-only; expired items and spent gift cards are left out. */
export async function wallet(deps: AppDeps, owner: UserRow, now: Date) {
  const rows = await billing.unexpiredWalletItems(deps.db, owner.uuid, now);
  return {
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
  };
}

/**
 * Pharmacy orders (spec part 2 §7): a signed link to the order's receipt PDF (document kind
 * order-receipt, served by mountDocuments), made for the client and valid 10 minutes. Another
 * client's order is not found; a cancelled or unpaid order has no receipt (orderReceiptRefusal,
 * the rule the web app shows).
 */
export async function orderReceiptLink(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const order = await findClientOrder(deps.db, reference, client.uuid);
  if (!order) throw notFound('order.notFound');
  const refusal = orderReceiptRefusal(order);
  if (refusal === 'CANCELLED') throw conflict('ORDER_CANCELLED', 'order.receiptCancelled');
  if (refusal === 'UNPAID') throw conflict('ORDER_UNPAID', 'order.receiptUnpaid');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS);
  return {
    url: signDocumentLink(deps.authSecret, {
      kind: 'order-receipt',
      id: order.reference_id,
      userUuid: client.uuid,
      expiresAt,
    }),
    expires_at: expiresAt.toISOString(),
  };
}

/** The cardholder's answer on the local provider's stand-in for the issuer's 3-D Secure page. */
export async function authenticateLocalIntent(
  local: LocalPaymentProvider,
  intentId: string,
  clientSecret: string,
  outcome: 'succeed' | 'fail',
) {
  const intent = await local.authenticate(intentId, clientSecret, outcome);
  if (!intent) throw notFound('payment.intentNotFound');
  const status: 'succeeded' | 'failed' = intent.status === 'succeeded' ? 'succeeded' : 'failed';
  return { status };
}
