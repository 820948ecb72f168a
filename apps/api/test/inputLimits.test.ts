import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../src/http/bind';
import { MAX_PETS_PER_CLIENT } from '../src/pets/service';
import { MAX_QUOTES_PER_HOUR } from '../src/quotes/service';
import {
  call,
  freeSlots,
  partnerUuid,
  registerAccount,
  signIn,
  startServer,
  type TestServer,
} from './support';

let server: TestServer;
let client: string;
let emily: string;

beforeAll(async () => {
  server = await startServer();
  client = (await signIn(server.app, 'noah@pawcall.test')).token;
  emily = await partnerUuid(server.app, 'dr-emily-chen');
});
afterAll(() => server.close());

const NUL = '\u0000';

describe('a NUL character (PostgreSQL text cannot hold one)', () => {
  it('in a body field is 400 on that field, in the caller’s language', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: `Pat${NUL}`,
        last_name: 'Client',
        email: 'nul@example.com',
        password: 'Pawcall123!x',
        type: 'CLIENT',
        agree_terms: true,
        code: '123456',
      },
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      status: 'fail',
      data: { first_name: ['Ce champ ne peut pas contenir de caractère nul (U+0000).'] },
    });
  });

  it('in a nested field, a query parameter or a path segment is 400 too', async () => {
    const nested = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: client,
      body: { name: 'Rex', species: 'DOG', weight: { value: 3, is_metric: true }, breed: `a${NUL}` },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.data.breed).toEqual(['This field cannot contain a null character (U+0000).']);

    const query = await call(server.app, 'GET', `/api/v1/cx/appointments?search=${encodeURIComponent(NUL)}`, {
      token: client,
    });
    expect(query.status).toBe(400);
    expect(query.body.data.search).toHaveLength(1);

    const search = await call(server.app, 'GET', '/api/p/partners/search?q=em%00ily');
    expect(search.status).toBe(400);

    const path = await call(server.app, 'GET', '/api/p/partners/dr-emily%00-chen');
    expect(path.status).toBe(400);
    expect(path.body.status).toBe('fail');
  });
});

describe('lengths and numbers the database cannot hold', () => {
  it('an email of 3,000 characters is a 422 on email, not a 500', async () => {
    const email = `${'a'.repeat(3000)}@example.com`;
    for (const [path, body] of [
      ['/api/v1/auth/login', { email, password: 'Pawcall123' }],
      ['/api/v1/auth/password/forgot', { email }],
      [
        '/api/v1/auth/register',
        {
          first_name: 'A',
          last_name: 'B',
          email,
          password: 'Pawcall123!x',
          type: 'CLIENT',
          agree_terms: true,
          code: '123456',
        },
      ],
      ['/api/v1/auth/register/code', { email }],
    ] as const) {
      const result = await call(server.app, 'POST', path, { body });
      expect(result.status, path).toBe(422);
      expect(result.body.data.email, path).toContain('Please enter no more than 254 characters.');
    }
  });

  it('a field the contract leaves uncapped still has a cap', async () => {
    const slug = 'x'.repeat(20_000);
    const result = await call(server.app, 'GET', `/api/p/partners/${slug}`);
    expect(result.status).toBeLessThan(500);
  });

  it('a page number past any integer is a 422 with the limit', async () => {
    for (const page of ['99999999999999999999', '2147483648', '1e30']) {
      const result = await call(server.app, 'GET', `/api/v1/cx/appointments?page=${page}`, { token: client });
      expect(result.status, page).toBe(422);
      expect(result.body.data.page, page).toHaveLength(1);
    }
    const publicSearch = await call(server.app, 'GET', '/api/p/partners/search?page=99999999999999999999');
    expect(publicSearch.status).toBe(422);
    expect(publicSearch.body.data.page).toEqual(['Please enter a value of 10000 or less.']);
  });
});

