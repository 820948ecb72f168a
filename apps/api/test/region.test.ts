import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAccount, startServer, type TestServer } from './support';

// The client's region (global preferences): outside CA, US and GB the client is global. The clock
// starts Monday 2030-01-07 15:00 UTC.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${10 + ++ipCounter}`;
const register = (email: string, type: 'CLIENT' | 'PARTNER' = 'CLIENT', locale = 'en-US') =>
  registerAccount(server.app, email, { ip: freshIp(), type, locale });

describe('region (global preferences)', () => {
  it('starts from the locale’s country, and a region outside CA, US and GB makes the client global', async () => {
    const token = await register('region.client@example.com');
    const before = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(before.body.data).toMatchObject({
      is_global: false,
      region: { country: 'US', name: 'United States', locale: 'en-US' },
    });

    const bad = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'XX' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ region: ['Please choose a region from the list.'] });

    const abroad = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'FR', locale: 'fr-CA' },
    });
    expect(abroad.status).toBe(200);
    expect(abroad.body.data).toMatchObject({
      is_global: true,
      locale: 'fr-CA',
      region: { country: 'FR', name: 'France', locale: 'en-US' },
    });
    const invite = await call(server.app, 'POST', '/api/v1/cx/referrals', {
      token,
      body: { email: 'friend.abroad@example.com' },
      headers: { 'X-Locale': 'fr-CA' },
    });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe("L'invitation d'amis n'est pas offerte pour votre compte.");

    const home = await call(server.app, 'PATCH', '/api/v1/profile/preferences', {
      token,
      body: { region: 'CA' },
    });
    expect(home.body.data).toMatchObject({
      is_global: false,
      region: { country: 'CA', name: 'Canada', locale: 'fr-CA' },
    });
    const list = await call(server.app, 'GET', '/api/v1/cx/referrals', { token });
    expect(list.status).toBe(200);
  });

  it('seeds a global demo client who cannot invite', async () => {
    const signedIn = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'global@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.access_token as string;
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token });
    expect(profile.body.data).toMatchObject({ status: 'ACTIVE', is_global: true, region: { country: 'AU' } });
    const invites = await call(server.app, 'GET', '/api/v1/cx/referrals', { token });
    expect(invites.status).toBe(403);
  });
});
