import fc from 'fast-check';
import { UPLOAD_CONTENT_TYPES } from '@pawcall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, FILE_NAME_MAX_CHARS } from '../src/domain/roomFiles';
import { SAMPLE_FILES } from './sampleFiles';
import { call, signIn, startServer, type TestServer } from './support';

// Files shared in a visit room, as a participant's browser and an attacker see them. The seed
// (clock 2030-01-07 15:00 UTC) gives Olivia and Dr. Chen PAWV5T8N and PAW4R6DX, and Olivia and
// Dr. Brooks PAW3M8X4.
let server: TestServer;
const VISIT = 'PAWV5T8N';
const HELD = 'PAW4R6DX';
const WITH_BROOKS = 'PAW3M8X4';

interface SharedFile {
  uuid: string;
  name: string;
  content_type: string;
  size: number;
  url: string;
  expires_at: string;
  mine: boolean;
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function tokens() {
  const olivia = await signIn(server.app, 'olivia@pawcall.test');
  const chen = await signIn(server.app, 'dr.chen@pawcall.test');
  const noah = await signIn(server.app, 'noah@pawcall.test');
  return { olivia: olivia.token, chen: chen.token, noah: noah.token };
}

function upload(
  token: string,
  file: { name: string; content_type: string; bytes: Uint8Array },
  reference = VISIT,
  headers: Record<string, string> = {},
) {
  return call(server.app, 'POST', `/api/v1/appointments/${reference}/media`, {
    token,
    headers,
    body: {
      name: file.name,
      content_type: file.content_type,
      content_base64: Buffer.from(file.bytes).toString('base64'),
    },
  });
}

async function list(token: string, reference = VISIT) {
  const result = await call(server.app, 'GET', `/api/v1/appointments/${reference}/media`, { token });
  expect(result.status).toBe(200);
  return result;
}

/** What the browser gets for `<img src>` or a download link: no bearer token, no envelope. */
async function download(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function removeAll(token: string, reference = VISIT) {
  for (const file of (await list(token, reference)).body.data.items as SharedFile[])
    if (file.mine)
      await call(server.app, 'DELETE', `/api/v1/appointments/${reference}/media/${file.uuid}`, { token });
}

describe('what a shared file is', () => {
  it('refuses HTML sent as a PNG, and a PDF sent as a photo, as corrupted, in the caller’s language', async () => {
    server.clock.set('2030-01-07T15:10:00.000Z');
    const { olivia } = await tokens();
    const html = await upload(olivia, {
      name: 'ear.png',
      content_type: 'image/png',
      bytes: SAMPLE_FILES.html,
    });
    expect(html.status).toBe(422);
    expect(html.body).toEqual({
      status: 'fail',
      data: {
        content_base64: [
          'This file is corrupted, or is not the kind of file its type says. Please choose another one.',
        ],
      },
    });
    const disguised = await upload(
      olivia,
      { name: 'ear.jpg', content_type: 'image/jpeg', bytes: SAMPLE_FILES.pdf },
      VISIT,
      { 'X-Locale': 'fr-CA' },
    );
    expect(disguised.status).toBe(422);
    expect(disguised.body.data.content_base64).toEqual([
      "Ce fichier est corrompu, ou n'est pas le genre de fichier qu'indique son type. Veuillez en choisir un autre.",
    ]);
    // Bytes of no kind at all are refused even with no type declared.
    const unknown = await upload(olivia, { name: 'notes', content_type: '', bytes: SAMPLE_FILES.html });
    expect(unknown.status).toBe(422);
    expect((await list(olivia)).body.data.items).toEqual([]);
  });

  it('stores and serves the type the bytes are, within the kind that was declared', async () => {
    const { olivia } = await tokens();
    // A JPEG a browser labelled image/png is a photo all the same: it is kept as what it is.
    const jpeg = await upload(olivia, {
      name: 'paw.jpg',
      content_type: 'image/png',
      bytes: SAMPLE_FILES.jpeg,
    });
    expect(jpeg.body.data).toMatchObject({ content_type: 'image/jpeg', name: 'paw.jpg' });
    // An iPhone clip declared as MP4 is QuickTime; a HEIC a browser could not name is a HEIC.
    const clip = await upload(olivia, {
      name: 'walk.mov',
      content_type: 'video/mp4',
      bytes: SAMPLE_FILES.mov,
    });
    expect(clip.body.data).toMatchObject({ content_type: 'video/quicktime', name: 'walk.mov' });
    const heic = await upload(olivia, { name: 'IMG_0001.HEIC', content_type: '', bytes: SAMPLE_FILES.heic });
    expect(heic.body.data).toMatchObject({ content_type: 'image/heic', name: 'IMG_0001.HEIC' });
    const served = await download(jpeg.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await removeAll(olivia);
  });
});

describe('the name a shared file is saved under', () => {
  it('drops paths, control characters and leading dots, and keeps an extension of its type', async () => {
    const { olivia } = await tokens();
    const names: Array<[string, string]> = [
      ['../../../etc/passwd', 'passwd.png'],
      ['..\\..\\Windows\\win.ini', 'win.ini.png'],
      ['scan\r\nSet-Cookie: a=b.png', 'scanSet-Cookie_ a=b.png'],
      // (NUL is refused before any handler: 400.)
      ['x\u0007y\u202egnp.exe', 'xygnp.exe.png'],
      ['.htaccess', 'htaccess.png'],
      ['...', 'file.png'],
      ['report.html', 'report.html.png'],
    ];
    for (const [sent, saved] of names) {
      const result = await upload(olivia, { name: sent, content_type: 'image/png', bytes: SAMPLE_FILES.png });
      expect(result.status, sent).toBe(200);
      expect(result.body.data.name, sent).toBe(saved);
    }
    const long = await upload(olivia, {
      name: `${'é'.repeat(200)}.pdf`,
      content_type: 'application/pdf',
      bytes: SAMPLE_FILES.pdf,
    });
    expect(long.body.data.name).toBe(`${'é'.repeat(FILE_NAME_MAX_CHARS - 4)}.pdf`);
    expect((await list(olivia)).body.data.items.map((file: SharedFile) => file.name)).toEqual([
      ...names.map(([, saved]) => saved),
      long.body.data.name,
    ]);
    await removeAll(olivia);
  });

  it('is the download’s name, as an ASCII filename and the exact UTF-8 filename*', async () => {
    const { olivia } = await tokens();
    const shared = await upload(olivia, {
      name: 'C:\\Users\\olivia\\Röntgen "été" 100%.pdf',
      content_type: 'application/pdf',
      bytes: SAMPLE_FILES.pdf,
    });
    expect(shared.body.data.name).toBe('Röntgen _été_ 100%.pdf');
    const served = await download(shared.body.data.url);
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Rontgen _ete_ 100%.pdf"; filename*=UTF-8''R%C3%B6ntgen%20_%C3%A9t%C3%A9_%20100%25.pdf`,
    );
    await removeAll(olivia);
  });

  it('is clean for any name sent, and cleaning it again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 400 }),
        fc.constantFrom(...UPLOAD_CONTENT_TYPES),
        (sent, type) => {
          const name = cleanFileName(sent, type);
          expect(name).not.toMatch(/[/\\\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}<>:"|?*]/u);
          expect(name.startsWith('.')).toBe(false);
          expect(name.trim()).toBe(name);
          expect(Array.from(name).length).toBeLessThanOrEqual(FILE_NAME_MAX_CHARS);
          expect(name).toMatch(/^.+\.[a-z0-9]+$/i);
          expect(cleanFileName(name, type)).toBe(name);
          // A header value fetch accepts, whatever the name was.
          const header = contentDisposition('attachment', name);
          expect(header).toMatch(/^[\x20-\x7e]+$/);
          expect(new Headers({ 'Content-Disposition': header }).get('content-disposition')).toBe(header);
        },
      ),
      { numRuns: 500, seed: 20300107 },
    );
  });
});

