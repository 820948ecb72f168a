import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoFollowUps } from '../src/domain/followUps';
import {
  call,
  noahBooksAt,
  oliviasCardsAndBiscuit,
  freeSlots,
  notifications,
  outbox,
  partnerUuid,
  signIn,
  startServer,
  type TestServer,
} from './support';

// Paid follow-ups (booked at the flat price) and the 24-hour auto-request. The seed (clock 2030-01-07 15:00 UTC): Olivia's PAW3M8X4 with Dr. Brooks in 3 days,
// confirmed by the vet; PAW7Q2K9 (a week ago) and PAW4R6DX (2 days ago) held with Dr. Chen;
// PAWV5T8N with Dr. Chen at 15:05-15:35 today.
let server: TestServer;
let olivia: { visa: string; declined: string; challenge: string; biscuit: string };
let chen: string;

const token = async (email: string) => (await signIn(server.app, email)).token;
const notificationsOf = async (email: string) => notifications(server.app, await token(email));

beforeAll(async () => {
  server = await startServer();
  olivia = await oliviasCardsAndBiscuit(server.app);
  chen = await partnerUuid(server.app, 'dr-emily-chen');
});
afterAll(async () => {
  await server.close();
});

describe('a paid follow-up', () => {
  it('is booked at the flat price (FOLLOWUP15 takes 15 % off) and accepts the vet’s proposal', async () => {
    const chenToken = await token('dr.chen@pawcall.test');
    const oliviaToken = await token('olivia@pawcall.test');
    const proposed = await call(server.app, 'PUT', '/api/v1/px/appointments/PAW7Q2K9/followup', {
      token: chenToken,
      body: { message: 'Recheck the right ear in a week' },
    });
    expect(proposed.status).toBe(200);
    const [told] = await notificationsOf('olivia@pawcall.test');
    expect(told).toMatchObject({
      type: 'FollowUpRequested',
      resource_id: 'PAW7Q2K9',
      body: 'Dr. Chen suggests a follow-up for Biscuit: Recheck the right ear in a week',
    });

    const detail = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW7Q2K9', { token: oliviaToken });
    expect(detail.body.data.follow_up).toMatchObject({
      status: 'PROPOSED',
      origin: 'PARTNER',
      price: { amount: 5000, currency: 'CAD' },
      appointment_reference: null,
    });

    const [slot] = await freeSlots(server.app, chen, '2030-01-08T14:00:00.000Z');
    const taken = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW7Q2K9/followup/quote', {
      token: oliviaToken,
      body: { start_at: '2030-01-08T05:00:00.000Z' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('SLOT_UNAVAILABLE');

    const quote = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW7Q2K9/followup/quote', {
      token: oliviaToken,
      body: { start_at: slot?.start_at },
    });
    expect(quote.status).toBe(201);
    expect(quote.body.data).toMatchObject({
      total: { amount: 5000, currency: 'CAD' },
      followup_of: 'PAW7Q2K9',
      pet: { uuid: olivia.biscuit },
      partner: { uuid: chen },
    });
    const uuid = quote.body.data.uuid;
    const welcome = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: oliviaToken,
      body: { code: 'WELCOME10' },
    });
    expect(welcome.status).toBe(422);
    const promo = await call(server.app, 'PUT', `/api/v1/cx/quote/${uuid}/promo-code`, {
      token: oliviaToken,
      body: { code: 'followup15' },
    });
    expect(promo.body.data.total).toEqual({ amount: 4250, currency: 'CAD' });

    const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: oliviaToken,
      body: {
        quote_uuid: uuid,
        pet_uuid: olivia.biscuit,
        payment_method_uuid: olivia.visa,
        concerns: ['Ear infection'],
        description: 'Follow-up of the ear',
      },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.appointment).toMatchObject({
      status: 'CONFIRMED',
      total: { amount: 4250, currency: 'CAD' },
      followup_of: 'PAW7Q2K9',
      category: 'FOLLOW_UP',
    });
    // The list finds it among the client's follow-ups, and only it.
    const followUps = await call(server.app, 'GET', '/api/v1/cx/appointments?filter[category]=FOLLOW_UP', {
      token: oliviaToken,
    });
    expect(followUps.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual([
      booked.body.data.appointment.reference_id,
    ]);
    const after = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW7Q2K9', { token: oliviaToken });
    expect(after.body.data.follow_up).toMatchObject({
      status: 'ACCEPTED',
      appointment_reference: booked.body.data.appointment.reference_id,
    });
    const again = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW7Q2K9/followup/quote', {
      token: oliviaToken,
      body: { start_at: slot?.start_at },
    });
    expect(again.status).toBe(409);
  });

  it('a declined card books nothing and leaves the follow-up waiting; cancelling declines it', async () => {
    const chenToken = await token('dr.chen@pawcall.test');
    const oliviaToken = await token('olivia@pawcall.test');
    await call(server.app, 'PUT', '/api/v1/px/appointments/PAW4R6DX/followup', {
      token: chenToken,
      body: { message: 'Let us look at Miso again' },
    });
    const [, slot] = await freeSlots(server.app, chen, '2030-01-08T14:00:00.000Z');
    const quote = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW4R6DX/followup/quote', {
      token: oliviaToken,
      body: { start_at: slot?.start_at },
    });
    const declined = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: oliviaToken,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: quote.body.data.pet.uuid,
        payment_method_uuid: olivia.declined,
        concerns: ['Sneezing'],
        description: 'Follow-up',
      },
    });
    expect(declined.status).toBe(402);
    const waiting = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW4R6DX', { token: oliviaToken });
    expect(waiting.body.data.follow_up.status).toBe('PROPOSED');

    const cancel = await call(server.app, 'PUT', '/api/v1/cx/appointments/PAW4R6DX/followup', {
      token: oliviaToken,
      body: { action: 'CANCEL' },
    });
    expect(cancel.body.data.follow_up.status).toBe('CANCELLED');
    // The quote made before cancelling books nothing now.
    const late = await call(server.app, 'POST', '/api/v1/cx/book', {
      token: oliviaToken,
      body: {
        quote_uuid: quote.body.data.uuid,
        pet_uuid: quote.body.data.pet.uuid,
        payment_method_uuid: olivia.visa,
        concerns: ['Sneezing'],
        description: 'Follow-up',
      },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('There is no follow-up waiting for an answer.');
  });
});

