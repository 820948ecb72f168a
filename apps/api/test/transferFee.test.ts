import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  noahBooksAt,
  oliviasCardsAndBiscuit,
  freeSlots,
  partnerUuid,
  signIn,
  startServer,
  type TestServer,
} from './support';

// Transferring an appointment to another vet, and its fee. The seed (clock 2030-01-07 15:00 UTC): Olivia's PAW3M8X4 with Dr. Brooks in 3 days,
// confirmed by the vet; PAW7Q2K9 (a week ago) and PAW4R6DX (2 days ago) held with Dr. Chen;
// PAWV5T8N with Dr. Chen at 15:05-15:35 today.
let server: TestServer;
let olivia: { visa: string; declined: string; challenge: string; biscuit: string };
let brooks: string;
let tremblay: string;

const token = async (email: string) => (await signIn(server.app, email)).token;

beforeAll(async () => {
  server = await startServer();
  olivia = await oliviasCardsAndBiscuit(server.app);
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
  tremblay = await partnerUuid(server.app, 'dr-julien-tremblay');
});
afterAll(async () => {
  await server.close();
});

describe('the transfer fee', () => {
  it('is charged when the vet had confirmed, shown first, and listed on the receipt', async () => {
    const oliviaToken = await token('olivia@pawcall.test');
    const before = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW3M8X4', { token: oliviaToken });
    expect(before.body.data).toMatchObject({ can_transfer: true, can_self_transfer: false });
    const { total } = before.body.data;

    const quote = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW3M8X4/transfer-quote', {
      token: oliviaToken,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      items: [{ type: 'TRANSFER_FEE', amount: { amount: 1000, currency: total.currency } }],
      total: { amount: 1000, currency: total.currency },
      free_reason: null,
      payment_method: { last4: '4242' },
    });

    // Dr. Tremblay (Toronto, 08:00-21:00) at a time of his the day after tomorrow.
    const [slot] = (await freeSlots(server.app, tremblay, '2030-01-09T15:00:00.000Z')).filter(
      (s) => s.start_at >= '2030-01-09T16:00:00.000Z',
    );
    expect(slot).toBeDefined();

    const stale = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/transfer', {
      token: oliviaToken,
      body: { partner_uuid: tremblay, start_at: slot?.start_at, expected_fee: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'TRANSFER_FEE_CHANGED',
      message: 'The transfer fee has changed since you saw it. Please review it and confirm again.',
    });

    const declined = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/transfer', {
      token: oliviaToken,
      body: {
        partner_uuid: tremblay,
        start_at: slot?.start_at,
        payment_method_uuid: olivia.declined,
        expected_fee: 1000,
      },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(
      'We were unable to charge your card, Please try again or select another card.',
    );
    const unchanged = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW3M8X4', {
      token: oliviaToken,
    });
    expect(unchanged.body.data.partner.uuid).toBe(brooks);

    const moved = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/transfer', {
      token: oliviaToken,
      body: { partner_uuid: tremblay, start_at: slot?.start_at, expected_fee: 1000 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      partner: { uuid: tremblay },
      start_at: slot?.start_at,
      partner_confirmed_at: null,
      // The new vet has not confirmed: moving it again would be free.
      can_self_transfer: true,
    });

    const receipt = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW3M8X4/receipt', {
      token: oliviaToken,
    });
    expect(receipt.body.data.items).toContainEqual({
      type: 'TRANSFER_FEE',
      amount: { amount: 1000, currency: total.currency },
    });
    expect(receipt.body.data.total).toEqual({ amount: total.amount + 1000, currency: total.currency });
  });

  it('is free while the vet has not confirmed the request (can_self_transfer)', async () => {
    const booked = await noahBooksAt(server.app, brooks, '2030-01-10T18:00:00.000Z');
    const noahToken = await token('noah@pawcall.test');
    const quote = await call(
      server.app,
      'GET',
      `/api/v1/cx/appointments/${booked.reference_id}/transfer-quote`,
      {
        token: noahToken,
      },
    );
    expect(quote.body.data).toMatchObject({
      total: { amount: 0 },
      free_reason: 'NOT_CONFIRMED_BY_VET',
    });
    // 18:00 UTC is 13:00 in Toronto: Dr. Tremblay works then.
    const moved = await call(server.app, 'POST', `/api/v1/cx/appointments/${booked.reference_id}/transfer`, {
      token: noahToken,
      body: { partner_uuid: tremblay, expected_fee: 0 },
    });
    expect(moved.status).toBe(200);
    const receipt = await call(server.app, 'GET', `/api/v1/cx/appointments/${booked.reference_id}/receipt`, {
      token: noahToken,
    });
    expect(receipt.body.data.items.map((i: { type: string }) => i.type)).toEqual(['APPOINTMENT_FEE']);
    expect(receipt.body.data.total).toEqual(booked.total);
  });
});
