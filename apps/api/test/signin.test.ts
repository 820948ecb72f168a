import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalOidcProvider, rsaKeyPair, signJwt } from '../../../e2e/support/oidcProvider';
import { call, registrationCode, signIn, startServer, type TestServer } from './support';

let server: TestServer;
const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

function cookie(headers: Headers, name: string): string | null {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

describe('landing path in sign-in answers', () => {
  it('login and refresh carry the landing path of the landing rule', async () => {
    const olivia = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'olivia@pawcall.test', password: 'Pawcall123' },
    });
    expect(olivia.status).toBe(200);
    expect(olivia.body.data.landing_path).toBe('/cx');

    const vet = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'dr.chen@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(vet.body.data.landing_path).toBe('/px');

    const onboarding = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'new.vet@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.8' },
    });
    expect(onboarding.body.data.landing_path).toBe('/px/welcome');

    const refreshed = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${cookie(olivia.headers, 'pawcall_refresh')}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.landing_path).toBe('/cx');
  });

  it('a new client registering lands on client onboarding', async () => {
    const created = await call(server.app, 'POST', '/api/v1/auth/register', {
      body: {
        first_name: 'Lin',
        last_name: 'Park',
        email: 'lin.park@example.com',
        password: 'Lovelace42',
        type: 'CLIENT',
        agree_terms: true,
        code: await registrationCode(server.app, 'lin.park@example.com', '198.51.100.9'),
      },
      headers: { 'X-Forwarded-For': '198.51.100.9' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.landing_path).toBe('/cx/welcome');
  });
});

describe('the server applies the area guards', () => {
  it('an onboarding partner calling partner appointment operations gets 403 and the onboarding url', async () => {
    const { token } = await signIn(server.app, 'new.vet@pawcall.test', 'Pawcall123', '198.51.100.20');
    const result = await call(server.app, 'GET', '/api/v1/px/appointments', { token });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'Please finish setting up your account first.',
      data: { url: '/px/welcome' },
    });
  });

  it('a client calling px gets 403 with their own default path', async () => {
    const { token } = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.21');
    const result = await call(server.app, 'GET', '/api/v1/px/appointments', { token });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This is only available to vets and vet techs.',
      data: { url: '/cx' },
    });
  });

  it('a partner calling cx gets 403 (checkout calls say a partner cannot check out)', async () => {
    const { token } = await signIn(server.app, 'dr.chen@pawcall.test', 'Pawcall123', '198.51.100.22');
    const pets = await call(server.app, 'GET', '/api/v1/cx/pets', { token });
    expect(pets.status).toBe(403);
    expect(pets.body).toMatchObject({ code: 'FORBIDDEN', data: { url: '/px' } });
    const book = await call(server.app, 'POST', '/api/v1/cx/book', {
      token,
      body: {
        quote_uuid: '00000000-0000-4000-8000-000000000000',
        pet_uuid: '00000000-0000-4000-8000-000000000000',
        concerns: ['VOMITING'],
        description: 'x',
      },
    });
    expect(book.status).toBe(403);
    expect(book.body.code).toBe('PARTNER_CANNOT_CHECKOUT');
  });

  it('an active partner reaches partner appointments', async () => {
    const { token } = await signIn(server.app, 'dr.chen@pawcall.test', 'Pawcall123', '198.51.100.23');
    expect((await call(server.app, 'GET', '/api/v1/px/appointments', { token })).status).toBe(200);
  });
});

