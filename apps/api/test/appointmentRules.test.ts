import { appointmentGroup } from '@pawcall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAppointmentReminders } from '../src/domain/reminders';
import {
  bookQuote,
  call,
  freeSlots,
  notifications,
  outbox,
  partnerUuid,
  quoteVisit,
  signIn,
  startServer,
  type TestServer,
} from './support';

// Appointment rules the server enforces and the notices it sends: the 10-minute reminder, the vet's
// decline (refunded, told), the cancellation session, the list's groups, who hears of a cancel and of
// a no-show, and finalizing only from the visit's start. The seed (clock 2030-01-07 15:00 UTC):
// Olivia's PAW3M8X4 with Dr. Brooks in 3 days (confirmed by the vet); PAWV5T8N with Dr. Chen at
// 15:05-15:35 today; PAW4R6DX with Dr. Chen 2 days ago, held, record not finalized.
let server: TestServer;
let noah: { dog: string; dogName: string; visa: string };
let brooks: string;

const token = async (email: string) => (await signIn(server.app, email)).token;
const notificationsOf = async (email: string) => notifications(server.app, await token(email));

/** Noah books (and pays) the first free time of Dr. Brooks on a day; she has not confirmed it. */
async function noahBooksBrooks(day: string) {
  const noahToken = await token('noah@pawcall.test');
  const [slot] = await freeSlots(server.app, brooks, day);
  if (!slot) throw new Error(`Dr. Brooks has no free time on ${day}`);
  const quote = await quoteVisit(server.app, noahToken, brooks, slot);
  return bookQuote(server.app, noahToken, quote, { pet: noah.dog, card: noah.visa });
}

beforeAll(async () => {
  server = await startServer();
  const n = await signIn(server.app, 'noah@pawcall.test');
  noah = { dog: n.user.pets[0].uuid, dogName: n.user.pets[0].name, visa: n.user.payment_methods[0].uuid };
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
});
afterAll(async () => {
  await server.close();
});

describe('the 10-minute reminder', () => {
  it('texts the verified phone, emails and notifies the client once, for visits starting within 10 minutes', async () => {
    server.clock.set('2030-01-07T14:54:00.000Z');
    // PAWV5T8N starts at 15:05: 11 minutes away is too early.
    expect(await runAppointmentReminders(server.deps, server.clock.now())).not.toContain('PAWV5T8N');

    server.clock.set('2030-01-07T14:55:00.000Z');
    expect(await runAppointmentReminders(server.deps, server.clock.now())).toEqual(['PAWV5T8N']);
    const text = (await outbox(server.app, '+14165550134')).find((m) => m.channel === 'SMS');
    expect(text?.body).toMatch(/^Reminder: your appointment with Dr\. Chen for Biscuit starts at .*10:05/);
    expect(text?.link).toBe('/cx/appointments/PAWV5T8N');
    const [email] = await outbox(server.app, 'olivia@pawcall.test');
    expect(email).toMatchObject({ channel: 'EMAIL', link: '/cx/appointments/PAWV5T8N' });
    expect(email?.subject).toMatch(/^Your appointment PAWV5T8N starts at /);
    const [notification] = await notificationsOf('olivia@pawcall.test');
    expect(notification).toMatchObject({
      type: 'AppointmentReminder',
      resource_id: 'PAWV5T8N',
      link: '/cx/appointments/PAWV5T8N',
    });

    // A second run (or the next tick) sends nothing again.
    server.clock.set('2030-01-07T14:58:00.000Z');
    expect(await runAppointmentReminders(server.deps, server.clock.now())).toEqual([]);
    expect((await outbox(server.app, '+14165550134')).filter((m) => m.channel === 'SMS')).toHaveLength(1);
    server.clock.set('2030-01-07T15:00:00.000Z');
  });
});

