import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from './sampleFiles';
import { call, signIn, startServer, type TestServer } from './support';

// The seed (clock 2030-01-07 15:00 UTC) gives Olivia and Dr. Chen: PAWV5T8N 15:05-15:35 (joinable
// from 14:55), PAW7Q2K9 completed and finalized a week ago, PAW4R6DX completed without a record.
let server: TestServer;
const VISIT = 'PAWV5T8N';

async function tokens() {
  const olivia = await signIn(server.app, 'olivia@pawcall.test');
  const chen = await signIn(server.app, 'dr.chen@pawcall.test');
  return { olivia: olivia.token, chen: chen.token };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('the video session', () => {
  it('is in the future 11 minutes before start, refuses the join, and opens 10 minutes before', async () => {
    server.clock.set('2030-01-07T14:54:00.000Z');
    const { olivia } = await tokens();
    const early = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: olivia });
    expect(early.body.data).toMatchObject({
      room: 'FUTURE',
      can_enter: false,
      role: 'CLIENT',
      remote_name: 'Dr. Chen',
    });
    const refused = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
      token: olivia,
      body: { action: 'JOIN' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ROOM_FUTURE',
      message: 'This room is not open yet: you can join 10 minutes before the start.',
    });
    server.clock.set('2030-01-07T14:55:00.000Z');
    const open = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: olivia });
    expect(open.body.data).toMatchObject({ room: 'OPEN', can_enter: true, provider: 'P2P' });
    expect(open.body.data.channel).toBe(`presence-appointment-${VISIT}`);
  });

  it('saves each side’s pre-call check and shows it to the other side', async () => {
    server.clock.set('2030-01-07T14:58:00.000Z');
    const { olivia, chen } = await tokens();
    const check = { cameras: 1, microphones: 1, speakers: 1, bandwidth_kbps: 2400, passed: true };
    const saved = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
      token: olivia,
      body: { action: 'CHECK', check },
    });
    expect(saved.body.data.checks.client).toMatchObject(check);
    const vetView = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: chen });
    expect(vetView.body.data).toMatchObject({ role: 'PARTNER', remote_name: 'Olivia Martin' });
    expect(vetView.body.data.checks.client).toMatchObject({
      ...check,
      checked_at: '2030-01-07T14:58:00.000Z',
    });
    expect(vetView.body.data.checks.partner).toBeNull();
  });

  it('records both joins, carries room chat, and completes when the vet ends the visit', async () => {
    server.clock.set('2030-01-07T15:05:00.000Z');
    const { olivia, chen } = await tokens();
    for (const token of [olivia, chen]) {
      const joined = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
        token,
        body: { action: 'JOIN' },
      });
      expect(joined.status).toBe(200);
    }
    const session = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: chen });
    expect(session.body.data.joined).toEqual({
      client_at: '2030-01-07T15:05:00.000Z',
      partner_at: '2030-01-07T15:05:00.000Z',
    });
    const sent = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
      token: olivia,
      body: { channel: 'ROOM', body: 'Hi Dr. Chen, can you hear me?' },
    });
    expect(sent.body.data).toMatchObject({ sender: 'CLIENT', sender_name: 'Olivia', channel: 'ROOM' });
    const chat = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/messages?channel=ROOM`, {
      token: chen,
    });
    expect(chat.body.data.items.map((m: { body: string }) => m.body)).toEqual([
      'Hi Dr. Chen, can you hear me?',
    ]);
    const clientEnd = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
      token: olivia,
      body: { action: 'END' },
    });
    expect(clientEnd.status).toBe(403);
    server.clock.set('2030-01-07T15:30:00.000Z');
    const { chen: chen2 } = await tokens();
    const ended = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
      token: chen2,
      body: { action: 'END' },
    });
    expect(ended.body.data).toMatchObject({ status: 'COMPLETED', room: 'PAST' });
  });

  it('refuses a join after the visit with the room-past message', async () => {
    const { olivia } = await tokens();
    const refused = await call(server.app, 'PUT', `/api/v1/appointments/${VISIT}/session`, {
      token: olivia,
      body: { action: 'JOIN' },
    });
    expect(refused.body).toMatchObject({
      code: 'ROOM_PAST',
      message: 'This visit has ended, so its room can no longer be joined.',
    });
  });
});

describe('the medical record', () => {
  it('keeps the draft from the client, requires data, assessment and plan, then releases it', async () => {
    const { olivia, chen } = await tokens();
    const draft = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: { type: 'DAP', data: 'Ear scratching for a week.', assessment: '', plan: '' },
    });
    expect(draft.status).toBe(200);
    await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: { type: 'PRIVATE', body_1: 'Owner anxious; call back if no improvement.' },
    });
    const hidden = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: olivia,
    });
    expect(hidden.body.data).toEqual({ released: false, finalized_at: null, can_finalize: false, items: [] });
    const incomplete = await call(
      server.app,
      'PUT',
      `/api/v1/px/appointments/${VISIT}/medical-record/finalize`,
      {
        token: chen,
      },
    );
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.data).toEqual({
      assessment: ['Please enter a valid assessment'],
      plan: ['Please enter a valid plan'],
    });
    await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: {
        type: 'DAP',
        data: 'Ear scratching for a week.',
        assessment: 'Otitis externa.',
        plan: 'Ear cleaner 7 days.',
      },
    });
    const finalized = await call(
      server.app,
      'PUT',
      `/api/v1/px/appointments/${VISIT}/medical-record/finalize`,
      {
        token: chen,
      },
    );
    expect(finalized.body.data).toMatchObject({ released: true, can_finalize: false });
    const released = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: olivia,
    });
    expect(released.body.data.items).toHaveLength(1);
    expect(released.body.data.items[0]).toMatchObject({
      type: 'DAP',
      data: 'Ear scratching for a week.',
      assessment: 'Otitis externa.',
      plan: 'Ear cleaner 7 days.',
      author: 'Dr. Chen',
    });
  });

  it('is read-only once finalized except for new notes, and a removed note stays visible as removed', async () => {
    const { olivia, chen } = await tokens();
    const edit = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: { type: 'DAP', data: 'changed', assessment: 'changed', plan: 'changed' },
    });
    expect(edit.body).toMatchObject({
      code: 'RECORD_FINALIZED',
      message: 'This medical record is finalized. Only new notes can be added.',
    });
    const note = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: { type: 'COMMENT_RECORD', body_1: 'Cytology booked at the home clinic.' },
    });
    expect(note.body.data.is_published).toBe(true);
    const removed = await call(
      server.app,
      'DELETE',
      `/api/v1/appointments/${VISIT}/record-notes/${note.body.data.uuid}`,
      {
        token: chen,
      },
    );
    expect(removed.body.data.removed_at).not.toBeNull();
    const seen = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: olivia,
    });
    expect(
      seen.body.data.items.map((i: { type: string; removed_at: string | null }) => [
        i.type,
        i.removed_at != null,
      ]),
    ).toEqual([
      ['DAP', false],
      ['COMMENT_RECORD', true],
    ]);
    // Re-added: a new entry beside the removed one, which stays visible as removed.
    const again = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: chen,
      body: { type: 'COMMENT_RECORD', body_1: 'Cytology booked at the home clinic.' },
    });
    expect(again.body.data.uuid).not.toBe(note.body.data.uuid);
    const both = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: olivia,
    });
    // Both written at the same instant here, so compare without their order.
    expect(
      both.body.data.items
        .map((i: { type: string; body_1: string; removed_at: string | null }) => [
          i.type,
          i.removed_at != null,
        ])
        .sort(),
    ).toEqual([
      ['COMMENT_RECORD', false],
      ['COMMENT_RECORD', true],
      ['DAP', false],
    ]);
    const clientWrite = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/record-notes`, {
      token: olivia,
      body: { type: 'COMMENT_RECORD', body_1: 'hi' },
    });
    expect(clientWrite.status).toBe(403);
  });

  it('cannot be finalized for a no-show', async () => {
    const { chen } = await tokens();
    const noShow = await call(server.app, 'PUT', '/api/v1/px/appointments/PAW4R6DX/incomplete', {
      token: chen,
    });
    expect(noShow.body.data.status).toBe('INCOMPLETE');
    const refused = await call(
      server.app,
      'PUT',
      '/api/v1/px/appointments/PAW4R6DX/medical-record/finalize',
      {
        token: chen,
      },
    );
    expect(refused.body).toMatchObject({ code: 'RECORD_NOT_FINALIZABLE' });
  });
});