describe('403 IDENTIFIER', () => {
  it('every sign-in sets a v-i identity that the next calls present', async () => {
    const login = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'olivia@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.30' },
    });
    const identity = cookie(login.headers, 'v-i');
    expect(identity).toMatch(/^[\w-]{20,}$/);
    expect(login.headers.getSetCookie().find((line) => line.startsWith('v-i='))).not.toMatch(/HttpOnly/);
    const profile = await call(server.app, 'GET', '/api/v1/profile', {
      token: login.body.data.access_token,
      headers: { 'X-Identifier': identity ?? '' },
    });
    expect(profile.status).toBe(200);
  });

  it('after signing out in this browser, another tab still holding a token is sent to login', async () => {
    const login = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'olivia@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.31' },
    });
    const identity = cookie(login.headers, 'v-i') ?? '';
    const token = login.body.data.access_token;
    const logout = await call(server.app, 'POST', '/api/v1/auth/logout', {
      headers: {
        Cookie: `pawcall_refresh=${cookie(login.headers, 'pawcall_refresh')}`,
        'X-Identifier': identity,
      },
    });
    expect(logout.status).toBe(200);
    const otherTab = await call(server.app, 'GET', '/api/v1/profile', {
      token,
      headers: { 'X-Identifier': identity },
    });
    expect(otherTab.status).toBe(403);
    expect(otherTab.body).toMatchObject({
      status: 'error',
      code: 'IDENTIFIER',
      message: 'You were signed out on this device. Please sign in again.',
      data: { url: '/auth/login' },
    });
    // In French too.
    const french = await call(server.app, 'GET', '/api/v1/notifications/recent', {
      token,
      headers: { 'X-Identifier': identity, 'X-Locale': 'fr-CA' },
    });
    expect(french.status).toBe(403);
    expect(french.body.message).toBe('Vous avez été déconnecté sur cet appareil. Veuillez vous reconnecter.');
  });

  it("a token presented with another account's identity goes to /", async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.32');
    const noah = await call(server.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'noah@pawcall.test', password: 'Pawcall123' },
      headers: { 'X-Forwarded-For': '198.51.100.33' },
    });
    const result = await call(server.app, 'GET', '/api/v1/profile', {
      token: olivia.token,
      headers: { 'X-Identifier': cookie(noah.headers, 'v-i') ?? '' },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'IDENTIFIER', data: { url: '/' } });
  });

  it('an identifier this server never issued is ignored', async () => {
    const olivia = await signIn(server.app, 'olivia@pawcall.test', 'Pawcall123', '198.51.100.34');
    const result = await call(server.app, 'GET', '/api/v1/profile', {
      token: olivia.token,
      headers: { 'X-Identifier': 'from-another-environment' },
    });
    expect(result.status).toBe(200);
  });
});