describe('finalizing the record', () => {
  it('is refused before the visit starts and allowed from its start', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const chen = await token('dr.chen@pawcall.test');
    await call(server.app, 'POST', '/api/v1/appointments/PAWV5T8N/record-notes', {
      token: chen,
      body: { type: 'DAP', data: 'Itchy ears.', assessment: 'Otitis externa.', plan: 'Ear cleaner.' },
    });
    const early = await call(server.app, 'PUT', '/api/v1/px/appointments/PAWV5T8N/medical-record/finalize', {
      token: chen,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('RECORD_NOT_FINALIZABLE');
    const untouched = await call(server.app, 'GET', '/api/v1/cx/appointments/PAWV5T8N', {
      token: await token('olivia@pawcall.test'),
    });
    expect(untouched.body.data).toMatchObject({ status: 'CONFIRMED', finalized_at: null });

    server.clock.set('2030-01-07T15:05:00.000Z');
    const onTime = await call(server.app, 'PUT', '/api/v1/px/appointments/PAWV5T8N/medical-record/finalize', {
      token: chen,
    });
    expect(onTime.status).toBe(200);
    expect(onTime.body.data).toMatchObject({ released: true });
    server.clock.set('2030-01-07T15:00:00.000Z');
  });
});

// The vet's "Action needed" tab, asked for as the web app asks (tab, page, per_page): the held visits
// whose record is still open, and not the finalized ones (PAW7Q2K9, and PAWV5T8N just above).
describe("the vet's Action needed tab", () => {
  it('lists the held visit whose record is not finalized', async () => {
    const chen = await token('dr.chen@pawcall.test');
    const result = await call(
      server.app,
      'GET',
      '/api/v1/px/appointments?tab=action-needed&page=1&per_page=10',
      {
        token: chen,
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ page: 1, per_page: 10, total: 1 });
    expect(result.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual(['PAW4R6DX']);
  });

  it('answers the accelerator tab, which does not depend on the time either', async () => {
    const chen = await token('dr.chen@pawcall.test');
    const result = await call(
      server.app,
      'GET',
      '/api/v1/px/appointments?tab=accelerator-appointments&page=1&per_page=10',
      { token: chen },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.items.every((a: { total: { amount: number } }) => a.total.amount === 0)).toBe(
      true,
    );
  });
});

describe('the vet declines', () => {
  it('refunds the client in full, shows as declined, tells the client and moves it to Past', async () => {
    const booked = await noahBooksBrooks('2030-01-14T14:00:00.000Z');
    const brooksToken = await token('dr.brooks@pawcall.test');
    const noahToken = await token('noah@pawcall.test');
    const future = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[tense]=future', {
      token: noahToken,
    });
    expect(future.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toContain(
      booked.reference_id,
    );

    const declined = await call(server.app, 'PUT', `/api/v1/px/appointments/${booked.reference_id}/decline`, {
      token: brooksToken,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('CANCELLED');
    expect(declined.body.data.partner_declined_at).not.toBeNull();

    const seen = await call(server.app, 'GET', `/api/v1/cx/appointments/${booked.reference_id}`, {
      token: noahToken,
    });
    expect(seen.body.data).toMatchObject({
      status: 'CANCELLED',
      refund_status: 'REFUNDED',
      refund: booked.total,
    });
    const receipt = await call(server.app, 'GET', `/api/v1/cx/appointments/${booked.reference_id}/receipt`, {
      token: noahToken,
    });
    expect(receipt.body.data.total.amount).toBe(0);

    const [notification] = await notificationsOf('noah@pawcall.test');
    expect(notification).toMatchObject({
      type: 'AppointmentCancelled',
      resource_id: booked.reference_id,
      link: `/cx/appointments/${booked.reference_id}`,
      body: `Dr. Brooks declined the appointment for ${noah.dogName} (${booked.reference_id}). $95.00 is refunded to your card within 5 business days.`,
    });
    const [email] = await outbox(server.app, 'noah@pawcall.test');
    expect(email?.subject).toBe(`Your appointment ${booked.reference_id} was declined`);

    const after = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[tense]=future', {
      token: noahToken,
    });
    expect(after.body.data.items.map((a: { reference_id: string }) => a.reference_id)).not.toContain(
      booked.reference_id,
    );
    const past = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[tense]=past', {
      token: noahToken,
    });
    expect(past.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toContain(
      booked.reference_id,
    );

    const again = await call(server.app, 'PUT', `/api/v1/px/appointments/${booked.reference_id}/decline`, {
      token: brooksToken,
    });
    expect(again.status).toBe(409);
    expect(await outbox(server.app, 'noah@pawcall.test')).toHaveLength(1);
  });
});

