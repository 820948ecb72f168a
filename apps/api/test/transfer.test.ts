import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, partnerUuid, signIn, startServer, type TestServer } from './support';

// Transfer to another vet (/cx/transfer/{id}): POST cx/appointments/{ref}/transfer and can_transfer.
// Noah books with Dr. Brooks (07:00-22:00 Los Angeles); Dr. Tremblay works 08:00-21:00 Toronto.
let server: TestServer;
let noah: { dog: string; visa: string };
let brooks: string;
let tremblay: string;

async function token() {
  return (await signIn(server.app, 'noah@pawcall.test')).token;
}

async function book(startAt: string) {
  const quote = await call(server.app, 'POST', `/api/p/quote/${brooks}`, {
    token: await token(),
    body: {
      start_at: startAt,
      end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
      platform: 'WEB',
    },
  });
  const booked = await call(server.app, 'POST', '/api/v1/cx/book', {
    token: await token(),
    body: {
      quote_uuid: quote.body.data.uuid,
      pet_uuid: noah.dog,
      payment_method_uuid: noah.visa,
      concerns: ['Check-up'],
      description: 'Transfer me',
    },
  });
  if (booked.status !== 200) throw new Error(JSON.stringify(booked.body));
  return booked.body.data.appointment.reference_id as string;
}

async function transfer(reference: string, partner: string) {
  return call(server.app, 'POST', `/api/v1/cx/appointments/${reference}/transfer`, {
    token: await token(),
    body: { partner_uuid: partner },
  });
}

beforeAll(async () => {
  server = await startServer();
  const n = await signIn(server.app, 'noah@pawcall.test');
  noah = { dog: n.user.pets[0].uuid, visa: n.user.payment_methods[0].uuid };
  brooks = await partnerUuid(server.app, 'dr-amelia-brooks');
  tremblay = await partnerUuid(server.app, 'dr-julien-tremblay');
});
afterAll(async () => {
  await server.close();
});

describe('transferring an appointment to another vet', () => {
  it('offers the transfer on an upcoming appointment and hands it to a vet free at that time', async () => {
    const reference = await book('2030-01-08T16:00:00.000Z');
    const before = await call(server.app, 'GET', `/api/v1/cx/appointments/${reference}`, {
      token: await token(),
    });
    expect(before.body.data.can_transfer).toBe(true);
    expect(before.body.data.partner.uuid).toBe(brooks);

    const moved = await transfer(reference, tremblay);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      reference_id: reference,
      start_at: '2030-01-08T16:00:00.000Z',
      partner: { uuid: tremblay },
      partner_confirmed_at: null,
      can_transfer: true,
    });
    const after = await call(server.app, 'GET', `/api/v1/cx/appointments/${reference}`, {
      token: await token(),
    });
    expect(after.body.data.partner.uuid).toBe(tremblay);
  });

  it('refuses the same vet (field), an unknown vet, and a vet who does not offer that time', async () => {
    const reference = await book('2030-01-08T05:00:00.000Z');
    const same = await transfer(reference, brooks);
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({
      status: 'fail',
      data: { partner_uuid: ['Choose a different vet from the one you booked.'] },
    });
    const unknown = await transfer(reference, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    // 05:00 UTC is midnight in Toronto: Dr. Tremblay does not work then.
    const closed = await transfer(reference, tremblay);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('SLOT_UNAVAILABLE');
  });

  it('is no longer offered once the session has started, nor for a cancelled appointment', async () => {
    const started = await book('2030-01-09T16:00:00.000Z');
    const cancelled = await book('2030-01-09T17:00:00.000Z');
    const cancel = await call(server.app, 'POST', `/api/v1/cx/appointments/${cancelled}/cancel`, {
      token: await token(),
      body: { reason: 'OTHER', notes: 'Found a clinic nearby' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.can_transfer).toBe(false);
    const refused = await transfer(cancelled, tremblay);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOT_ALLOWED');

    server.clock.set('2030-01-09T16:05:00.000Z');
    const detail = await call(server.app, 'GET', `/api/v1/cx/appointments/${started}`, {
      token: await token(),
    });
    expect(detail.body.data.can_transfer).toBe(false);
    const late = await transfer(started, tremblay);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'Only an upcoming appointment can be transferred, before its session starts.',
    });
  });
});

// "Private notes are hidden from the client but visible to other vets on transfer."
describe('private notes on a transferred appointment', () => {
  it('reach the vet it is transferred to, never the client, and no longer the vet it left', async () => {
    const reference = await book('2030-01-10T17:00:00.000Z');
    const first = await signIn(server.app, 'dr.brooks@pawcall.test');
    const note = await call(server.app, 'POST', `/api/v1/appointments/${reference}/record-notes`, {
      token: first.token,
      body: { type: 'PRIVATE', body_1: 'Owner worried about cost; discuss options first.' },
    });
    expect(note.status).toBe(200);

    const moved = await transfer(reference, tremblay);
    expect(moved.status).toBe(200);

    const next = await signIn(server.app, 'dr.tremblay@pawcall.test');
    const seen = await call(server.app, 'GET', `/api/v1/appointments/${reference}/record-notes`, {
      token: next.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.items).toEqual([
      expect.objectContaining({
        type: 'PRIVATE',
        body_1: 'Owner worried about cost; discuss options first.',
        author: 'Dr. Brooks',
      }),
    ]);

    const client = await call(server.app, 'GET', `/api/v1/appointments/${reference}/record-notes`, {
      token: await token(),
    });
    expect(client.status).toBe(200);
    expect(client.body.data.items).toEqual([]);

    const left = await call(server.app, 'GET', `/api/v1/appointments/${reference}/record-notes`, {
      token: first.token,
    });
    expect(left.status).toBe(404);
  });
});