describe('dates outside the years the server accepts (1900 to 2200)', () => {
  it('availability from year 0000 or 9999 is a 422 naming the range', async () => {
    for (const startAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1899-12-31T23:59:59Z']) {
      const result = await call(server.app, 'POST', `/api/p/partner/${emily}/availability`, {
        body: { start_at: startAt },
      });
      expect(result.status, startAt).toBe(422);
      expect(result.body.data.start_at, startAt).toEqual([
        'Please enter a date between the years 1900 and 2200.',
      ]);
    }
    const inRange = await call(server.app, 'POST', `/api/p/partner/${emily}/availability`, {
      body: { start_at: '2030-01-08T15:00:00Z' },
    });
    expect(inRange.status).toBe(200);
  });

  it('in a query parameter and a date-only field too; a malformed date keeps its own message', async () => {
    const query = await call(server.app, 'GET', '/api/v1/cx/appointments?start_at=0000-01-01T00:00:00Z', {
      token: client,
    });
    expect(query.status).toBe(422);
    expect(query.body.data.start_at).toEqual(['Please enter a date between the years 1900 and 2200.']);

    const birthday = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: client,
      body: { name: 'Rex', species: 'DOG', birthday_on: '0001-01-01' },
    });
    expect(birthday.status).toBe(422);
    expect(birthday.body.data.birthday_on).toEqual(['Please enter a date between the years 1900 and 2200.']);

    const malformed = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: client,
      body: { name: 'Rex', species: 'DOG', birthday_on: '2020-02-30' },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.birthday_on).toEqual(['Please enter a valid date.']);
  });
});

describe('request size', () => {
  const large = JSON.stringify({ email: 'noah@pawcall.test', password: 'x'.repeat(DEFAULT_BODY_LIMIT) });

  it('a JSON body over 64 KiB is refused with 413 in the envelope, by its Content-Length', async () => {
    const response = await server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(large)),
        'X-Locale': 'fr-CA',
      },
      body: large,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Cette demande est trop volumineuse. La limite est de 64 Ko.',
      code: 'TOO_LARGE',
    });
  });

  it('a streamed body with no Content-Length is cut off once it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: only the limit stops the reading.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await server.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This request is too large. The limit is 64 KB.',
    );
    expect(sent).toBeLessThan(DEFAULT_BODY_LIMIT * 2);
  });

  it('an upload has its own, larger limit', async () => {
    // A 1 MB profile photo is over the JSON default but within the photo's 2 MB: judged as a photo, not refused as a request.
    const photo = `data:image/png;base64,${'A'.repeat(1024 * 1024)}`;
    const result = await call(server.app, 'POST', '/api/v1/profile/photo', {
      token: client,
      body: { data_url: photo },
    });
    expect(result.status).not.toBe(413);
    expect(result.status).toBeLessThan(500);

    const tooLarge = await call(server.app, 'POST', '/api/v1/profile/photo', {
      token: client,
      body: { data_url: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('TOO_LARGE');
  });
});

describe('counts', () => {
  it(`a client has at most ${MAX_PETS_PER_CLIENT} pets; a removed one frees its place`, async () => {
    const token = await registerAccount(server.app, 'many.pets@example.com', { ip: '198.51.100.61' });
    const add = (name: string) =>
      call(server.app, 'POST', '/api/v1/cx/pets', {
        token,
        body: { name, species: 'CAT', gender: 'FEMALE', birthday_on: '2020-05-01' },
      });
    let last = '';
    for (let index = 0; index < MAX_PETS_PER_CLIENT; index++) {
      const added = await add(`Cat ${index}`);
      expect(added.status, `pet ${index}`).toBe(201);
      last = added.body.data.uuid;
    }
    const refused = await add('One too many');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 'error',
      code: 'NOT_ALLOWED',
      message: 'You can have up to 20 pets on your account. Remove one to add another.',
    });
    const removed = await call(server.app, 'DELETE', `/api/v1/cx/pets/${last}`, {
      token,
      body: { reason: 'GAVE_AWAY' },
    });
    expect(removed.status).toBeLessThan(300);
    expect((await add('In its place')).status).toBe(201);
  });

  it(`a signed-in client starts at most ${MAX_QUOTES_PER_HOUR} booking sessions an hour`, async () => {
    const token = await registerAccount(server.app, 'many.quotes@example.com', { ip: '198.51.100.62' });
    const [slot] = await freeSlots(server.app, emily, '2030-01-08T15:00:00Z');
    if (!slot) throw new Error('Dr. Chen has no free slot to quote');
    const quote = () =>
      call(server.app, 'POST', `/api/p/quote/${emily}`, {
        token,
        body: { start_at: slot.start_at, end_at: slot.end_at, platform: 'WEB' },
        headers: { 'X-Locale': 'fr-CA' },
      });
    for (let index = 0; index < MAX_QUOTES_PER_HOUR; index++) expect((await quote()).status).toBe(201);
    const refused = await quote();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'THROTTLED',
      message:
        'Vous avez commencé trop de réservations au cours de la dernière heure. Veuillez réessayer plus tard.',
    });
    server.clock.advance(61 * 60_000);
    expect((await quote()).status).toBe(201);
    server.clock.advance(-61 * 60_000);
  });
});
