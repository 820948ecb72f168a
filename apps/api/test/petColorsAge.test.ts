import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './support';

let server: TestServer;
let olivia: string;
beforeAll(async () => {
  server = await startServer();
  olivia = (await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.61')).token;
});
afterAll(async () => {
  await server.close();
});

/** 1 January `years` years before the server's (test) clock: its birthday has passed this year. */
const yearsAgo = (years: number) => `${server.clock.now().getUTCFullYear() - years}-01-01`;

describe('a pet’s colours and age (part 1 §3: color, color_2, birthday_on or age)', () => {
  it('saves the two colours and an age for a pet whose birthday is unknown', async () => {
    const created = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: olivia,
      body: { name: 'Pepper', species: 'CAT', color: 'BLACK', secondary_color: 'WHITE', age: 4 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      color: 'BLACK',
      secondary_color: 'WHITE',
      birthday_on: null,
      age: 4,
    });

    const changed = await call(server.app, 'PATCH', `/api/v1/cx/pets/${created.body.data.uuid}`, {
      token: olivia,
      body: { secondary_color: null, birthday_on: yearsAgo(6) },
    });
    expect(changed.status).toBe(200);
    // The birthday wins over the age given before.
    expect(changed.body.data).toMatchObject({ color: 'BLACK', secondary_color: null, age: 6 });
  });

  it('counts an age to the request’s day, so it grows with the clock, not with the machine’s', async () => {
    const created = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: olivia,
      body: { name: 'Sage', species: 'DOG', age: 4 },
    });
    expect(created.body.data.age).toBe(4);
    const twoYears = 2 * 366 * 24 * 60 * 60 * 1000;
    server.clock.advance(twoYears);
    try {
      // Two years on, the morning's access token has long expired: sign in again.
      const later = (await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.62')).token;
      const listed = await call(server.app, 'GET', '/api/v1/cx/pets', { token: later });
      const sage = listed.body.data.find((pet: { name: string }) => pet.name === 'Sage');
      expect(sage.age).toBe(6);
    } finally {
      server.clock.advance(-twoYears);
    }
  });

  it('lists the demo pets with their colours and their age from the birthday', async () => {
    const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token: olivia });
    const miso = pets.body.data.find((pet: { name: string }) => pet.name === 'Miso');
    expect(miso).toMatchObject({ color: 'GRAY', secondary_color: 'WHITE' });
    expect(miso.age).toBeGreaterThanOrEqual(5);
  });

  it('refuses a colour the spec does not list and an age out of range', async () => {
    const colour = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: olivia,
      body: { name: 'Pepper', species: 'CAT', color: 'tabby' },
    });
    expect(colour.status).toBe(422);
    expect(colour.body.data.color).toBeDefined();
    const age = await call(server.app, 'POST', '/api/v1/cx/pets', {
      token: olivia,
      body: { name: 'Pepper', species: 'CAT', age: -1 },
    });
    expect(age.status).toBe(422);
    expect(age.body.data.age).toBeDefined();
  });
});