describe('the cancellation session', () => {
  it('refuses a cancel after the session the policy started has ended; a new policy read starts again', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const booked = await noahBooksBrooks('2030-01-15T14:00:00.000Z');
    const noahToken = await token('noah@pawcall.test');
    const path = `/api/v1/cx/appointments/${booked.reference_id}`;
    const policy = await call(server.app, 'GET', `${path}/cancellation-policy`, { token: noahToken });
    expect(policy.body.data.expires_at).toBe('2030-01-07T15:10:00.000Z');

    server.clock.set('2030-01-07T15:10:00.000Z');
    const late = await call(server.app, 'POST', `${path}/cancel`, {
      token: noahToken,
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Cancellation session expired, please try again',
    });
    const lateFr = await call(server.app, 'POST', `${path}/cancel`, {
      token: noahToken,
      headers: { 'X-Locale': 'fr-CA' },
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(lateFr.body.message).toBe("La session d'annulation a expiré, veuillez réessayer");
    const still = await call(server.app, 'GET', path, { token: noahToken });
    expect(still.body.data.status).toBe('CONFIRMED');

    await call(server.app, 'GET', `${path}/cancellation-policy`, { token: noahToken });
    server.clock.set('2030-01-07T15:19:59.000Z');
    const inTime = await call(server.app, 'POST', `${path}/cancel`, {
      token: await token('noah@pawcall.test'),
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(inTime.status).toBe(200);
    expect(inTime.body.data.status).toBe('CANCELLED');
    server.clock.set('2030-01-07T15:00:00.000Z');
  });

  it('holds for the vet too', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const booked = await noahBooksBrooks('2030-01-16T14:00:00.000Z');
    const brooksToken = await token('dr.brooks@pawcall.test');
    const path = `/api/v1/px/appointments/${booked.reference_id}`;
    await call(server.app, 'GET', `${path}/cancellation-policy`, { token: brooksToken });
    server.clock.set('2030-01-07T15:10:01.000Z');
    const late = await call(server.app, 'POST', `${path}/cancel`, {
      token: brooksToken,
      body: { reason: 'EMERGENCY' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Cancellation session expired, please try again');
    server.clock.set('2030-01-07T15:00:00.000Z');
  });
});

describe("the client's cancel and the vet's no-show", () => {
  it("tells the vet when the client cancels, and the cancelled visit leaves the client's Future group", async () => {
    const booked = await noahBooksBrooks('2030-01-17T14:00:00.000Z');
    const noahToken = await token('noah@pawcall.test');
    const cancelled = await call(
      server.app,
      'POST',
      `/api/v1/cx/appointments/${booked.reference_id}/cancel`,
      {
        token: noahToken,
        body: { reason: 'SCHEDULE_CONFLICT' },
      },
    );
    expect(cancelled.status).toBe(200);
    const notification = (await notificationsOf('dr.brooks@pawcall.test')).find(
      // The booking's request (InquiryReceived) shares the reference: the cancel is the other one.
      (n) => n.resource_id === booked.reference_id && n.type !== 'InquiryReceived',
    );
    expect(notification).toMatchObject({
      type: 'AppointmentCancelled',
      resource_id: booked.reference_id,
      link: `/px/appointments/${booked.reference_id}`,
    });
    expect(notification?.body).toMatch(
      new RegExp(`^Noah \\S+ cancelled the appointment for ${noah.dogName} \\(${booked.reference_id}\\) on `),
    );
    const subjects = (await outbox(server.app, 'dr.brooks@pawcall.test')).map((m) => m.subject);
    expect(subjects).toContain(`Appointment ${booked.reference_id} was cancelled`);

    // Every appointment is in exactly one of Future and Past, as appointmentGroup places it.
    const now = server.clock.now();
    const list = async (tense: 'future' | 'past') =>
      (
        await call(server.app, 'GET', `/api/v1/cx/appointments?filter[tense]=${tense}&per_page=50`, {
          token: noahToken,
        })
      ).body.data.items as Array<{ reference_id: string; status: never; end_at: string }>;
    const future = await list('future');
    const past = await list('past');
    expect(future.map((a) => a.reference_id)).not.toContain(booked.reference_id);
    expect(past.map((a) => a.reference_id)).toContain(booked.reference_id);
    for (const a of future) expect(appointmentGroup(a, now)).toBe('future');
    for (const a of past) expect(appointmentGroup(a, now)).not.toBe('future');
  });

  it('tells the client when the vet marks the visit incomplete', async () => {
    const chen = await token('dr.chen@pawcall.test');
    const marked = await call(server.app, 'PUT', '/api/v1/px/appointments/PAW4R6DX/incomplete', {
      token: chen,
    });
    expect(marked.status).toBe(200);
    const [notification] = await notificationsOf('olivia@pawcall.test');
    expect(notification).toMatchObject({
      type: 'AppointmentIncomplete',
      resource_id: 'PAW4R6DX',
      link: '/cx/appointments/PAW4R6DX',
      body: 'Dr. Chen marked the appointment for Miso (PAW4R6DX) as incomplete: you did not join the visit.',
    });
    const [email] = await outbox(server.app, 'olivia@pawcall.test');
    expect(email?.subject).toBe('Your appointment PAW4R6DX was marked incomplete');
  });
});
