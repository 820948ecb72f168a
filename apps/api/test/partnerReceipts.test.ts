import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, noahBooksBrooks, partnerUuid, signIn, startServer, type TestServer } from './support';

// Noah (New York) books Dr. Brooks (9500 USD a visit) with his saved Visa through the local payment
// provider; the clock (2030-01-07 15:00 UTC by default) places each call around the visit's times.
let server: TestServer;
let brooks: string;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function token(email: string) {
  return (await signIn(server.app, email)).token;
}

async function vetReceipt(reference: string, email = 'dr.brooks@pawcall.test') {
  return call(server.app, 'GET', `/api/v1/px/appointments/${reference}/receipt`, {
    token: await token(email),
  });
}

async function vetJoins(reference: string) {
  return call(server.app, 'PUT', `/api/v1/appointments/${reference}/session`, {
    token: await token('dr.brooks@pawcall.test'),
    body: { action: 'JOIN' },
  });
}

const usd = (amount: number) => ({ amount, currency: 'USD' });

beforeAll(async () => {
  server = await startServer();
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
});
afterAll(async () => {
  await server.close();
});

describe("the vet's statement for one appointment", () => {
  it('is pending before the visit, with the platform rate of the gross taken and the client discount shown', async () => {
    await server.db.query('UPDATE partners SET platform_rate = 0.1875 WHERE user_uuid = $1', [brooks]);
    const visit = await noahBooksBrooks(server, '2030-01-14T14:00:00.000Z', 'WELCOME10');
    const statement = await vetReceipt(visit.reference);
    expect(statement.status).toBe(200);
    expect(statement.body.data).toMatchObject({
      reference_id: visit.reference,
      status: 'CONFIRMED',
      booked_on: '2030-01-07T15:00:00.000Z',
      start_at: new Date(visit.start).toISOString(),
      client_name: expect.stringMatching(/^Noah /),
      platform_rate: 0.1875,
      gross_earnings: usd(9500),
      // 18.75 % of 95.00 = 17.8125, to the cent.
      platform_fee: usd(1781),
      tax: usd(0),
      // WELCOME10 is the platform's: shown, not taken from the vet.
      discount: usd(-950),
      net_total: usd(7719),
      paid_out: usd(0),
      paid_on: null,
      payout_status: 'PENDING',
      no_earnings_reason: null,
    });

    // Held and ended by the vet: paid out 7 days after the end of the visit.
    server.clock.set(new Date(visit.start));
    expect((await vetJoins(visit.reference)).status).toBe(200);
    server.clock.set(new Date(visit.start + 25 * MINUTE));
    const ended = await call(server.app, 'PUT', `/api/v1/appointments/${visit.reference}/session`, {
      token: await token('dr.brooks@pawcall.test'),
      body: { action: 'END' },
    });
    expect(ended.status).toBe(200);
    const paidOn = new Date(visit.start + 25 * MINUTE + 7 * DAY).toISOString();
    server.clock.set(new Date(visit.start + 25 * MINUTE + 7 * DAY - MINUTE));
    expect((await vetReceipt(visit.reference)).body.data).toMatchObject({
      status: 'COMPLETED',
      net_total: usd(7719),
      paid_out: usd(0),
      paid_on: paidOn,
      payout_status: 'SCHEDULED',
    });
    server.clock.set(new Date(visit.start + 25 * MINUTE + 7 * DAY));
    expect((await vetReceipt(visit.reference)).body.data).toMatchObject({
      paid_out: usd(7719),
      paid_on: paidOn,
      payout_status: 'PAID',
    });
    await server.db.query('UPDATE partners SET platform_rate = 0.2 WHERE user_uuid = $1', [brooks]);
  });

  it("pays the vet for the client's no-show the vet marked", async () => {
    const visit = await noahBooksBrooks(server, '2030-01-15T14:00:00.000Z');
    server.clock.set(new Date(visit.start + 20 * MINUTE));
    const marked = await call(server.app, 'PUT', `/api/v1/px/appointments/${visit.reference}/incomplete`, {
      token: await token('dr.brooks@pawcall.test'),
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'INCOMPLETE', no_show_reported_by: 'PARTNER' });
    server.clock.set(new Date(visit.end + 7 * DAY));
    expect((await vetReceipt(visit.reference)).body.data).toMatchObject({
      gross_earnings: usd(9500),
      platform_fee: usd(1900),
      net_total: usd(7600),
      paid_out: usd(7600),
      paid_on: new Date(visit.end + 7 * DAY).toISOString(),
      payout_status: 'PAID',
    });
  });

  it('keeps the platform rate of the day it was booked when the vet’s rate changes afterwards', async () => {
    const before = await noahBooksBrooks(server, '2030-01-17T14:00:00.000Z');
    const rateBefore = { platform_rate: 0.2, platform_fee: usd(1900), net_total: usd(7600) };
    expect((await vetReceipt(before.reference)).body.data).toMatchObject(rateBefore);
    await server.db.query('UPDATE partners SET platform_rate = 0.15 WHERE user_uuid = $1', [brooks]);
    try {
      expect((await vetReceipt(before.reference)).body.data).toMatchObject(rateBefore);
      // Booked after the change: the new rate.
      const after = await noahBooksBrooks(server, '2030-01-18T14:00:00.000Z');
      expect((await vetReceipt(after.reference)).body.data).toMatchObject({
        platform_rate: 0.15,
        platform_fee: usd(1425),
        net_total: usd(8075),
      });
    } finally {
      await server.db.query('UPDATE partners SET platform_rate = 0.2 WHERE user_uuid = $1', [brooks]);
    }
  });

  it("is the appointment's own vet's only", async () => {
    const visit = await noahBooksBrooks(server, '2030-01-16T14:00:00.000Z');
    const otherVet = await vetReceipt(visit.reference, 'dr.chen@pawcall.test');
    expect(otherVet.status).toBe(404);
    const client = await call(server.app, 'GET', `/api/v1/px/appointments/${visit.reference}/receipt`, {
      token: await token('noah@pawcall.test'),
    });
    expect(client.status).toBe(403);
    const anonymous = await call(server.app, 'GET', `/api/v1/px/appointments/${visit.reference}/receipt`);
    expect(anonymous.status).toBe(401);
  });
});
