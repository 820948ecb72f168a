import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './support';

let server: TestServer;
let olivia: string;
beforeAll(async () => {
  server = await startServer();
  olivia = (await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.21')).token;
});
afterAll(async () => {
  await server.close();
});

async function petNamed(token: string, name: string) {
  const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
  const pet = pets.body.data.find((candidate: { name: string }) => candidate.name === name);
  expect(pet).toBeDefined();
  return pet;
}

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
