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

const yearsAgo = (years: number) => {
  const today = new Date();
  return `${today.getUTCFullYear() - years}-01-01`;
};

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
