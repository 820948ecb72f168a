import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAccount, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 0;
const freshIp = () => `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function cookieValue(headers: Headers, name: string): string {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

interface Device {
  token: string;
  refresh: string;
  identity: string;
}

async function signInDevice(email: string, password: string): Promise<Device> {
  const result = await call(server.app, 'POST', '/api/v1/auth/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': freshIp() },
  });
  expect(result.status).toBe(200);
  return {
    token: result.body.data.access_token,
    refresh: cookieValue(result.headers, 'pawcall_refresh'),
    identity: cookieValue(result.headers, 'v-i'),
  };
}

const profileStatus = async (token: string, headers: Record<string, string> = {}) =>
  (await call(server.app, 'GET', '/api/v1/profile', { token, headers })).status;

const refresh = (cookie: string) =>
  call(server.app, 'POST', '/api/v1/auth/refresh', { headers: { Cookie: `pawcall_refresh=${cookie}` } });

async function newAccount(email: string): Promise<void> {
  await registerAccount(server.app, email, { ip: freshIp() });
}

describe('access tokens end with their session, whatever the headers', () => {
  it('a token stops working once its session signs out, even without X-Identifier', async () => {
    await newAccount('signout.token@example.com');
    const device = await signInDevice('signout.token@example.com', 'Lovelace42');
    expect(await profileStatus(device.token)).toBe(200);
    const out = await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${device.refresh}` },
    });
    expect(out.status).toBe(200);
    const after = await call(server.app, 'GET', '/api/v1/profile', { token: device.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('channel authorization refuses a token whose session has ended', async () => {
    await newAccount('signout.channel@example.com');
    const device = await signInDevice('signout.channel@example.com', 'Lovelace42');
    const profile = await call(server.app, 'GET', '/api/v1/profile', { token: device.token });
    const channel = `private-user-${profile.body.data.uuid}`;
    const authorize = () =>
      call(server.app, 'POST', '/api/v1/broadcasting/auth', {
        token: device.token,
        body: { socket_id: '1234.5678', channel_name: channel },
      });
    expect((await authorize()).status).toBe(200);
    await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${device.refresh}` },
    });
    expect((await authorize()).status).toBe(401);
  });

  it('a password reset ends every earlier session at once', async () => {
    await newAccount('reset.sessions@example.com');
    const device = await signInDevice('reset.sessions@example.com', 'Lovelace42');
    await call(server.app, 'POST', '/api/v1/auth/password/forgot', {
      body: { email: 'reset.sessions@example.com' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    // The emailed link, as the outbox holds it.
    const [mail] = await server.db.query<{ link: string }>(
      'SELECT link FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      ['reset.sessions@example.com'],
    );
    const link = new URL(mail?.link ?? '', 'http://x');
    const reset = await call(server.app, 'POST', '/api/v1/auth/password/reset', {
      body: { id: link.searchParams.get('u'), code: link.searchParams.get('code'), password: 'Brand9new' },
    });
    expect(reset.status).toBe(200);
    expect(await profileStatus(device.token)).toBe(401);
    expect((await refresh(device.refresh)).status).toBe(401);
    expect(await profileStatus(reset.body.data.access_token)).toBe(200);
  });
});

describe('password change', () => {
  it('signs every other device out and keeps this one signed in', async () => {
    await newAccount('change.sessions@example.com');
    const here = await signInDevice('change.sessions@example.com', 'Lovelace42');
    const elsewhere = await signInDevice('change.sessions@example.com', 'Lovelace42');
    const changed = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token: here.token,
      headers: { 'X-Identifier': here.identity },
      body: { current_password: 'Lovelace42', password: 'Another7x' },
    });
    expect(changed.status).toBe(200);

    // The other device: its access token, its refresh cookie and its browser identity are done.
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect(await profileStatus(elsewhere.token, { 'X-Identifier': elsewhere.identity })).toBe(403);
    expect((await refresh(elsewhere.refresh)).status).toBe(401);

    // This device carries on: its token, its identity and its refresh cookie still work.
    expect(await profileStatus(here.token, { 'X-Identifier': here.identity })).toBe(200);
    const renewed = await refresh(here.refresh);
    expect(renewed.status).toBe(200);
    expect(await profileStatus(renewed.body.data.access_token, { 'X-Identifier': here.identity })).toBe(200);
  });

  it('answers 429 after 5 wrong current passwords in 15 minutes, without pausing the owner’s sign-in', async () => {
    await newAccount('change.guess@example.com');
    const device = await signInDevice('change.guess@example.com', 'Lovelace42');
    const attempt = (current: string, locale = 'en-US') =>
      call(server.app, 'PUT', '/api/v1/profile/password', {
        token: device.token,
        headers: { 'X-Locale': locale },
        body: { current_password: current, password: 'Another7x' },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt(`Guess${i}guess`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.data.current_password).toEqual(['Your current password is incorrect.']);
    }
    const throttled = await attempt('Lovelace42');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({
      status: 'error',
      code: 'THROTTLED',
      message:
        'Too many incorrect current passwords. Please wait 15 minutes and try again, or reset your password from the sign-in page.',
    });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    const french = await attempt('Lovelace42', 'fr-CA');
    expect(french.body.message).toBe(
      'Trop de mots de passe actuels incorrects. Veuillez patienter 15 minutes et réessayer, ou réinitialisez votre mot de passe à partir de la page de connexion.',
    );

    // Signing in is a different door: the owner still gets in.
    await signInDevice('change.guess@example.com', 'Lovelace42');

    server.clock.advance(15 * 60_000 + 1000);
    const again = await signInDevice('change.guess@example.com', 'Lovelace42');
    const later = await call(server.app, 'PUT', '/api/v1/profile/password', {
      token: again.token,
      body: { current_password: 'Lovelace42', password: 'Another7x' },
    });
    expect(later.status).toBe(200);
  });
});

describe('refresh token rotation', () => {
  it('a rotated token presented again within the grace period answers the same successor, never a new one', async () => {
    await newAccount('rotate.grace@example.com');
    const device = await signInDevice('rotate.grace@example.com', 'Lovelace42');
    const first = await refresh(device.refresh);
    expect(first.status).toBe(200);
    const successor = cookieValue(first.headers, 'pawcall_refresh');

    server.clock.advance(5_000);
    const replay = await refresh(device.refresh);
    expect(replay.status).toBe(200);
    expect(cookieValue(replay.headers, 'pawcall_refresh')).toBe(successor);
    expect(await profileStatus(replay.body.data.access_token)).toBe(200);

    // Once the successor is rotated in turn, the old token gets nothing, even within the grace period.
    const second = await refresh(successor);
    expect(second.status).toBe(200);
    const stale = await refresh(device.refresh);
    expect(stale.status).toBe(401);
    expect(cookieValue(stale.headers, 'pawcall_refresh')).toBe('');
    expect((await refresh(cookieValue(second.headers, 'pawcall_refresh'))).status).toBe(200);
  });

  it('a replay after the grace period is theft: the family and its access tokens are revoked', async () => {
    await newAccount('rotate.theft@example.com');
    const device = await signInDevice('rotate.theft@example.com', 'Lovelace42');
    const rotated = await refresh(device.refresh);
    const successor = cookieValue(rotated.headers, 'pawcall_refresh');
    const token = rotated.body.data.access_token;
    server.clock.advance(31_000);
    expect((await refresh(device.refresh)).status).toBe(401);
    expect((await refresh(successor)).status).toBe(401);
    expect(await profileStatus(token)).toBe(401);
  });

  it('a signed-out family answers nothing to a replay within the grace period', async () => {
    await newAccount('rotate.signout@example.com');
    const device = await signInDevice('rotate.signout@example.com', 'Lovelace42');
    const rotated = await refresh(device.refresh);
    await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${cookieValue(rotated.headers, 'pawcall_refresh')}` },
    });
    expect((await refresh(device.refresh)).status).toBe(401);
  });
});
