import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAccount, registrationCode, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `203.0.114.${++ipCounter}`;
let emailCounter = 0;

const BREACHED =
  'This password is on a list of common or breached passwords. Please choose one that is harder to guess.';

async function register(password: string, locale = 'en-US') {
  const email = `policy${++emailCounter}@example.com`;
  const ip = freshIp();
  return call(server.app, 'POST', '/api/v1/auth/register', {
    body: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      password,
      type: 'CLIENT',
      agree_terms: true,
      code: await registrationCode(server.app, email, ip),
    },
    headers: { 'X-Forwarded-For': ip, 'X-Locale': locale },
  });
}

describe('passwords follow NIST SP 800-63B-4', () => {
  it.each(['Password2', 'Trustno1', 'TRUSTNO1', 'DRAGON123', 'password1'])(
    'refuses %s, from the breached and common list, in any case',
    async (password) => {
      const result = await register(password);
      expect(result.status).toBe(422);
      expect(result.body.data).toEqual({ password: [BREACHED] });
    },
  );

  it('refuses fewer than 8 characters (Dragon1 is 7), in French too', async () => {
    const short = await register('Dragon1');
    expect(short.body.data).toEqual({ password: ['Your password must be at least 8 characters long.'] });
    const french = await register('Abcde12', 'fr-CA');
    expect(french.body.data).toEqual({
      password: ['Votre mot de passe doit contenir au moins 8 caractères.'],
    });
  });

  it('accepts the demo password and long passphrases without composition rules, up to 128 characters', async () => {
    expect((await register('Pawcall123')).status).toBe(201);
    expect((await register('all lowercase words only')).status).toBe(201);
    expect((await register('x7'.repeat(32))).status).toBe(201);
    expect((await register('q'.repeat(128))).status).toBe(201);
    const tooLong = await register('q'.repeat(129));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.data).toEqual({ password: ['Your password must be at most 128 characters long.'] });
  });

  it('applies the same rule to a password change', async () => {
    const token = await registerAccount(server.app, 'policy.change@example.com', { ip: freshIp() });
    const breached = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token,
      body: { current_password: 'Lovelace42', password: 'Password2' },
    });
    expect(breached.status).toBe(422);
    expect(breached.body.data).toEqual({ password: [BREACHED] });
    const fine = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token,
      body: { current_password: 'Lovelace42', password: 'walnut harbour kettle' },
    });
    expect(fine.status).toBe(200);
  });
});