describe('direct messaging', () => {
  it('is open for 48 hours after the end and a vet reply extends it', async () => {
    server.clock.set('2030-01-08T15:00:00.000Z');
    const { olivia, chen } = await tokens();
    const sent = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
      token: olivia,
      body: { channel: 'DIRECT', body: 'Biscuit is scratching less today.' },
    });
    expect(sent.status).toBe(200);
    const appointment = await call(server.app, 'GET', `/api/v1/cx/appointments/${VISIT}`, { token: olivia });
    expect(appointment.body.data).toMatchObject({
      can_message: true,
      message_window_ends_at: '2030-01-09T15:35:00.000Z',
    });
    await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
      token: chen,
      body: { channel: 'DIRECT', body: 'Great, keep going with the cleaner.' },
    });
    server.clock.set('2030-01-10T14:00:00.000Z');
    const later = await tokens();
    const stillOpen = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
      token: later.olivia,
      body: { channel: 'DIRECT', body: 'Thank you!' },
    });
    expect(stillOpen.status).toBe(200);
    server.clock.set('2030-01-10T15:01:00.000Z');
    const closed = await tokens();
    const refused = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
      token: closed.olivia,
      body: { channel: 'DIRECT', body: 'One more thing' },
    });
    expect(refused.body).toMatchObject({
      code: 'MESSAGE_WINDOW_CLOSED',
      message:
        'The messaging window for this appointment has closed. Please book a follow-up appointment to continue.',
    });
  });
});

