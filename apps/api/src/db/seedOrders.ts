import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@pawcall/domain';
import type { Database, Queryable } from './database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type OrderItemType = 'PRODUCT' | 'PRESCRIPTION' | 'DISPENSING_FEE' | 'SHIPPING_FEE';

export interface NewOrderItem {
  type: OrderItemType;
  name: string;
  quantity?: number;
  unit_amount_cents: number;
  product_uuid?: string | null;
  prescription_uuid?: string | null;
}

export interface NewOrder {
  reference_id: string;
  client_uuid: string;
  pet_uuid?: string | null;
  status: OrderStatus;
  source: string;
  currency: 'USD' | 'CAD' | 'GBP';
  items: NewOrderItem[];
  discount_cents?: number;
  tax_cents?: number;
  payment_method_uuid?: string | null;
  ship_to?: Record<string, string | null> | null;
  tracking_number?: string | null;
  placed_at: Date;
  paid_at?: Date | null;
  shipped_at?: Date | null;
  delivered_at?: Date | null;
  cancelled_at?: Date | null;
}

/**
 * Writes an order and its items as the pharmacy checkout will: the subtotal is the items' sum and
 * the total is subtotal − discount + tax (the table checks both). Returns the order's uuid.
 */
export async function insertOrder(db: Queryable, order: NewOrder, now: Date): Promise<string> {
  const uuid = randomUUID();
  const items = order.items.map((item) => ({
    ...item,
    quantity: item.quantity ?? 1,
    amount_cents: (item.quantity ?? 1) * item.unit_amount_cents,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.amount_cents, 0);
  const discount = order.discount_cents ?? 0;
  const tax = order.tax_cents ?? 0;
  await db.query(
    `INSERT INTO orders (uuid, reference_id, client_uuid, pet_uuid, status, source, currency, subtotal_cents,
                         discount_cents, tax_cents, total_cents, payment_method_uuid, ship_to, tracking_number,
                         placed_at, paid_at, shipped_at, delivered_at, cancelled_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)`,
    [
      uuid,
      order.reference_id,
      order.client_uuid,
      order.pet_uuid ?? null,
      order.status,
      order.source,
      order.currency,
      subtotal,
      discount,
      tax,
      subtotal - discount + tax,
      order.payment_method_uuid ?? null,
      order.ship_to ? JSON.stringify(order.ship_to) : null,
      order.tracking_number ?? null,
      order.placed_at,
      order.paid_at ?? null,
      order.shipped_at ?? null,
      order.delivered_at ?? null,
      order.cancelled_at ?? null,
      now,
    ],
  );
  for (const [position, item] of items.entries()) {
    await db.query(
      `INSERT INTO order_items (uuid, order_uuid, position, type, name, quantity, unit_amount_cents, amount_cents,
                                product_uuid, prescription_uuid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        uuid,
        position,
        item.type,
        item.name,
        item.quantity,
        item.unit_amount_cents,
        item.amount_cents,
        item.product_uuid ?? null,
        item.prescription_uuid ?? null,
      ],
    );
  }
  return uuid;
}

/** "Prescription service fee $15.99 per order" (spec part 2, constants). */
export const PRESCRIPTION_SERVICE_FEE_CENTS = 1599;

/**
 * Olivia's pharmacy orders: ORD7K2M4Q, delivered two days ago (Biscuit's ear prescription from
 * PAW7Q2K9, the service fee, two Omega-3 and shipping), and ORD9P3X6T, dental chews being
 * processed since an hour ago. Both paid with her default Visa.
 */
export async function seedOrders(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [olivia] = await tx.query<{ uuid: string }>(
      `SELECT uuid FROM users WHERE email = 'olivia@pawcall.test'`,
    );
    if (!olivia) return;
    const [card] = await tx.query<{ uuid: string }>(
      'SELECT uuid FROM payment_methods WHERE owner_uuid = $1 AND is_default AND removed_at IS NULL',
      [olivia.uuid],
    );
    const [address] = await tx.query<Record<string, string | null>>(
      'SELECT address_1, address_2, city, province, postal, country FROM addresses WHERE user_uuid = $1',
      [olivia.uuid],
    );
    const shipTo = address ? { name: 'Olivia Martin', ...address } : null;
    const [prescription] = await tx.query<{ uuid: string; medication_name: string; pet_uuid: string }>(
      `SELECT p.uuid, p.medication_name, a.pet_uuid FROM prescriptions p
         JOIN appointments a ON a.uuid = p.appointment_uuid
        WHERE a.client_uuid = $1 AND p.voided_at IS NULL ORDER BY p.created_at LIMIT 1`,
      [olivia.uuid],
    );
    const products = await tx.query<{ uuid: string; sku: string; name: string; price_cents: number }>(
      `SELECT uuid, sku, name, price_cents FROM products WHERE sku IN ('PR-OMEGA3', 'PR-DENTAL-CHEWS')`,
    );
    const product = (sku: string) => products.find((p) => p.sku === sku);
    const omega = product('PR-OMEGA3');
    const chews = product('PR-DENTAL-CHEWS');
    const shipping: NewOrderItem = {
      type: 'SHIPPING_FEE',
      name: 'Standard shipping',
      unit_amount_cents: 599,
    };

    const deliveredItems: NewOrderItem[] = [];
    if (prescription)
      deliveredItems.push(
        {
          type: 'PRESCRIPTION',
          name: prescription.medication_name,
          unit_amount_cents: 2450,
          prescription_uuid: prescription.uuid,
        },
        {
          type: 'DISPENSING_FEE',
          name: 'Prescription service fee',
          unit_amount_cents: PRESCRIPTION_SERVICE_FEE_CENTS,
        },
      );
    if (omega)
      deliveredItems.push({
        type: 'PRODUCT',
        name: omega.name,
        quantity: 2,
        unit_amount_cents: omega.price_cents,
        product_uuid: omega.uuid,
      });
    deliveredItems.push(shipping);
    await insertOrder(
      tx,
      {
        reference_id: 'ORD7K2M4Q',
        client_uuid: olivia.uuid,
        pet_uuid: prescription?.pet_uuid ?? null,
        status: 'complete',
        source: 'PET_MEDS',
        currency: 'USD',
        items: deliveredItems,
        tax_cents: 852,
        payment_method_uuid: card?.uuid ?? null,
        ship_to: shipTo,
        tracking_number: '1Z999AA10123456784',
        placed_at: new Date(now.getTime() - 5 * DAY),
        paid_at: new Date(now.getTime() - 5 * DAY + 60_000),
        shipped_at: new Date(now.getTime() - 4 * DAY),
        delivered_at: new Date(now.getTime() - 2 * DAY),
      },
      now,
    );

    await insertOrder(
      tx,
      {
        reference_id: 'ORD9P3X6T',
        client_uuid: olivia.uuid,
        status: 'processing',
        source: 'PAWCALL',
        currency: 'USD',
        items: [
          ...(chews
            ? [
                {
                  type: 'PRODUCT' as const,
                  name: chews.name,
                  unit_amount_cents: chews.price_cents,
                  product_uuid: chews.uuid,
                },
              ]
            : []),
          shipping,
        ],
        payment_method_uuid: card?.uuid ?? null,
        ship_to: shipTo,
        placed_at: new Date(now.getTime() - HOUR),
        paid_at: new Date(now.getTime() - HOUR + 60_000),
      },
      now,
    );
  });
}