describe('Sign in with Apple', () => {
  const apple = rsaKeyPair('apple-key');
  const stranger = rsaKeyPair('apple-key');
  const appleToken = (claims: Record<string, unknown> = {}, key = apple.privateKey) =>
    signJwt(key, 'apple-key', {
      iss: 'https://appleid.apple.com',
      aud: 'com.pawcall.web',
      sub: '001234.abcdef',
      email: 'olivia@pawcall.test',
      email_verified: 'true',
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
      ...claims,
    });

  beforeAll(() => {
    process.env.APPLE_CLIENT_ID = 'com.pawcall.web';
    process.env.APPLE_JWKS = JSON.stringify({ keys: [apple.jwk] });
  });
  afterAll(() => {
    delete process.env.APPLE_CLIENT_ID;
    delete process.env.APPLE_JWKS;
  });

  it('is listed once configured', async () => {
    const result = await call(server.app, 'GET', '/api/v1/auth/social/providers');
    expect(result.body.data).toContainEqual({ provider_type: 'apple', client_id: 'com.pawcall.web' });
  });

  it('signs in the account with the verified email of a valid identity token', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'apple', access_token: appleToken() },
      headers: { 'X-Forwarded-For': '198.51.100.40' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.user.email).toBe('olivia@pawcall.test');
    expect(result.body.data.landing_path).toBe('/cx');
    expect(cookie(result.headers, 'pawcall_refresh')).toBeTruthy();
  });

  it.each([
    ['another audience', { aud: 'com.someone.else' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: 1_000 }],
  ])('refuses %s with the provider message', async (_name, claims) => {
    const result = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'apple', access_token: appleToken(claims) },
      headers: { 'X-Forwarded-For': '198.51.100.41' },
    });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe(
      'The login provider did not confirm your account. Please try again or sign in with your email.',
    );
  });

  it('refuses a token signed by another key, and an unsigned one', async () => {
    const forged = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'apple', access_token: appleToken({}, stranger.privateKey) },
      headers: { 'X-Forwarded-For': '198.51.100.42' },
    });
    expect(forged.status).toBe(401);
    const [, payload] = appleToken().split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const unsigned = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'apple', access_token: none },
      headers: { 'X-Forwarded-For': '198.51.100.42' },
    });
    expect(unsigned.status).toBe(401);
  });

  it('a new person completes names and the terms on sign-up (Apple gives no name in the token)', async () => {
    const token = appleToken({ email: 'june.apple@example.com', sub: '009.june' });
    const missing = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'apple', access_token: token, type: 'PARTNER' },
      headers: { 'X-Forwarded-For': '198.51.100.43' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      first_name: ['Please enter your first name.'],
      last_name: ['Please enter your last name.'],
      agree_terms: [expect.stringMatching(/terms/i)],
    });
    const created = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: {
        provider_type: 'apple',
        access_token: token,
        type: 'PARTNER',
        first_name: 'June',
        last_name: 'Apple',
        agree_terms: true,
      },
      headers: { 'X-Forwarded-For': '198.51.100.43' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.user).toMatchObject({
      type: 'PARTNER',
      first_name: 'June',
      status: 'ONBOARDING',
    });
    expect(created.body.data.landing_path).toBe('/px/welcome');
  });

  it('an unconfigured provider answers 503 with the spec message', async () => {
    const result = await call(server.app, 'POST', '/api/v1/auth/social', {
      body: { provider_type: 'facebook', access_token: 'x' },
      headers: { 'X-Forwarded-For': '198.51.100.44' },
    });
    expect(result.status).toBe(503);
    expect(result.body.message).toMatch(/unable to connect to this login provider/);
  });
});

