import type { OrderStatus } from '@pawcall/domain';
import type { Queryable } from '../db/database';
import { formatMoney } from '../domain/followUps';
import { type Locale, translate } from '../i18n';
import type { PdfBlock } from './pdf';
import { renderPdf } from './pdf';
import { formatInstant } from './render';

export interface OrderRow {
  uuid: string;
  reference_id: string;
  client_uuid: string;
  status: OrderStatus;
  source: string;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  payment_method_uuid: string | null;
  ship_to: Record<string, string | null> | null;
  placed_at: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
}

/** The client's own order by reference; another client's order is "not found", never "forbidden". */
export async function findClientOrder(
  db: Queryable,
  reference: string,
  clientUuid: string,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    'SELECT * FROM orders WHERE reference_id = $1 AND client_uuid = $2',
    [reference, clientUuid],
  );
  return row ?? null;
}

interface ItemRow {
  type: string;
  name: string;
  quantity: number;
  unit_amount_cents: number;
  amount_cents: number;
}

/** The order's receipt as a PDF: the items as charged, the totals, when and how it was paid, where it went. */
export async function orderReceiptPdf(
  db: Queryable,
  order: OrderRow,
  locale: Locale,
  timeZone: string,
): Promise<Buffer> {
  const items = await db.query<ItemRow>(
    `SELECT type, name, quantity, unit_amount_cents, amount_cents FROM order_items
      WHERE order_uuid = $1 ORDER BY position`,
    [order.uuid],
  );
  const [client] = await db.query<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE uuid = $1',
    [order.client_uuid],
  );
  const [card] = order.payment_method_uuid
    ? await db.query<{ brand: string; last4: string }>(
        'SELECT brand, last4 FROM payment_methods WHERE uuid = $1',
        [order.payment_method_uuid],
      )
    : [];
  const money = (cents: number) => formatMoney(locale, cents, order.currency);
  const when = (instant: Date) => formatInstant(locale, instant, timeZone);
  const text = (value: string): PdfBlock => ({ style: 'text', text: value });

  const blocks: PdfBlock[] = [
    { style: 'heading', text: translate(locale, 'pdf.receipt.title') },
    text(
      translate(locale, 'pdf.order.placed', { reference: order.reference_id, date: when(order.placed_at) }),
    ),
  ];
  if (client)
    blocks.push(
      text(translate(locale, 'pdf.client', { name: `${client.first_name} ${client.last_name}`.trim() })),
    );
  if (order.paid_at)
    blocks.push(
      text(
        card
          ? translate(locale, 'pdf.order.paidWith', {
              date: when(order.paid_at),
              card: translate(locale, 'paymentHistory.card', { brand: card.brand, last4: card.last4 }),
            })
          : translate(locale, 'pdf.order.paid', { date: when(order.paid_at) }),
      ),
    );
  if (order.shipped_at)
    blocks.push(text(translate(locale, 'pdf.order.shipped', { date: when(order.shipped_at) })));
  if (order.delivered_at)
    blocks.push(text(translate(locale, 'pdf.order.delivered', { date: when(order.delivered_at) })));

  blocks.push({ style: 'label', text: translate(locale, 'pdf.order.items') });
  for (const item of items)
    blocks.push(
      text(
        item.quantity > 1
          ? translate(locale, 'pdf.order.itemQuantity', {
              quantity: item.quantity,
              name: item.name,
              unit: money(item.unit_amount_cents),
              amount: money(item.amount_cents),
            })
          : translate(locale, 'pdf.order.item', { name: item.name, amount: money(item.amount_cents) }),
      ),
    );
  blocks.push(text(translate(locale, 'pdf.order.subtotal', { amount: money(order.subtotal_cents) })));
  if (order.discount_cents > 0)
    blocks.push(text(translate(locale, 'pdf.order.discount', { amount: money(order.discount_cents) })));
  blocks.push(text(translate(locale, 'pdf.order.tax', { amount: money(order.tax_cents) })));
  blocks.push({
    style: 'label',
    text: translate(locale, 'pdf.order.total', { amount: money(order.total_cents) }),
  });

  const shipTo = order.ship_to;
  if (shipTo) {
    blocks.push({ style: 'label', text: translate(locale, 'pdf.order.shipTo') });
    const lines = [
      shipTo.name,
      shipTo.address_1,
      shipTo.address_2,
      [shipTo.city, shipTo.province, shipTo.postal].filter(Boolean).join(' '),
      shipTo.country,
    ];
    for (const line of lines) if (line?.trim()) blocks.push(text(line.trim()));
  }

  return renderPdf({
    title: `${translate(locale, 'pdf.receipt.title')} ${order.reference_id}`,
    blocks,
    footer: translate(locale, 'pdf.footer', { reference: order.reference_id }),
  });
}
