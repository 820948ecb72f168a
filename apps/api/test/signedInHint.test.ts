import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { call, registrationCode, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** The Set-Cookie line that sets or clears `name`, one per cookie. */
function setCookie(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

function refreshToken(headers: Headers): string {
  return /^pawcall_refresh=([^;]*)/.exec(setCookie(headers, 'pawcall_refresh') ?? '')?.[1] ?? '';
}

const THIRTY_DAYS = 30 * 24 * 60 * 60;

async function signIn(email: string, ip: string) {
  const result = await call(server.app, 'POST', '/api/v1/auth/login', {
    body: { email, password: 'Pawcall123' },
    headers: { 'X-Forwarded-For': ip },
  });
  expect(result.status).toBe(200);
  return result;
}

describe('the signed-in hint cookie, which tells the web app a refresh is worth trying', () => {
  it('is set beside the refresh cookie on sign-in, readable by the page and lasting as long', async () => {
    const { headers } = await signIn('olivia@pawcall.test', '198.51.100.181');
    const hint = setCookie(headers, 'pawcall_signed_in');
    expect(hint?.split('; ')).toEqual([
      'pawcall_signed_in=1',
      'Path=/',
      'SameSite=Lax',
      `Max-Age=${THIRTY_DAYS}`,
    ]);
    expect(setCookie(headers, 'pawcall_refresh')).toContain(`Max-Age=${THIRTY_DAYS}`);
  });

  it('is set on registration', async () => {
    const email = 'hint.registration@pawcall.test';
    const code = await registrationCode(server.app, email, '198.51.100.182');
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password: 'Lovelace42',
        type: 'CLIENT',
        agree_terms: true,
        code,
      },
      headers: { 'X-Forwarded-For': '198.51.100.182' },
    });
    expect(result.status).toBe(201);
    expect(setCookie(result.headers, 'pawcall_signed_in')).toMatch(/^pawcall_signed_in=1; Path=\/;/);
    expect(refreshToken(result.headers)).not.toBe('');
  });

  it('is set again on each refresh, with the rotated refresh cookie', async () => {
    const signedIn = await signIn('noah@pawcall.test', '198.51.100.183');
    const refreshed = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${refreshToken(signedIn.headers)}; pawcall_signed_in=1` },
    });
    expect(refreshed.status).toBe(200);
    expect(setCookie(refreshed.headers, 'pawcall_signed_in')).toContain(`Max-Age=${THIRTY_DAYS}`);
    expect(refreshToken(refreshed.headers)).not.toBe('');
  });

  it('is cleared on sign-out, with the refresh cookie', async () => {
    const signedIn = await signIn('noah@pawcall.test', '198.51.100.184');
    const out = await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${refreshToken(signedIn.headers)}; pawcall_signed_in=1` },
    });
    expect(out.status).toBe(200);
    expect(setCookie(out.headers, 'pawcall_signed_in')?.split('; ')).toEqual([
      'pawcall_signed_in=',
      'Path=/',
      'SameSite=Lax',
      'Max-Age=0',
    ]);
    expect(setCookie(out.headers, 'pawcall_refresh')).toContain('Max-Age=0');
  });

  it('is cleared when a refresh is refused (a signed-out, revoked or missing refresh cookie)', async () => {
    const signedIn = await signIn('noah@pawcall.test', '198.51.100.185');
    const token = refreshToken(signedIn.headers);
    await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${token}` },
    });
    for (const cookie of [`pawcall_refresh=${token}; pawcall_signed_in=1`, 'pawcall_signed_in=1']) {
      const refused = await call(server.app, 'POST', '/api/v1/auth/refresh', { headers: { Cookie: cookie } });
      expect(refused.status).toBe(401);
      expect(setCookie(refused.headers, 'pawcall_signed_in')).toContain('Max-Age=0');
      expect(setCookie(refused.headers, 'pawcall_refresh')).toContain('Max-Age=0');
    }
  });

  it('grants nothing: the hint without a refresh cookie is no session', async () => {
    const profile = await call(server.app, 'GET', '/api/v1/profile', {
      headers: { Cookie: 'pawcall_signed_in=1' },
    });
    expect(profile.status).toBe(401);
  });
});

describe('the session cookies behind HTTPS', () => {
  it('are Secure, the hint as well as the refresh cookie', async () => {
    const { app } = createApp({
      db: server.db,
      clock: server.clock,
      cookieSecure: true,
      trustProxy: true,
      webDist: null,
    });
    const result = await call(app, 'POST', '/api/v1/auth/login', {
      body: { email: 'olivia@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.186' },
    });
    expect(result.status).toBe(200);
    expect(setCookie(result.headers, 'pawcall_signed_in')).toMatch(/; Secure$/);
    expect(setCookie(result.headers, 'pawcall_refresh')).toMatch(/; Secure$/);
  });
});