describe('cancellation', () => {
  it('refuses a completed appointment with the rule, and requires a reason and text for other', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia } = await tokens();
    const completed = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW7Q2K9/cancel', {
      token: olivia,
      body: { reason: 'SCHEDULE_CONFLICT' },
    });
    expect(completed.status).toBe(409);
    expect(completed.body).toMatchObject({
      code: 'NOT_CANCELLABLE',
      message:
        'This appointment can no longer be cancelled: only a confirmed or unpaid appointment can be cancelled, and only before its session ends.',
    });
    const policy = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW3M8X4/cancellation-policy', {
      token: olivia,
    });
    expect(policy.body.data).toMatchObject({ can_cancel: true, expires_at: '2030-01-07T15:10:00.000Z' });
    const noText = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/cancel', {
      token: olivia,
      body: { reason: 'OTHER', notes: '  ' },
    });
    expect(noText.body).toEqual({
      status: 'fail',
      data: { notes: ['Please tell us why you are cancelling.'] },
    });
    const cancelled = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/cancel', {
      token: olivia,
      body: { reason: 'OTHER', notes: 'Feeling better' },
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'OTHER',
      can_cancel: false,
    });
    const again = await call(server.app, 'POST', '/api/v1/cx/appointments/PAW3M8X4/cancel', {
      token: olivia,
      body: { reason: 'OTHER', notes: 'Feeling better' },
    });
    expect(again.body).toMatchObject({
      code: 'ALREADY_CANCELLED',
      message: 'This appointment has already been cancelled.',
    });
  });
});