describe('single sign-on by organisation (OpenID Connect)', () => {
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await new LocalOidcProvider({
      clientId: 'pawcall-acme',
      clientSecret: 's3cret',
      now: nowSeconds,
    }).start();
    const org = provider.organization('acme-vets', 'Acme Veterinary Partners');
    await server.db.query(
      `INSERT INTO sso_organizations (slug, name, sign_in_url, issuer, client_id, client_secret, authorization_endpoint, token_endpoint, jwks_uri)
       VALUES ($1, $2, '', $3, $4, $5, $6, $7, $8)`,
      [
        org.slug,
        org.name,
        org.issuer,
        org.client_id,
        org.client_secret,
        org.authorization_endpoint,
        org.token_endpoint,
        org.jwks_uri,
      ],
    );
  });
  afterAll(async () => {
    await provider.stop();
  });

  /** The browser's trip: our authorize → the provider → our callback. */
  async function signInThroughProvider(redirect?: string) {
    const start = await server.app.request(
      `/api/v1/auth/sso/acme-vets/authorize${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
    );
    expect(start.status).toBe(302);
    const authorizeUrl = new URL(start.headers.get('location') ?? '');
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const done = await server.app.request(`${callback.pathname}${callback.search}`);
    return { authorizeUrl, callback, done };
  }

  it('names the server authorize path as the sign-in url', async () => {
    const result = await call(server.app, 'GET', '/api/v1/auth/sso/acme-vets');
    expect(result.body.data).toEqual({
      slug: 'acme-vets',
      name: 'Acme Veterinary Partners',
      sign_in_url: '/api/v1/auth/sso/acme-vets/authorize',
    });
  });

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const start = await server.app.request('/api/v1/auth/sso/acme-vets/authorize');
    const url = new URL(start.headers.get('location') ?? '');
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('pawcall-acme');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/api/v1/auth/sso/acme-vets/callback');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
  });

  it('signs in the account with the same email, links it, and lands by the landing rule', async () => {
    provider.nextUser = { sub: 'acme-olivia', email: 'olivia@pawcall.test' };
    const { done } = await signInThroughProvider();
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/cx');
    const refresh = cookie(done.headers, 'pawcall_refresh');
    expect(cookie(done.headers, 'v-i')).toBeTruthy();
    const session = await call(server.app, 'POST', '/api/v1/auth/refresh', {
      headers: { Cookie: `pawcall_refresh=${refresh}` },
    });
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe('olivia@pawcall.test');

    // Linked by subject: a later change of email at the provider still reaches Olivia.
    provider.nextUser = { sub: 'acme-olivia', email: 'olivia.renamed@acme.example' };
    const again = await signInThroughProvider();
    expect(again.done.headers.get('location')).toBe('/cx');
  });

  it('follows a safe redirect and ignores one to another site', async () => {
    provider.nextUser = { sub: 'acme-olivia', email: 'olivia@pawcall.test' };
    expect((await signInThroughProvider('/cx/appointments')).done.headers.get('location')).toBe(
      '/cx/appointments',
    );
    expect((await signInThroughProvider('https://evil.example/')).done.headers.get('location')).toBe('/cx');
  });

  it('a state is spent once: replaying the callback fails', async () => {
    provider.nextUser = { sub: 'acme-olivia', email: 'olivia@pawcall.test' };
    const { callback, done } = await signInThroughProvider();
    expect(done.headers.get('location')).toBe('/cx');
    const replay = await server.app.request(`${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toBe('/auth/login/sso/acme-vets?error=SSO_FAILED');
    expect(cookie(replay.headers, 'pawcall_refresh')).toBeNull();
  });

  it('refuses an ID token with the wrong nonce or audience', async () => {
    provider.nextUser = { sub: 'acme-olivia', email: 'olivia@pawcall.test' };
    for (const tamper of [{ nonce: 'not-ours' }, { aud: 'someone-else' }, { iss: 'https://evil.example' }]) {
      provider.tamper = tamper;
      const { done } = await signInThroughProvider();
      expect(done.headers.get('location')).toBe('/auth/login/sso/acme-vets?error=SSO_FAILED');
    }
    provider.tamper = {};
  });

  it('a person the organisation knows but Pawcall does not gets SSO_NOT_FOUND', async () => {
    provider.nextUser = { sub: 'acme-nobody', email: 'nobody@acme.example' };
    const { done } = await signInThroughProvider();
    expect(done.headers.get('location')).toBe('/auth/login/sso/acme-vets?error=SSO_NOT_FOUND');
  });

  it('the provider reporting an error (the user cancelled) fails without a token request', async () => {
    const start = await server.app.request('/api/v1/auth/sso/acme-vets/authorize');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    const before = provider.tokenRequests;
    const done = await server.app.request(
      `/api/v1/auth/sso/acme-vets/callback?error=access_denied&state=${state}`,
    );
    expect(done.headers.get('location')).toBe('/auth/login/sso/acme-vets?error=SSO_FAILED');
    expect(provider.tokenRequests).toBe(before);
  });

  it('an unknown organisation keeps the spec message, and its authorize path goes back with SSO_NOT_FOUND', async () => {
    const lookup = await call(server.app, 'GET', '/api/v1/auth/sso/no-such-org');
    expect(lookup.status).toBe(404);
    expect(lookup.body.message).toBe(
      "We couldn't find a single sign-on account for this organization. Please contact your organization's support.",
    );
    const start = await server.app.request('/api/v1/auth/sso/no-such-org/authorize');
    expect(start.headers.get('location')).toBe('/auth/login/sso/no-such-org?error=SSO_NOT_FOUND');
  });
});
