import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, noahBooksBrooks, signIn, startServer, type TestServer } from './support';

// Noah (New York) books Dr. Brooks (9500 USD a visit) with his saved Visa through the local payment
// provider; the clock (2030-01-07 15:00 UTC by default) places each call around the visit's times.
let server: TestServer;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function token(email: string) {
  return (await signIn(server.app, email)).token;
}

async function reportNoShow(reference: string, headers: Record<string, string> = {}) {
  return call(server.app, 'PUT', `/api/v1/cx/appointments/${reference}/incomplete`, {
    token: await token('noah@pawcall.test'),
    headers,
  });
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
});
afterAll(async () => {
  await server.close();
});

describe('the client reports that the vet did not join', () => {
  it('is refused before 10 minutes past the start, then refunds the client and tells the vet', async () => {
    const visit = await noahBooksBrooks(server, '2030-01-08T14:00:00.000Z');
    server.clock.set(new Date(visit.start + 9 * MINUTE));
    const early = await reportNoShow(visit.reference);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'You can report that the vet did not join from 10 minutes after the appointment starts.',
    });
    const before = await call(server.app, 'GET', `/api/v1/cx/appointments/${visit.reference}`, {
      token: await token('noah@pawcall.test'),
    });
    expect(before.body.data).toMatchObject({ status: 'CONFIRMED', partner_joined_at: null });

    server.clock.set(new Date(visit.start + 10 * MINUTE));
    const reported = await reportNoShow(visit.reference);
    expect(reported.status).toBe(200);
    expect(reported.body.data).toMatchObject({
      reference_id: visit.reference,
      status: 'INCOMPLETE',
      no_show_reported_by: 'CLIENT',
      refund: usd(9500),
      refund_status: 'REFUNDED',
    });
    // The refund went through the payment provider: the client's receipt shows it.
    const receipt = await call(server.app, 'GET', `/api/v1/cx/appointments/${visit.reference}/receipt`, {
      token: await token('noah@pawcall.test'),
    });
    expect(receipt.body.data.items).toContainEqual({ type: 'REFUND', amount: usd(-9500) });
    expect(receipt.body.data.total).toEqual(usd(0));

    const notifications = await call(server.app, 'GET', '/api/v1/notifications', {
      token: await token('dr.brooks@pawcall.test'),
    });
    expect(notifications.body.data.items[0]).toMatchObject({
      type: 'AppointmentIncomplete',
      resource_id: visit.reference,
      link: `/px/appointments/${visit.reference}`,
      body: expect.stringMatching(
        new RegExp(
          `^Noah .+ reported that you did not join the appointment for .+ \\(${visit.reference}\\)\\. It is marked incomplete and \\$95\\.00 is refunded to the client\\.$`,
        ),
      ),
    });

    const again = await reportNoShow(visit.reference);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment is already marked as incomplete.');

    // The vet earns nothing for it.
    const statement = await vetReceipt(visit.reference);
    expect(statement.status).toBe(200);
    expect(statement.body.data).toMatchObject({
      status: 'INCOMPLETE',
      gross_earnings: usd(0),
      platform_fee: usd(0),
      net_total: usd(0),
      paid_out: usd(0),
      paid_on: null,
      payout_status: 'NONE',
      no_earnings_reason: 'VET_NO_SHOW',
    });
  });

  it('is refused once the vet joined, even late, and in the client’s language', async () => {
    const visit = await noahBooksBrooks(server, '2030-01-09T14:00:00.000Z');
    server.clock.set(new Date(visit.start + 12 * MINUTE));
    expect((await vetJoins(visit.reference)).status).toBe(200);
    server.clock.set(new Date(visit.start + 20 * MINUTE));
    const refused = await reportNoShow(visit.reference);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The vet joined this appointment, so it cannot be reported as a no-show. Please contact support if something went wrong.',
    );
    const french = await reportNoShow(visit.reference, { 'X-Locale': 'fr-CA' });
    expect(french.body.message).toBe(
      "Le vétérinaire s'est joint à ce rendez-vous : il ne peut pas être signalé comme une absence. Veuillez communiquer avec le soutien en cas de problème.",
    );
  });

  it('closes 24 hours after the end, and is only the client’s to report', async () => {
    const visit = await noahBooksBrooks(server, '2030-01-10T14:00:00.000Z');
    server.clock.set(new Date(visit.end + 24 * HOUR + MINUTE));
    const late = await reportNoShow(visit.reference);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'It is more than 24 hours since this appointment ended, so it can no longer be reported here. Please contact support.',
    );
    const byVet = await call(server.app, 'PUT', `/api/v1/cx/appointments/${visit.reference}/incomplete`, {
      token: await token('dr.brooks@pawcall.test'),
    });
    expect(byVet.status).toBe(403);
    const byOther = await call(server.app, 'PUT', `/api/v1/cx/appointments/${visit.reference}/incomplete`, {
      token: await token('olivia@pawcall.test'),
    });
    expect(byOther.status).toBe(404);
  });

  it('is refused for a cancelled appointment', async () => {
    const visit = await noahBooksBrooks(server, '2030-01-11T14:00:00.000Z');
    const noahToken = await token('noah@pawcall.test');
    const cancelled = await call(server.app, 'POST', `/api/v1/cx/appointments/${visit.reference}/cancel`, {
      token: noahToken,
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(cancelled.status).toBe(200);
    server.clock.set(new Date(visit.start + 15 * MINUTE));
    const refused = await reportNoShow(visit.reference);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Only a confirmed appointment can be reported as one the vet did not join.',
    );
    // Nor does a cancelled appointment earn the vet anything.
    expect((await vetReceipt(visit.reference)).body.data).toMatchObject({
      status: 'CANCELLED',
      net_total: usd(0),
      payout_status: 'NONE',
      no_earnings_reason: 'CANCELLED',
    });
  });
});