describe('the partner side', () => {
  it('lists the tabs and answers follow-ups, reviews and receipts', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, chen } = await tokens();
    const tab = async (name: string) =>
      (
        await call(server.app, 'GET', `/api/v1/px/appointments?tab=${name}`, { token: chen })
      ).body.data.items.map((a: { reference_id: string }) => a.reference_id);
    expect(await tab('past')).toEqual([VISIT, 'PAW4R6DX', 'PAW7Q2K9']);
    expect(await tab('upcoming')).toEqual([]);
    const clientCall = await call(server.app, 'GET', '/api/v1/px/appointments', { token: olivia });
    expect(clientCall.status).toBe(403);
    const follow = await call(server.app, 'PUT', `/api/v1/px/appointments/${VISIT}/followup`, {
      token: chen,
      body: { message: 'Recheck in two weeks' },
    });
    expect(follow.body.data.follow_up).toMatchObject({ status: 'PROPOSED', message: 'Recheck in two weeks' });
    // Accepting is booking and paying it (followUps.test.ts); a bare ACCEPT is refused.
    const accepted = await call(server.app, 'PUT', `/api/v1/cx/appointments/${VISIT}/followup`, {
      token: olivia,
      body: { action: 'ACCEPT' },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject({
      code: 'FOLLOW_UP_PAYMENT_REQUIRED',
      message: 'To accept this follow-up, choose a time and pay for it.',
    });
    const review = { rating: 5, title: 'Kind and quick', text: 'Dr. Chen sorted Biscuit out.' };
    expect(
      (
        await call(server.app, 'POST', `/api/v1/cx/appointments/${VISIT}/review`, {
          token: olivia,
          body: review,
        })
      ).status,
    ).toBe(200);
    const twice = await call(server.app, 'POST', `/api/v1/cx/appointments/${VISIT}/review`, {
      token: olivia,
      body: review,
    });
    expect(twice.body).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'You have already reviewed this appointment.',
    });
    const receipt = await call(server.app, 'GET', `/api/v1/cx/appointments/${VISIT}/receipt`, {
      token: olivia,
    });
    expect(receipt.body.data).toMatchObject({
      total: { amount: 7500, currency: 'CAD' },
      payment_method: 'visa •••• 4242',
    });
  });

  it('limits uploads per appointment', async () => {
    const { olivia } = await tokens();
    const upload = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/media`, {
      token: olivia,
      body: {
        name: 'ear.png',
        content_type: 'image/png',
        content_base64: Buffer.from(SAMPLE_FILES.png).toString('base64'),
      },
    });
    expect(upload.body.data).toMatchObject({ name: 'ear.png', size: SAMPLE_FILES.png.length });
    const big = await call(server.app, 'POST', `/api/v1/appointments/${VISIT}/media`, {
      token: olivia,
      body: {
        name: 'big.pdf',
        content_type: 'application/pdf',
        content_base64: Buffer.alloc(10 * 1024 * 1024).toString('base64'),
      },
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('You have reached the upload limit of 10MB.');
  });
});

// The list call's filters of part 2, section 7 on the vet's side: they narrow the tab.
describe('the partner list’s filters', () => {
  it('narrows a tab by status, category and date range, and orders it on request', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const list = async (query: string) => {
      const result = await call(server.app, 'GET', `/api/v1/px/appointments?tab=past${query}`, {
        token: chen,
      });
      expect(result.status).toBe(200);
      return result.body.data.items as Array<{
        reference_id: string;
        status: string;
        start_at: string;
        category: string;
      }>;
    };
    const past = await list('');
    expect(past.length).toBeGreaterThanOrEqual(3);
    const references = past.map((a) => a.reference_id);

    // The tab's own order is latest first; sort=start_at turns it round.
    expect((await list('&sort=start_at')).map((a) => a.reference_id)).toEqual([...references].reverse());

    const completed = await list('&status=COMPLETED');
    expect(completed.map((a) => a.reference_id)).toEqual(
      past.filter((a) => a.status === 'COMPLETED').map((a) => a.reference_id),
    );
    expect(await list('&status=REQUIRES_PAYMENT')).toEqual([]);

    const general = await list('&filter[category]=GENERAL');
    const followUps = await list('&filter[category]=FOLLOW_UP');
    expect(general.every((a) => a.category === 'GENERAL')).toBe(true);
    expect(followUps.every((a) => a.category === 'FOLLOW_UP')).toBe(true);
    expect(general.length + followUps.length).toBe(past.length);

    // One visit's own start, up to a millisecond later: that visit alone.
    const one = past[1] as (typeof past)[number];
    const end = new Date(Date.parse(one.start_at) + 1).toISOString();
    expect(
      (await list(`&start_at=${encodeURIComponent(one.start_at)}&end_at=${encodeURIComponent(end)}`)).map(
        (a) => a.reference_id,
      ),
    ).toEqual([one.reference_id]);

    const bad = await call(server.app, 'GET', '/api/v1/px/appointments?status=SOMEDAY', { token: chen });
    expect(bad.status).toBe(422);
    expect(bad.body.data.status).toEqual(['Please choose one of the available options.']);
  });
});
