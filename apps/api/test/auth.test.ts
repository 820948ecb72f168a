import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outbox, registrationCode, signIn, startServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

function cookieValue(setCookie: string | null): string {
  const match = /pawcall_refresh=([^;]*)/.exec(setCookie ?? '');
  return match?.[1] ?? '';
}

describe('sign-in', () => {
  it('signs in with the right password and sets an HttpOnly refresh cookie', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'olivia@pawcall.test', password: 'Pawcall123' },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    expect(result.body.data.expires_in).toBe(900);
    expect(result.body.data.user.email).toBe('olivia@pawcall.test');
    expect(result.body.data.user.pets.map((p: { name: string }) => p.name)).toEqual(['Biscuit', 'Miso']);
    const cookie = result.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('pawcall_refresh=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/v1/auth');
    expect(cookie).not.toContain('Secure');
  });

  it('accepts the email in any case', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'Noah@PawCall.test', password: 'Pawcall123' },
    });
    expect(result.status).toBe(200);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'noah@pawcall.test', password: 'Wrong123' },
      headers: { 'X-Forwarded-For': '198.51.100.50' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      status: 'error',
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password you entered is incorrect.',
    });
  });

  it('refuses an unknown email with the same message', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'nobody@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.51' },
    });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('The email or password you entered is incorrect.');
  });

  it('reports empty fields per field', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: '', password: '' },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      status: 'fail',
      data: { email: ['Please enter your email address.'], password: ['Please enter your password.'] },
    });
  });

  it('five wrong passwords from strangers do not lock the owner out', async () => {
    for (let i = 0; i < 5; i++) {
      const miss = await call(server.app, 'POST', '/api/v1/auth/login', {
        body: { email: 'dr.tremblay@pawcall.test', password: `Wrong${i}x` },
        headers: { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      });
      expect(miss.status).toBe(401);
    }
    const owner = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'dr.tremblay@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '192.0.2.99' },
    });
    expect(owner.status).toBe(200);
  });

  it('pauses one IP for one account after 5 failures in 15 minutes; the right password from another IP still works', async () => {
    for (let i = 0; i < 5; i++) {
      const miss = await call(server.app, 'POST', '/api/v1/auth/login', {
        body: { email: 'dr.okafor@pawcall.test', password: `Wrong${i}x` },
        headers: { 'X-Forwarded-For': '192.0.2.50' },
      });
      expect(miss.status).toBe(401);
    }
    const blocked = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'dr.okafor@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '192.0.2.50' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('THROTTLED');
    expect(blocked.body.message).toBe(
      'Too many unsuccessful sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'dr.okafor@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '192.0.2.51' },
    });
    expect(owner.status).toBe(200);

    server.clock.advance(15 * 60_000 + 1000);
    const later = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'dr.okafor@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '192.0.2.50' },
    });
    expect(later.status).toBe(200);
  });

  it('after 100 failures from many IPs, pauses unfamiliar IPs for the account but not an IP the owner signed in from', async () => {
    const email = 'dr.raman@pawcall.test';
    const familiar = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.18.0.1' },
    });
    expect(familiar.status).toBe(200);
    // 99 failures from a botnet, recorded as sign-ins would record them (100 real ones take seconds of hashing)...
    for (let i = 0; i < 99; i++)
      await server.db.query(
        `INSERT INTO login_attempts (kind, email, ip, succeeded, created_at) VALUES ('login', $1, $2, false, $3)`,
        [email, `198.19.${Math.floor(i / 4)}.${i % 4}`, server.clock.now()],
      );
    // ...and the 100th through the API.
    const miss = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'Guess99xyz' },
      headers: { 'X-Forwarded-For': '198.19.99.1' },
    });
    expect(miss.status).toBe(401);
    const unfamiliar = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.18.0.2' },
    });
    expect(unfamiliar.status).toBe(429);
    const owner = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.18.0.1' },
    });
    expect(owner.status).toBe(200);
  });

  it('pauses an IP after 20 failures in 15 minutes, in the caller’s language', async () => {
    for (let i = 0; i < 20; i++) {
      await call(server.app, 'POST', '/api/v1/auth/login', {
        body: { email: `stranger${i}@example.com`, password: 'Nope1234' },
        headers: { 'X-Forwarded-For': '203.0.113.77' },
      });
    }
    const blocked = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'noah@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '203.0.113.77', 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Trop de tentatives de connexion à partir de votre réseau. Veuillez patienter 15 minutes et réessayer.',
    );
    const elsewhere = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'noah@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '203.0.113.78' },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh cookie and rejects a token reused after the grace period', async () => {
    const session = await signIn(server.app, 'noah@pawcall.test');
    const first = cookieValue(session.cookie);

    const refreshed = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${first}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.user.email).toBe('noah@pawcall.test');
    const second = cookieValue(refreshed.headers.get('set-cookie'));
    expect(second).not.toBe('');
    expect(second).not.toBe(first);

    const profile = await call(server.app, 'GET', '/api/v1/profile', {
      token: refreshed.body.data.access_token,
    });
    expect(profile.status).toBe(200);

    server.clock.advance(60_000);
    const reused = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${first}` },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('UNAUTHENTICATED');
    // Reuse revokes the whole family: the newer token is dead too.
    const afterTheft = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${second}` },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('answers 401 without a cookie', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/refresh');
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('signs out: the refresh cookie is cleared and no longer works', async () => {
    const session = await signIn(server.app, 'noah@pawcall.test');
    const token = cookieValue(session.cookie);
    const out = await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: { Cookie: `pawcall_refresh=${token}` },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'success', data: null });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    const refreshed = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${token}` },
    });
    expect(refreshed.status).toBe(401);
  });

  it('rejects an expired access token', async () => {
    const session = await signIn(server.app, 'noah@pawcall.test');
    server.clock.advance(16 * 60_000);
    const result = await call(server.app, 'GET', '/api/v1/profile', { token: session.token });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('registration', () => {
  it('reports every problem per field', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: ' ',
        last_name: '',
        email: 'not-an-email',
        password: 'abc',
        type: 'CLIENT',
        agree_terms: false,
        code: '123456',
      },
    });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      status: 'fail',
      data: {
        first_name: ['Please enter your first name.'],
        last_name: ['Please enter your last name.'],
        email: ['Please enter a valid email address.'],
        password: ['Your password must be at least 8 characters long.'],
        agree_terms: ['Please agree to the terms of use.'],
      },
    });
  });

  it('reports missing fields from the contract', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: { email: 'x@example.com' },
    });
    expect(result.status).toBe(422);
    expect(result.body.data.first_name).toEqual(['Please enter your first name.']);
    expect(result.body.data.agree_terms).toEqual(['Please agree to the terms of use.']);
    expect(result.body.data.type).toEqual(['This field is required.']);
  });

  it('answers the same for an address that has an account, and emails its owner instead of a code', async () => {
    const ask = (email: string) =>
      call(server.app, 'POST', '/api/v1/auth/register/code', {
        body: { email },
        headers: { 'X-Locale': 'fr-CA', 'X-Forwarded-For': '203.0.113.77' },
      });
    const taken = await ask('OLIVIA@pawcall.test');
    const unknown = await ask('nobody.yet@example.com');
    expect(taken.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(taken.body).toEqual({ status: 'success', data: { sent_to: 'O***@pawcall.test', resend_in: 60 } });
    expect(unknown.body).toEqual({ status: 'success', data: { sent_to: 'n***@example.com', resend_in: 60 } });

    // Only the owner reads that the account exists, with the way to reset the password.
    const [notice] = await outbox(server.app, 'olivia@pawcall.test');
    expect(notice).toMatchObject({ subject: 'You already have a Pawcall account', code: null });
    expect(notice?.body).toContain('an account with this email already exists');
    expect(notice?.link).toBe('/auth/forgot-password');
    const [code] = await outbox(server.app, 'nobody.yet@example.com');
    expect(code?.subject).toBe("Votre code d'inscription Pawcall");
    expect(code?.code).toMatch(/^\d{6}$/);

    // Registering the taken address fails like a wrong code does, never with "already exists".
    const attempt = (email: string) =>
      call(server.app, 'POST', '/api/v1/auth/register', {
        body: {
          first_name: 'Olivia',
          last_name: 'Martin',
          email,
          password: 'Biscuit42x',
          type: 'CLIENT',
          agree_terms: true,
          code: code?.code === '111111' ? '222222' : '111111',
        },
        headers: { 'X-Locale': 'fr-CA' },
      });
    const onTaken = await attempt('olivia@pawcall.test');
    const onUnknown = await attempt('nobody.yet@example.com');
    expect(onTaken.status).toBe(422);
    expect(onTaken.body).toEqual(onUnknown.body);
    expect(onTaken.body.data).toEqual({ code: ['Le code saisi est incorrect'] });
  });

  it('spends the code on one attempt, keeps it through a field to correct, and verifies the address', async () => {
    const email = 'grace.field@example.com';
    const code = await registrationCode(server.app, email, '203.0.113.78');
    const body = {
      first_name: 'Grace',
      last_name: 'Field',
      email,
      password: 'Biscuit42x',
      type: 'CLIENT' as const,
      agree_terms: true,
      code,
    };
    const unagreed = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: { ...body, agree_terms: false },
    });
    expect(unagreed.body.data).toEqual({ agree_terms: ['Please agree to the terms of use.'] });
    const created = await call(server.app, 'POST', '/api/v1/auth/register', { body });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({ email, email_verified: true, status: 'ONBOARDING' });
    const again = await call(server.app, 'POST', '/api/v1/auth/register', { body });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({
      code: ['This code is incorrect or no longer valid. Send a new code.'],
    });
  });

  it('registers a client as onboarding, who can then read their profile', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: 'Ada',
        last_name: 'Park',
        email: 'ada@example.com',
        password: 'Biscuit42x',
        type: 'CLIENT',
        agree_terms: true,
        code: await registrationCode(server.app, 'ada@example.com', '203.0.113.79'),
      },
      headers: { 'X-Timezone': 'America/Vancouver', 'X-Locale': 'en-CA' },
    });
    expect(result.status).toBe(201);
    expect(result.headers.get('set-cookie')).toContain('pawcall_refresh=');
    const profile = await call(server.app, 'GET', '/api/v1/profile', {
      token: result.body.data.access_token,
    });
    expect(profile.body.data).toMatchObject({
      email: 'ada@example.com',
      type: 'CLIENT',
      status: 'ONBOARDING',
      locale: 'en-CA',
      timezone: 'America/Vancouver',
      pets: [],
      payment_methods: [],
    });
  });

  it('registers a partner as onboarding', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: 'Lee',
        last_name: 'Vet',
        email: 'lee.vet@example.com',
        password: 'Biscuit42x',
        type: 'PARTNER',
        agree_terms: true,
        code: await registrationCode(server.app, 'lee.vet@example.com', '203.0.113.80'),
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.data.user).toMatchObject({ type: 'PARTNER', status: 'ONBOARDING' });
  });
});
