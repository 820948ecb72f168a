import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  noahBooksAt,
  notifications,
  outbox,
  partnerUuid,
  signIn,
  startServer,
  type TestServer,
} from './support';

// The vet cancels an appointment: a reason, the client's full refund, and a notice. The seed (clock 2030-01-07 15:00 UTC): Olivia's PAW3M8X4 with Dr. Brooks in 3 days,
// confirmed by the vet; PAW7Q2K9 (a week ago) and PAW4R6DX (2 days ago) held with Dr. Chen;
// PAWV5T8N with Dr. Chen at 15:05-15:35 today.
let server: TestServer;
let noah: { dog: string; dogName: string; visa: string };
let brooks: string;

const token = async (email: string) => (await signIn(server.app, email)).token;
const notificationsOf = async (email: string) => notifications(server.app, await token(email));

beforeAll(async () => {
  server = await startServer();
  const n = await signIn(server.app, 'noah@pawcall.test');
  noah = { dog: n.user.pets[0].uuid, dogName: n.user.pets[0].name, visa: n.user.payment_methods[0].uuid };
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
});
afterAll(async () => {
  await server.close();
});

describe('the vet cancels', () => {
  it('requires a reason, refunds the client in full, and tells them', async () => {
    const booked = await noahBooksAt(server.app, brooks, '2030-01-11T18:00:00.000Z');
    const brooksToken = await token('dr.brooks@pawcall.test');
    const path = `/api/v1/px/appointments/${booked.reference_id}`;

    const policy = await call(server.app, 'GET', `${path}/cancellation-policy`, { token: brooksToken });
    expect(policy.body.data).toMatchObject({
      can_cancel: true,
      refund: booked.total,
      reasons: ['SCHEDULE_CONFLICT', 'EMERGENCY', 'OUTSIDE_EXPERTISE', 'OTHER'],
    });

    const noNotes = await call(server.app, 'POST', `${path}/cancel`, {
      token: brooksToken,
      body: { reason: 'OTHER' },
    });
    expect(noNotes.status).toBe(422);
    expect(noNotes.body.data).toEqual({ notes: ['Please tell us why you are cancelling.'] });

    // Not the client's call, and not another vet's appointment.
    const asClient = await call(server.app, 'POST', `${path}/cancel`, {
      token: await token('noah@pawcall.test'),
      body: { reason: 'EMERGENCY' },
    });
    expect(asClient.status).toBe(403);
    const otherVet = await call(server.app, 'POST', `${path}/cancel`, {
      token: await token('dr.chen@pawcall.test'),
      body: { reason: 'EMERGENCY' },
    });
    expect(otherVet.status).toBe(404);

    const cancelled = await call(server.app, 'POST', `${path}/cancel`, {
      token: brooksToken,
      body: { reason: 'EMERGENCY' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancelled_by: 'PARTNER' });

    const seen = await call(server.app, 'GET', `/api/v1/cx/appointments/${booked.reference_id}`, {
      token: await token('noah@pawcall.test'),
    });
    expect(seen.body.data).toMatchObject({
      status: 'CANCELLED',
      refund_status: 'REFUNDED',
      refund: booked.total,
    });
    const receipt = await call(server.app, 'GET', `/api/v1/cx/appointments/${booked.reference_id}/receipt`, {
      token: await token('noah@pawcall.test'),
    });
    expect(receipt.body.data.items).toContainEqual({
      type: 'REFUND',
      amount: { amount: -booked.total.amount, currency: booked.total.currency },
    });
    expect(receipt.body.data.total.amount).toBe(0);

    const [notification] = await notificationsOf('noah@pawcall.test');
    expect(notification).toMatchObject({
      type: 'AppointmentCancelled',
      resource_id: booked.reference_id,
      link: `/cx/appointments/${booked.reference_id}`,
      body: `Dr. Brooks cancelled the appointment for ${noah.dogName} (${booked.reference_id}). $95.00 is refunded to your card within 5 business days.`,
    });
    const [email] = await outbox(server.app, 'noah@pawcall.test');
    expect(email?.subject).toBe(`Your appointment ${booked.reference_id} was cancelled`);

    const again = await call(server.app, 'POST', `${path}/cancel`, {
      token: brooksToken,
      body: { reason: 'EMERGENCY' },
    });
    expect(again.body).toMatchObject({
      code: 'ALREADY_CANCELLED',
      message: 'This appointment has already been cancelled.',
    });
  });
});