describe('where a shared file’s bytes are', () => {
  it('lists metadata and a short-lived link per file, never the bytes', async () => {
    const { olivia, chen } = await tokens();
    // One large photo: the list stays a few hundred bytes a file however big the files are.
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(SAMPLE_FILES.png);
    const photo = await upload(olivia, { name: 'ear.png', content_type: 'image/png', bytes: big });
    expect(photo.status).toBe(200);
    expect(photo.body.data.url).toMatch(
      new RegExp(
        `^/api/v1/appointments/${VISIT}/media/${photo.body.data.uuid}/content\\?u=[^&]+&expires=\\d+&sig=`,
      ),
    );
    for (const token of [olivia, chen]) {
      const result = await list(token);
      expect(JSON.stringify(result.body).length).toBeLessThan(2_000);
      const [file] = result.body.data.items as SharedFile[];
      expect(file).toMatchObject({ name: 'ear.png', content_type: 'image/png', size: big.length });
      expect(file?.url).not.toMatch(/^data:/);
      // 15:10 now: the link works until a 5-minute mark 10 to 15 minutes away.
      expect(file?.expires_at).toBe('2030-01-07T15:20:00.000Z');
      const served = await download(file?.url as string);
      expect(served.status).toBe(200);
      expect(Buffer.from(served.bytes).equals(Buffer.from(big))).toBe(true);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(big.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        // No longer than the link works: 10 minutes from 15:10.
        'cache-control': 'private, max-age=600',
      });
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="ear\.png"/);
    }
  });

  it('stops serving a link once it expires, or when it was altered or made for someone else', async () => {
    const { olivia, noah } = await tokens();
    const [file] = (await list(olivia)).body.data.items as SharedFile[];
    const url = file?.url as string;
    const tampered = url.replace(/sig=([^&]+)/, (_, sig: string) => `sig=${sig.slice(0, -2)}AA`);
    expect((await download(tampered)).status).toBe(403);
    // The same signature for another file, or another user, is no link at all.
    const [noahUser] = await server.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [
      'noah@pawcall.test',
    ]);
    expect((await download(url.replace(/u=[^&]+/, `u=${noahUser?.uuid}`))).status).toBe(403);
    const otherFile = url.replace(file?.uuid as string, '00000000-0000-4000-8000-000000000000');
    expect((await download(otherFile)).status).toBe(403);
    // Someone who is not in the appointment gets no list, so no link.
    expect(
      (await call(server.app, 'GET', `/api/v1/appointments/${VISIT}/media`, { token: noah })).status,
    ).toBe(404);
    server.clock.set('2030-01-07T15:20:00.000Z');
    const expired = await download(url);
    expect(expired.status).toBe(410);
    expect(JSON.parse(Buffer.from(expired.bytes).toString())).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This file link has expired. Please open the file again from the visit.',
    });
    server.clock.set('2030-01-07T15:10:00.000Z');
  });

  it('serves a link only while its user is in the appointment and the file is still shared', async () => {
    const { olivia, chen } = await tokens();
    const [file] = (await list(chen)).body.data.items as SharedFile[];
    const url = file?.url as string;
    expect((await download(url)).status).toBe(200);
    // The visit goes to another vet: Dr. Chen's link no longer opens it.
    const [brooks] = await server.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [
      'dr.brooks@pawcall.test',
    ]);
    const [visit] = await server.db.query<{ partner_uuid: string }>(
      'SELECT partner_uuid FROM appointments WHERE reference_id = $1',
      [VISIT],
    );
    await server.db.query('UPDATE appointments SET partner_uuid = $2 WHERE reference_id = $1', [
      VISIT,
      brooks?.uuid,
    ]);
    expect((await download(url)).status).toBe(404);
    await server.db.query('UPDATE appointments SET partner_uuid = $2 WHERE reference_id = $1', [
      VISIT,
      visit?.partner_uuid,
    ]);
    // A link names its appointment: it does not open the file under another one.
    expect((await download(url.replace(`/appointments/${VISIT}/`, `/appointments/${HELD}/`))).status).toBe(
      403,
    );
    await removeAll(olivia);
    expect((await download(url)).status).toBe(404);
  });

  it('serves a file shared before uploads were checked as bytes to save, never as a page', async () => {
    const { olivia } = await tokens();
    const [appointment] = await server.db.query<{ uuid: string; client_uuid: string }>(
      'SELECT uuid, client_uuid FROM appointments WHERE reference_id = $1',
      [WITH_BROOKS],
    );
    await server.db.query(
      `INSERT INTO appointment_media (uuid, appointment_uuid, uploader_uuid, name, content_type, size, content, created_at)
       VALUES ('11111111-1111-4111-8111-111111111111', $1, $2, $3, 'image/png', $4, $5, $6)`,
      [
        appointment?.uuid,
        appointment?.client_uuid,
        '../../x\r\n.png',
        SAMPLE_FILES.html.length,
        Buffer.from(SAMPLE_FILES.html),
        server.clock.now(),
      ],
    );
    const [file] = (await list(olivia, WITH_BROOKS)).body.data.items as SharedFile[];
    expect(file?.name).toBe('x.png');
    const served = await download(file?.url as string);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
