import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, call, signIn, startServer, type TestServer } from './support';

let server: TestServer;
let olivia: string;
let noah: string;
beforeAll(async () => {
  server = await startServer();
  olivia = (await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.21')).token;
  noah = (await signIn(server.app, 'noah@pawcall.test', 'Pawcall123', '198.51.100.22')).token;
});
afterAll(async () => {
  await server.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

async function upload(
  token: string,
  petUuid: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name = 'photo',
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const response = await server.app.request(`/api/v1/cx/pets/${petUuid}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.10' },
    body: form,
  });
  const result: Pick<CallResult, 'status' | 'body'> = {
    status: response.status,
    body: await response.json(),
  };
  return result;
}

async function petNamed(token: string, name: string) {
  const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
  const pet = pets.body.data.find((candidate: { name: string }) => candidate.name === name);
  expect(pet).toBeDefined();
  return pet;
}

describe('pet photos', () => {
  it('uploads a photo, lists it on the pet and serves the image through its signed url only', async () => {
    const biscuit = await petNamed(olivia, 'Biscuit');
    expect(biscuit.has_photo).toBe(false);
    expect(biscuit.photos).toEqual([]);

    const uploaded = await upload(olivia, biscuit.uuid, PNG, 'image/png', 'biscuit.png');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.has_photo).toBe(true);
    expect(uploaded.body.data.photos).toHaveLength(1);
    const [photo] = uploaded.body.data.photos;
    expect(photo).toMatchObject({ content_type: 'image/png', size: PNG.length });

    const image = await server.app.request(photo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const forged = await server.app.request(photo.url.replace(/sig=.*/, 'sig=forged'));
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ code: 'NOT_FOUND' });

    expect((await petNamed(olivia, 'Biscuit')).photos.map((p: { uuid: string }) => p.uuid)).toEqual([
      photo.uuid,
    ]);
  });

  it('refuses a sixth photo with "unable to upload more files"', async () => {
    const miso = await petNamed(olivia, 'Miso');
    for (let index = 0; index < 5; index += 1)
      expect((await upload(olivia, miso.uuid, JPEG, 'image/jpeg')).status).toBe(201);
    const sixth = await upload(olivia, miso.uuid, JPEG, 'image/jpeg');
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({
      status: 'error',
      code: 'PHOTO_LIMIT',
      message: 'Unable to upload more files: a pet can have up to 5 photos.',
    });
    expect((await petNamed(olivia, 'Miso')).photos).toHaveLength(5);
  });

  it('judges the image by its first bytes: a fake, a wrong type and an oversized file are refused', async () => {
    const biscuit = await petNamed(olivia, 'Biscuit');
    const fake = await upload(olivia, biscuit.uuid, Buffer.from('not really a jpeg'), 'image/jpeg');
    expect(fake.status).toBe(422);
    expect(fake.body.data).toEqual({ file: ['This image is corrupted. Please choose another one.'] });

    const disguised = await upload(olivia, biscuit.uuid, PNG, 'image/jpeg');
    expect(disguised.status).toBe(422);
    expect(disguised.body.data.file).toEqual(['This image is corrupted. Please choose another one.']);

    const pdf = await upload(olivia, biscuit.uuid, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(pdf.status).toBe(422);
    expect(pdf.body.data.file).toEqual(['Please choose a JPEG, PNG or WebP image.']);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(huge);
    const tooLarge = await upload(olivia, biscuit.uuid, huge, 'image/png');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.data.file).toEqual([
      'This image is larger than 10 MB. Please choose a smaller one.',
    ]);

    const none = await server.app.request(`/api/v1/cx/pets/${biscuit.uuid}/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${olivia}` },
      body: new FormData(),
    });
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ data: { file: ['Please choose an image to upload.'] } });
    expect((await petNamed(olivia, 'Biscuit')).photos).toHaveLength(1);
  });

  it('removes a photo, then "unable to remove uploaded file" for one that is gone', async () => {
    const biscuit = await petNamed(olivia, 'Biscuit');
    const added = await upload(olivia, biscuit.uuid, JPEG, 'image/jpeg');
    const photo = added.body.data.photos.at(-1);
    const removed = await call(server.app, 'DELETE', `/api/v1/cx/pets/${biscuit.uuid}/photos/${photo.uuid}`, {
      token: olivia,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.photos.map((p: { uuid: string }) => p.uuid)).not.toContain(photo.uuid);
    const again = await call(server.app, 'DELETE', `/api/v1/cx/pets/${biscuit.uuid}/photos/${photo.uuid}`, {
      token: olivia,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Unable to remove the uploaded file: it may already have been removed.');
    expect((await server.app.request(photo.url)).status).toBe(404);
  });

  it("keeps another client away from a pet's photos", async () => {
    const biscuit = await petNamed(olivia, 'Biscuit');
    const attempt = await upload(noah, biscuit.uuid, PNG, 'image/png');
    expect(attempt.status).toBe(404);
    const [photo] = biscuit.photos;
    const removal = await call(server.app, 'DELETE', `/api/v1/cx/pets/${biscuit.uuid}/photos/${photo.uuid}`, {
      token: noah,
    });
    expect(removal.status).toBe(404);
    expect((await petNamed(olivia, 'Biscuit')).photos).toHaveLength(1);
  });
});