describe('the 24-hour auto-request', () => {
  it('sends one request for a visit completed within 24 hours when the vet has it on', async () => {
    // Access tokens are short-lived and the clock moves: each call signs in afresh.
    const chenToken = () => token('dr.chen@pawcall.test');
    const oliviaToken = () => token('olivia@pawcall.test');
    // PAWV5T8N is held today: the vet joins at 15:06 and ends it at 15:30.
    server.clock.set('2030-01-07T15:06:00.000Z');
    await call(server.app, 'PUT', '/api/v1/appointments/PAWV5T8N/session', {
      token: await chenToken(),
      body: { action: 'JOIN' },
    });
    server.clock.set('2030-01-07T15:30:00.000Z');
    const ended = await call(server.app, 'PUT', '/api/v1/appointments/PAWV5T8N/session', {
      token: await chenToken(),
      body: { action: 'END' },
    });
    expect(ended.body.data.status).toBe('COMPLETED');

    // Off: nothing is sent.
    server.clock.set('2030-01-07T16:00:00.000Z');
    expect(await runAutoFollowUps(server.deps, server.clock.now())).toEqual([]);

    const before = await call(server.app, 'GET', '/api/v1/px/settings/auto-followup', {
      token: await chenToken(),
    });
    expect(before.body).toEqual({ status: 'success', data: { enabled: false } });
    const on = await call(server.app, 'PUT', '/api/v1/px/settings/auto-followup', {
      token: await chenToken(),
      body: { enabled: true },
    });
    expect(on.body.data.enabled).toBe(true);
    // The switch reads what was saved.
    const after = await call(server.app, 'GET', '/api/v1/px/settings/auto-followup', {
      token: await chenToken(),
    });
    expect(after.body.data.enabled).toBe(true);
    const asClient = await call(server.app, 'GET', '/api/v1/px/settings/auto-followup', {
      token: await oliviaToken(),
    });
    expect(asClient.status).toBe(403);
    const emailsBefore = (await outbox(server.app, 'olivia@pawcall.test')).length;

    // PAW7Q2K9 and PAW4R6DX ended days ago (and have follow-ups): only today's visit is due.
    expect(await runAutoFollowUps(server.deps, server.clock.now())).toEqual(['PAWV5T8N']);
    const detail = await call(server.app, 'GET', '/api/v1/cx/appointments/PAWV5T8N', {
      token: await oliviaToken(),
    });
    expect(detail.body.data.follow_up).toMatchObject({
      status: 'PROPOSED',
      origin: 'AUTO',
      message: 'How is Biscuit doing? Book a follow-up so we can check in on how things are going.',
    });
    const [told] = await notificationsOf('olivia@pawcall.test');
    expect(told).toMatchObject({ type: 'FollowUpRequested', resource_id: 'PAWV5T8N' });
    const emails = await outbox(server.app, 'olivia@pawcall.test');
    expect(emails.length).toBe(emailsBefore + 1);
    expect(emails[0]?.subject).toBe('Dr. Chen suggests a follow-up for Biscuit');

    // Idempotent: a second run (or a second server) sends nothing more.
    expect(await runAutoFollowUps(server.deps, server.clock.now())).toEqual([]);
    expect((await outbox(server.app, 'olivia@pawcall.test')).length).toBe(emailsBefore + 1);
  });

  it('leaves a visit alone once 24 hours have passed since it ended', async () => {
    const booked = await noahBooksAt(server.app, chen, '2030-01-08T16:00:00.000Z');
    const chenToken = () => token('dr.chen@pawcall.test');
    server.clock.set('2030-01-08T16:01:00.000Z');
    await call(server.app, 'PUT', `/api/v1/appointments/${booked.reference_id}/session`, {
      token: await chenToken(),
      body: { action: 'JOIN' },
    });
    await call(server.app, 'PUT', `/api/v1/appointments/${booked.reference_id}/session`, {
      token: await chenToken(),
      body: { action: 'END' },
    });
    server.clock.set('2030-01-09T16:02:00.000Z');
    expect(await runAutoFollowUps(server.deps, server.clock.now())).toEqual([]);
    server.clock.set('2030-01-09T15:59:00.000Z');
    expect(await runAutoFollowUps(server.deps, server.clock.now())).toEqual([booked.reference_id]);
  });
});
