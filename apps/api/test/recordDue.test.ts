import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecordDueReminders } from '../src/domain/recordDue';
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

// The notices the vet gets: a medical record not completed 2 hours after the visit, a client's
// review, and a booking waiting for their confirmation. The seed (clock 2030-01-07 15:00 UTC):
// PAW7Q2K9 (a week ago, record finalized) and PAW4R6DX (2 days ago, record not finalized) held with
// Dr. Chen; PAWV5T8N with Dr. Chen at 15:05-15:35 today.
let server: TestServer;
let noah: { dog: string; dogName: string; visa: string };
let brooks: string;

const token = async (email: string) => (await signIn(server.app, email)).token;
const noticesOf = async (email: string, type: string) =>
  (await notifications(server.app, await token(email))).filter((n) => n.type === type);
const runAt = (instant: string) => runRecordDueReminders(server.deps, new Date(instant));

/** Noah books (and pays) the first free time of Dr. Brooks on a day. */
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

describe('the medical record reminder', () => {
  it('tells the vet once about a held visit whose record is still open, never about a finalized one', async () => {
    expect(await runAt('2030-01-07T15:00:00.000Z')).toEqual(['PAW4R6DX']);
    expect(await runAt('2030-01-07T15:01:00.000Z')).toEqual([]);

    const notices = await noticesOf('dr.chen@pawcall.test', 'PartnerMedicalRecordCompletionRequested');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ resource_id: 'PAW4R6DX', link: '/px/appointments/action-needed' });
    expect(notices[0]?.body).toMatch(
      /^The medical record for Miso \(PAW4R6DX, .*\) is not completed yet\. Medical records should be completed within 2 hours of the visit\.$/,
    );
    const [email] = await outbox(server.app, 'dr.chen@pawcall.test');
    expect(email).toMatchObject({
      channel: 'EMAIL',
      subject: 'Please complete the medical record for Miso (PAW4R6DX)',
      link: '/px/appointments/action-needed',
    });
  });

  it('waits 2 hours after the end of a visit the vet joined', async () => {
    server.clock.set('2030-01-07T15:06:00.000Z');
    const joined = await call(server.app, 'PUT', '/api/v1/appointments/PAWV5T8N/session', {
      token: await token('dr.chen@pawcall.test'),
      body: { action: 'JOIN' },
    });
    expect(joined.status).toBe(200);
    server.clock.set('2030-01-07T15:00:00.000Z');

    // It ended at 15:35.
    expect(await runAt('2030-01-07T15:40:00.000Z')).toEqual([]);
    expect(await runAt('2030-01-07T17:34:00.000Z')).toEqual([]);
    expect(await runAt('2030-01-07T17:35:00.000Z')).toEqual(['PAWV5T8N']);
    expect(await runAt('2030-01-07T19:00:00.000Z')).toEqual([]);
    const notices = await noticesOf('dr.chen@pawcall.test', 'PartnerMedicalRecordCompletionRequested');
    expect(notices.filter((n) => n.resource_id === 'PAWV5T8N')).toHaveLength(1);
  });

  it('says nothing about a cancelled visit', async () => {
    const booked = await noahBooksBrooks('2030-01-08T15:00:00.000Z');
    const cancelled = await call(
      server.app,
      'POST',
      `/api/v1/cx/appointments/${booked.reference_id}/cancel`,
      {
        token: await token('noah@pawcall.test'),
        body: { reason: 'SCHEDULE_CONFLICT' },
      },
    );
    expect(cancelled.status).toBe(200);
    expect(await runAt('2030-01-10T15:00:00.000Z')).toEqual([]);
    expect(await noticesOf('dr.brooks@pawcall.test', 'PartnerMedicalRecordCompletionRequested')).toEqual([]);
  });
});

describe("the client's review", () => {
  it('tells the vet with the rating', async () => {
    const reviewed = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW4R6DX/review', {
      token: await token('olivia@pawcall.test'),
      body: { rating: 4, title: 'Very thorough', text: 'Dr. Chen took her time with Miso.' },
    });
    expect(reviewed.status).toBe(200);
    const notices = await noticesOf('dr.chen@pawcall.test', 'PartnerReviewed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ resource_id: 'PAW4R6DX', link: null });
    expect(notices[0]?.body).toBe('Olivia rated the visit for Miso (PAW4R6DX) 4 out of 5: “Very thorough”');
  });
});

describe('a booking waiting for the vet', () => {
  it("is a request in the vet's notifications, linked to the requests tab, told once", async () => {
    const booked = await noahBooksBrooks('2030-01-09T15:00:00.000Z');
    const notices = (await noticesOf('dr.brooks@pawcall.test', 'InquiryReceived')).filter(
      (n) => n.resource_id === booked.reference_id,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe('/px/appointments/requests');
    expect(notices[0]?.body).toMatch(
      new RegExp(
        `^New appointment request: Noah .* booked a visit for ${noah.dogName} on .*\\(${booked.reference_id}\\)\\. Please confirm or decline it\\.$`,
      ),
    );
    const brooksToken = await token('dr.brooks@pawcall.test');
    const requests = await call(server.app, 'GET', '/api/v1/px/appointments?tab=requests', {
      token: brooksToken,
    });
    expect(requests.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toContain(
      booked.reference_id,
    );
    const [email] = await outbox(server.app, 'dr.brooks@pawcall.test');
    expect(email).toMatchObject({
      subject: `New appointment request ${booked.reference_id}`,
      link: '/px/appointments/requests',
    });
  });
});
