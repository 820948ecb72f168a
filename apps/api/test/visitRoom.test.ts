import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from './sampleFiles';
import { call, signIn, startServer, type TestServer } from './support';

// The seed (clock 2030-01-07 15:00 UTC) gives Olivia and Dr. Chen PAWV5T8N 15:05-15:35, and Olivia
// and Dr. Brooks PAW3M8X4 three days later. The room closes 10 minutes after the end.
let server: TestServer;
const VISIT = 'PAWV5T8N';
const LATER = 'PAW3M8X4';

async function tokens() {
  const olivia = await signIn(server.app, 'olivia@pawcall.test');
  const chen = await signIn(server.app, 'dr.chen@pawcall.test');
  return { olivia: olivia.token, chen: chen.token };
}

const session = (token: string, action: string, reference = VISIT) =>
  call(server.app, 'PUT', `/api/v1/appointments/${reference}/session`, { token, body: { action } });

const roomMessage = (token: string, text: string) =>
  call(server.app, 'POST', `/api/v1/appointments/${VISIT}/messages`, {
    token,
    body: { channel: 'ROOM', body: text },
  });

const upload = (
  token: string,
  file: { name: string; content_type: string; bytes?: Uint8Array },
  reference = VISIT,
  headers: Record<string, string> = {},
) =>
  call(server.app, 'POST', `/api/v1/appointments/${reference}/media`, {
    token,
    headers,
    body: {
      name: file.name,
      content_type: file.content_type,
      content_base64: Buffer.from(file.bytes ?? SAMPLE_FILES.png).toString('base64'),
    },
  });

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('the room’s hours', () => {
  it('lets the vet step out and come back without ending the visit', async () => {
    server.clock.set('2030-01-07T15:06:00.000Z');
    const { chen } = await tokens();
    expect((await session(chen, 'JOIN')).status).toBe(200);
    const left = await session(chen, 'LEAVE');
    expect(left.body.data).toMatchObject({ status: 'CONFIRMED', room: 'OPEN', can_enter: true });
    const back = await session(chen, 'JOIN');
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'CONFIRMED', room: 'OPEN' });
  });

  it('keeps the room open through the 10-minute closing phase for those already in, not for newcomers', async () => {
    // "Joining opens 10 minutes before start until end": Olivia never joined, so after the end
    // (15:35) the visit the vet held is past for her, and her first entry is refused.
    server.clock.set('2030-01-07T15:38:00.000Z');
    let { olivia, chen } = await tokens();
    const newcomer = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, {
      token: olivia,
    });
    expect(newcomer.body.data).toMatchObject({ room: 'PAST', can_enter: false });
    expect((await session(olivia, 'JOIN')).status).toBe(409);

    server.clock.set('2030-01-07T15:20:00.000Z');
    ({ olivia } = await tokens());
    expect((await session(olivia, 'JOIN')).status).toBe(200);
    server.clock.set('2030-01-07T15:38:00.000Z');
    ({ olivia, chen } = await tokens());
    const view = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: olivia });
    expect(view.body.data).toMatchObject({ room: 'OPEN' });
    const back = await session(olivia, 'JOIN');
    expect(back.status).toBe(200);
    const sent = await roomMessage(olivia, 'Thanks, doctor!');
    expect(sent.status).toBe(200);
    const chat = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/messages?channel=ROOM`, {
      token: olivia,
    });
    expect(chat.body.data.can_send).toBe(true);
    // The vet, who joined at 15:06, may come back too.
    expect((await session(chen, 'JOIN')).status).toBe(200);
  });

  it('is past once the closing phase is over for a visit the vet joined, and its chat is closed', async () => {
    server.clock.set('2030-01-07T15:45:00.000Z');
    const { olivia, chen } = await tokens();
    const view = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/session`, { token: olivia });
    expect(view.body.data).toMatchObject({ room: 'PAST', can_enter: false });
    const refused = await session(olivia, 'JOIN');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ROOM_PAST',
      message: 'This visit has ended, so its room can no longer be joined.',
    });
    for (const token of [olivia, chen]) {
      const late = await roomMessage(token, 'One more thing');
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'MESSAGING_NOT_ALLOWED',
        message:
          "The visit room is closed, so its chat is too. Messages now go through the appointment's messages.",
      });
      const chat = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/messages?channel=ROOM`, {
        token,
      });
      expect(chat.body.data.can_send).toBe(false);
      expect(chat.body.data.items.map((m: { body: string }) => m.body)).toEqual(['Thanks, doctor!']);
    }
  });

  it('refuses room chat before the room opens with the room-future message', async () => {
    server.clock.set('2030-01-07T15:45:00.000Z');
    const { olivia } = await tokens();
    const early = await call(server.app, 'POST', `/api/v1/appointments/${LATER}/messages`, {
      token: olivia,
      body: { channel: 'ROOM', body: 'Hello?' },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'ROOM_FUTURE',
      message: 'This room is not open yet: you can join 10 minutes before the start.',
    });
  });
});

describe('sharing files in the room', () => {
  it('accepts the allowed types only, and stores the checked type', async () => {
    server.clock.set('2030-01-07T15:10:00.000Z');
    const { olivia } = await tokens();
    const html = await upload(olivia, { name: 'page.html', content_type: 'text/html' });
    expect(html.status).toBe(422);
    expect(html.body).toMatchObject({
      status: 'fail',
      data: {
        content_type: [
          'This file type cannot be shared. Please choose an image (JPEG, PNG, GIF, WebP, HEIC), a PDF or a video (MP4, MOV, WebM).',
        ],
      },
    });
    const french = await upload(olivia, { name: 'page.svg', content_type: 'image/svg+xml' }, VISIT, {
      'X-Locale': 'fr-CA',
    });
    expect(french.body.data.content_type[0]).toMatch(/^Ce type de fichier ne peut pas être partagé/);
    const photo = await upload(olivia, { name: 'ear.PNG', content_type: 'IMAGE/PNG' });
    expect(photo.status).toBe(200);
    expect(photo.body.data).toMatchObject({ name: 'ear.PNG', content_type: 'image/png' });
    const pdf = await upload(olivia, {
      name: 'labs.pdf',
      content_type: 'application/pdf',
      bytes: SAMPLE_FILES.pdf,
    });
    expect(pdf.status).toBe(200);
    const media = await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/media`, { token: olivia });
    expect(media.body.data.items.map((m: { name: string }) => m.name)).toEqual(['ear.PNG', 'labs.pdf']);
  });

  it('lets the one who shared a file remove it, and no one else', async () => {
    const { olivia, chen } = await tokens();
    const list = async (token: string) =>
      (await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/media`, { token })).body.data
        .items as Array<{
        uuid: string;
        name: string;
        mine: boolean;
      }>;
    const [photo] = await list(olivia);
    expect(photo).toMatchObject({ name: 'ear.PNG', mine: true });
    expect((await list(chen))[0]).toMatchObject({ name: 'ear.PNG', mine: false });
    const path = `/api/v1/appointments/${VISIT}/media/${photo?.uuid}`;
    const refused = await call(server.app, 'DELETE', path, { token: chen });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Unable to remove uploaded file: only the person who shared it can remove it.',
    );
    const removed = await call(server.app, 'DELETE', path, { token: olivia });
    expect(removed.body.data).toEqual({ uuid: photo?.uuid });
    expect((await list(olivia)).map((m) => m.name)).toEqual(['labs.pdf']);
    expect((await call(server.app, 'DELETE', path, { token: olivia })).status).toBe(404);
  });

  it('refuses uploads to a cancelled appointment', async () => {
    const { olivia } = await tokens();
    await server.db.query(`UPDATE appointments SET status = 'CANCELLED' WHERE reference_id = $1`, [LATER]);
    const refused = await upload(olivia, { name: 'ear.png', content_type: 'image/png' }, LATER);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ALREADY_CANCELLED',
      message: 'This appointment has already been cancelled.',
    });
    const media = await call(server.app, 'GET', `/api/v1/appointments/${LATER}/media`, { token: olivia });
    expect(media.body.data.items).toEqual([]);
  });
});

describe('a room whose time passed without the vet', () => {
  it('is expired, not past', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    await server.db.query(`UPDATE appointments SET status = 'CONFIRMED' WHERE reference_id = $1`, [LATER]);
    const [row] = await server.db.query<{ end_at: Date }>(
      'SELECT end_at FROM appointments WHERE reference_id = $1',
      [LATER],
    );
    server.clock.set(new Date((row as { end_at: Date }).end_at.getTime() + 10 * 60_000));
    const { olivia } = await tokens();
    const refused = await session(olivia, 'JOIN', LATER);
    expect(refused.body).toMatchObject({ code: 'ROOM_EXPIRED', message: 'This room has expired.' });
  });
});
