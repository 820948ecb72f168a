import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './support';

let server: TestServer;
let olivia: string;
let noah: string;
beforeAll(async () => {
  server = await startServer();
  olivia = (await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.21')).token;
  noah = (await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', '198.51.100.22')).token;
});
afterAll(async () => {
  await server.close();
});

describe('cards and payment history', () => {
  it('requires every billing detail the add-payment-method page sends, then keeps them with the card', async () => {
    const missing = await call(server.app, 'POST', '/api/v1/cx/payment-methods', {
      token: olivia,
      body: {
        payment_method_id: 'pm_card_visa',
        billing_details: { name: ' ', address_1: '120 Queen St W', city: '', province: 'ON', country: '' },
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      'billing_details.name': ['Please enter the name on the card.'],
      'billing_details.city': ['Please enter the city.'],
      'billing_details.country': ['Please choose the billing country.'],
    });
    const before = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token: olivia });

    const saved = await call(server.app, 'POST', '/api/v1/cx/payment-methods', {
      token: olivia,
      body: {
        payment_method_id: 'pm_card_visa',
        billing_details: {
          name: 'Olivia Martin',
          address_1: '120 Queen St W',
          city: 'Toronto',
          province: 'ON',
          country: 'ca',
        },
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      last4: '4242',
      name: 'Olivia Martin',
      billing_details: {
        name: 'Olivia Martin',
        address_1: '120 Queen St W',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
      },
    });
    const after = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token: olivia });
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
  });

  it('lists one transaction per booked appointment, newest first, paged, with its receipt path', async () => {
    const first = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=2', { token: olivia });
    expect(first.status).toBe(200);
    expect(first.body.data.page).toBe(1);
    expect(first.body.data.per_page).toBe(2);
    expect(first.body.data.total).toBeGreaterThan(2);
    expect(first.body.data.items).toHaveLength(2);
    for (const item of first.body.data.items) {
      expect(item.receipt_path).toBe(`/cx/appointments/${item.reference_id}/receipt`);
      expect(item.description).toMatch(/^Appointment with .+ for (Biscuit|Miso)$/);
      expect(['PAID', 'PENDING', 'REFUNDED', 'FREE']).toContain(item.status);
    }
    const [a, b] = first.body.data.items;
    expect(a.booked_on >= b.booked_on).toBe(true);

    const all = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=50', { token: olivia });
    expect(all.body.data.items).toHaveLength(first.body.data.total);
    const second = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=2&page=2', {
      token: olivia,
    });
    expect(second.body.data.items.map((i: { uuid: string }) => i.uuid)).toEqual(
      all.body.data.items.slice(2, 4).map((i: { uuid: string }) => i.uuid),
    );
    const paid = all.body.data.items.find((i: { status: string }) => i.status === 'PAID');
    expect(paid.payment_method).toMatch(/ending in \d{4}$/);

    const french = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=1', {
      token: olivia,
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(french.body.data.items[0].description).toMatch(/^Consultation avec .+ pour /);
    const other = await call(server.app, 'GET', '/api/v1/cx/payments/history', { token: noah });
    expect(other.body.data.items.map((i: { uuid: string }) => i.uuid)).not.toContain(paid.uuid);
  });
});
