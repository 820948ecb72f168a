import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './support';

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
  return { status: response.status, body: await response.json() };
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
    expect((await forged.json()).code).toBe('NOT_FOUND');

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
    expect((await none.json()).data.file).toEqual(['Please choose an image to upload.']);
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

describe('home clinic', () => {
  it('searches the clinics by name or city', async () => {
    const toronto = await call(server.app, 'GET', '/api/v1/clinics?search=toronto', { token: olivia });
    expect(toronto.status).toBe(200);
    expect(toronto.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Queen West Animal Hospital',
      'Riverdale Veterinary Clinic',
    ]);
    const byName = await call(server.app, 'GET', '/api/v1/clinics?search=HUDSON', { token: olivia });
    expect(byName.body.data).toEqual([
      expect.objectContaining({ name: 'Hudson Street Animal Clinic', email: 'care@hudsonanimal.test' }),
    ]);
    const nothing = await call(server.app, 'GET', '/api/v1/clinics?search=%25', { token: olivia });
    expect(nothing.body.data).toEqual([]);
    expect((await call(server.app, 'GET', '/api/v1/clinics?search=vet')).status).toBe(401);
  });

  it('sets a clinic from the search (its email comes from the record), keeps it through a pet edit, then clears it', async () => {
    const biscuit = await petNamed(olivia, 'Biscuit');
    const [clinic] = (await call(server.app, 'GET', '/api/v1/clinics?search=riverdale', { token: olivia }))
      .body.data;
    const set = await call(server.app, 'PUT', `/api/v1/cx/pets/${biscuit.uuid}/home-clinic`, {
      token: olivia,
      body: { clinic_uuid: clinic.uuid, email: 'changed@example.com' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.home_clinic).toEqual({
      uuid: clinic.uuid,
      name: 'Riverdale Veterinary Clinic',
      email: 'hello@riverdalevet.test',
      phone: '+14165550122',
      city: 'Toronto',
      province: 'ON',
    });

    const edited = await call(server.app, 'PUT', `/api/v1/cx/pets/${biscuit.uuid}`, {
      token: olivia,
      body: { name: 'Biscuit', species: 'DOG', breed: 'Beagle' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.home_clinic.uuid).toBe(clinic.uuid);

    const cleared = await call(server.app, 'DELETE', `/api/v1/cx/pets/${biscuit.uuid}/home-clinic`, {
      token: olivia,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.home_clinic).toBeNull();
    expect(cleared.body.data.home_clinic_name).toBeNull();
  });

  it('names a clinic outside the search: "home clinic name required"', async () => {
    const miso = await petNamed(olivia, 'Miso');
    const blank = await call(server.app, 'PUT', `/api/v1/cx/pets/${miso.uuid}/home-clinic`, {
      token: olivia,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.data).toEqual({ name: ['Please enter the home clinic name.'] });
    const unknown = await call(server.app, 'PUT', `/api/v1/cx/pets/${miso.uuid}/home-clinic`, {
      token: olivia,
      body: { clinic_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.clinic_uuid).toEqual(["We couldn't find this clinic. Please search again."]);
    const named = await call(server.app, 'PUT', `/api/v1/cx/pets/${miso.uuid}/home-clinic`, {
      token: olivia,
      body: { name: '  Corner Cat Clinic ' },
    });
    expect(named.status).toBe(200);
    expect(named.body.data.home_clinic).toEqual({
      uuid: null,
      name: 'Corner Cat Clinic',
      email: null,
      phone: null,
      city: null,
      province: null,
    });
    expect(named.body.data.home_clinic_name).toBe('Corner Cat Clinic');
  });
});

describe('cards and payment history', () => {
  it('requires every billing detail the add-payment-method page sends, then keeps them with the card', async () => {
    const missing = await call(server.app, 'POST', '/api/v1/cx/payment-methods', {
      token: olivia,
      body: {
        payment_method_id: 'pm_card_visa',
        billing_details: { name: ' ', address_1: '120 Queen St W', city: '', province: 'ON', country: '' },
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      'billing_details.name': ['Please enter the name on the card.'],
      'billing_details.city': ['Please enter the city.'],
      'billing_details.country': ['Please choose the billing country.'],
    });
    const before = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token: olivia });

    const saved = await call(server.app, 'POST', '/api/v1/cx/payment-methods', {
      token: olivia,
      body: {
        payment_method_id: 'pm_card_visa',
        billing_details: {
          name: 'Olivia Martin',
          address_1: '120 Queen St W',
          city: 'Toronto',
          province: 'ON',
          country: 'ca',
        },
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      last4: '4242',
      name: 'Olivia Martin',
      billing_details: {
        name: 'Olivia Martin',
        address_1: '120 Queen St W',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
      },
    });
    const after = await call(server.app, 'GET', '/api/v1/cx/payment-methods', { token: olivia });
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
  });

  it('lists one transaction per booked appointment, newest first, paged, with its receipt path', async () => {
    const first = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=2', { token: olivia });
    expect(first.status).toBe(200);
    expect(first.body.data.page).toBe(1);
    expect(first.body.data.per_page).toBe(2);
    expect(first.body.data.total).toBeGreaterThan(2);
    expect(first.body.data.items).toHaveLength(2);
    for (const item of first.body.data.items) {
      expect(item.receipt_path).toBe(`/cx/appointments/${item.reference_id}/receipt`);
      expect(item.description).toMatch(/^Appointment with .+ for (Biscuit|Miso)$/);
      expect(['PAID', 'PENDING', 'REFUNDED', 'FREE']).toContain(item.status);
    }
    const [a, b] = first.body.data.items;
    expect(a.booked_on >= b.booked_on).toBe(true);

    const all = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=50', { token: olivia });
    expect(all.body.data.items).toHaveLength(first.body.data.total);
    const second = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=2&page=2', {
      token: olivia,
    });
    expect(second.body.data.items.map((i: { uuid: string }) => i.uuid)).toEqual(
      all.body.data.items.slice(2, 4).map((i: { uuid: string }) => i.uuid),
    );
    const paid = all.body.data.items.find((i: { status: string }) => i.status === 'PAID');
    expect(paid.payment_method).toMatch(/ending in \d{4}$/);

    const french = await call(server.app, 'GET', '/api/v1/cx/payments/history?per_page=1', {
      token: olivia,
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(french.body.data.items[0].description).toMatch(/^Consultation avec .+ pour /);
    const other = await call(server.app, 'GET', '/api/v1/cx/payments/history', { token: noah });
    expect(other.body.data.items.map((i: { uuid: string }) => i.uuid)).not.toContain(paid.uuid);
  });
});
