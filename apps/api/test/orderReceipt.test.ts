import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../src/db/seedOrders';
import { signDocumentLink } from '../src/documents/links';
import { call, signIn, startServer, type TestServer } from './support';

// The seed (clock 2030-01-07 15:00 UTC): Olivia's ORD7K2M4Q was delivered two days ago (Biscuit's
// Mometamax prescription $24.50, the $15.99 prescription service fee, 2 × Omega-3 at $29.99,
// $5.99 shipping, $8.52 tax: $114.98); ORD9P3X6T (dental chews) is being processed.
let server: TestServer;
const DELIVERED = 'ORD7K2M4Q';
const PROCESSING = 'ORD9P3X6T';
const NOW = '2030-01-07T15:00:00.000Z';

const receiptPath = (reference: string) => `/api/v1/cx/orders/${reference}/receipt/download`;

/** GET a document link as a browser tab would: no bearer token, the signature is the credential. */
async function fetchDocument(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

async function olivia() {
  return signIn(server.app, 'olivia@pawcall.test');
}

/** An order of Olivia's in the given state, written as the pharmacy checkout will write it. */
async function oliviaOrder(
  reference: string,
  status: 'cancelled' | 'requires-payment' | 'pending' | 'processing',
  paid: boolean,
) {
  const { user } = await olivia();
  const now = server.clock.now();
  await insertOrder(
    server.db,
    {
      reference_id: reference,
      client_uuid: user.uuid,
      status,
      source: 'PET_MEDS',
      currency: 'USD',
      items: [{ type: 'PRODUCT', name: 'Calming chews', unit_amount_cents: 2799 }],
      placed_at: new Date(now.getTime() - 3_600_000),
      paid_at: paid ? new Date(now.getTime() - 3_000_000) : null,
      cancelled_at: status === 'cancelled' ? now : null,
    },
    now,
  );
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET cx/orders/{ref}/receipt/download', () => {
  it('answers a 10-minute signed link to a PDF holding the order’s items and total', async () => {
    server.clock.set(NOW);
    const { token } = await olivia();
    const link = await call(server.app, 'GET', receiptPath(DELIVERED), { token });
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^\/api\/v1\/documents\/order-receipt\/ORD7K2M4Q\.pdf\?/);
    expect(link.body.data.expires_at).toBe('2030-01-07T15:10:00.000Z');

    const pdf = await fetchDocument(link.body.data.url);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.bytes.toString('latin1');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Receipt)');
    expect(text).toContain('Order ORD7K2M4Q placed on');
    expect(text).toContain('(Mometamax otic suspension: $24.50)');
    expect(text).toContain('(Prescription service fee: $15.99)');
    // "×" is WinAnsi octal 327.
    expect(text).toContain('(2 \\327 Omega-3 skin and coat supplement at $29.99 each: $59.98)');
    expect(text).toContain('(Standard shipping: $5.99)');
    expect(text).toContain('(Subtotal: $106.46)');
    expect(text).toContain('(Tax: $8.52)');
    expect(text).toContain('(Total: $114.98)');
    expect(text).toContain('with visa ending in 4242');
    expect(text).toContain('Delivered on');
    // Another order's items are not on this receipt.
    expect(text).not.toContain('Dental chews');
  });

  it('gives a receipt for an order being processed, with its own items', async () => {
    server.clock.set(NOW);
    const { token } = await olivia();
    const link = await call(server.app, 'GET', receiptPath(PROCESSING), { token });
    expect(link.status).toBe(200);
    const text = (await fetchDocument(link.body.data.url)).bytes.toString('latin1');
    expect(text).toContain('(Dental chews, 30 count: $24.99)');
    expect(text).toContain('(Total: $30.98)');
    expect(text).not.toContain('Delivered on');
  });

  it('writes the receipt in the reader’s language', async () => {
    server.clock.set(NOW);
    const { token } = await olivia();
    const link = await call(server.app, 'GET', receiptPath(DELIVERED), { token });
    const text = (await fetchDocument(link.body.data.url, { 'X-Locale': 'fr-CA' })).bytes.toString('latin1');
    // "Reçu" (ç is octal 347); the order's US dollars as a French Canadian reads them.
    expect(text).toContain('(Re\\347u)');
    expect(text).toContain('(Commande ORD7K2M4Q pass\\351e le 2 janvier 2030');
    expect(text).toContain('(Total : 114,98 $ US)');
  });

  it('is only for the order’s client: another client gets 404, by the call or by a link', async () => {
    server.clock.set(NOW);
    const noah = await signIn(server.app, 'noah@pawcall.test');
    const theirs = await call(server.app, 'GET', receiptPath(DELIVERED), { token: noah.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: "We couldn't find this order.",
    });

    // A correctly signed link made for Noah still does not open Olivia's order.
    const forNoah = signDocumentLink(server.deps.authSecret, {
      kind: 'order-receipt',
      id: DELIVERED,
      userUuid: noah.user.uuid,
      expiresAt: new Date(Date.parse(NOW) + 600_000),
    });
    const document = await call(server.app, 'GET', forNoah);
    expect(document.status).toBe(404);
    expect(document.body.message).toBe("We couldn't find this order.");

    const { token } = await olivia();
    const unknown = await call(server.app, 'GET', receiptPath('ORD0000000'), { token });
    expect(unknown.status).toBe(404);
  });

  it('needs a signed-in client', async () => {
    server.clock.set(NOW);
    expect((await call(server.app, 'GET', receiptPath(DELIVERED))).status).toBe(401);
    const chen = await signIn(server.app, 'dr.chen@pawcall.test');
    expect((await call(server.app, 'GET', receiptPath(DELIVERED), { token: chen.token })).status).toBe(403);
  });

  it('refuses a cancelled order with 409, in the caller’s language', async () => {
    server.clock.set(NOW);
    await oliviaOrder('ORDCANC01', 'cancelled', true);
    const { token } = await olivia();
    const refused = await call(server.app, 'GET', receiptPath('ORDCANC01'), { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'ORDER_CANCELLED',
      message: 'This order was cancelled, so it has no receipt.',
    });
    const french = await call(server.app, 'GET', receiptPath('ORDCANC01'), {
      token,
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(french.body.message).toBe("Cette commande a été annulée : elle n'a donc pas de reçu.");
    const british = await call(server.app, 'GET', receiptPath('ORDCANC01'), {
      token,
      headers: { 'X-Locale': 'en-GB' },
    });
    expect(british.body.message).toBe('This order was cancelled, so it has no receipt.');
  });

  it('refuses an order awaiting payment with 409', async () => {
    server.clock.set(NOW);
    await oliviaOrder('ORDUNPAID1', 'requires-payment', false);
    await oliviaOrder('ORDPENDNG1', 'pending', false);
    const { token } = await olivia();
    for (const reference of ['ORDUNPAID1', 'ORDPENDNG1']) {
      const refused = await call(server.app, 'GET', receiptPath(reference), { token });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'ORDER_UNPAID',
        message: 'This order has not been paid yet, so it has no receipt.',
      });
    }
  });

  it('stops serving a link once the order is cancelled', async () => {
    server.clock.set(NOW);
    await oliviaOrder('ORDLATER1', 'processing', true);
    const { token } = await olivia();
    const link = await call(server.app, 'GET', receiptPath('ORDLATER1'), { token });
    expect(link.status).toBe(200);
    expect((await fetchDocument(link.body.data.url)).status).toBe(200);
    await server.db.query(
      `UPDATE orders SET status = 'cancelled', cancelled_at = $2 WHERE reference_id = $1`,
      ['ORDLATER1', server.clock.now()],
    );
    const refused = await call(server.app, 'GET', link.body.data.url);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_CANCELLED');
  });

  it('answers a link that expires after 10 minutes and cannot be pointed at another order', async () => {
    server.clock.set(NOW);
    const { token } = await olivia();
    const link = await call(server.app, 'GET', receiptPath(DELIVERED), { token });
    const url: string = link.body.data.url;
    server.clock.set('2030-01-07T15:09:59.000Z');
    expect((await fetchDocument(url)).status).toBe(200);
    server.clock.set('2030-01-07T15:10:00.000Z');
    const expired = await call(server.app, 'GET', url);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This download link has expired. Please download the document again.',
    });
    server.clock.set(NOW);
    const otherOrder = await call(server.app, 'GET', url.replace(DELIVERED, PROCESSING));
    expect(otherOrder.status).toBe(403);
    const otherKind = await call(server.app, 'GET', url.replace('/order-receipt/', '/medical-record/'));
    expect(otherKind.status).toBe(403);
  });
});
