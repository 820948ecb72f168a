import { createApiClients } from '@pawcall/api-client';
import { clientOlivia } from '@pawcall/api-client/msw';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionStore, hasSignedInHint, REFRESH_MARGIN_MS } from './session';

const ORIGIN = 'http://pawcall.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function setup() {
  const session = createSessionStore();
  const clients = createApiClients({
    origin: ORIGIN,
    getAccessToken: () => session.getAccessToken(),
    getLocale: () => 'en-US',
  });
  return { session, clients };
}

const refreshed = (token: string, expiresIn = 900) =>
  HttpResponse.json({
    status: 'success',
    data: { access_token: token, expires_in: expiresIn, user: clientOlivia },
  });

describe('session', () => {
  it('restores the session from the refresh cookie and keeps the token in memory only', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/auth/refresh`, () => refreshed('token-1')));
    const { session, clients } = setup();
    expect(session.getSnapshot().status).toBe('restoring');
    await session.restore(clients);
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', session: { accessToken: 'token-1' } });
    expect(session.getSnapshot().session?.user.email).toBe('olivia@pawcall.test');
    expect(JSON.stringify(localStorage)).not.toContain('token-1');
    expect(document.cookie).not.toContain('token-1');
    session.dispose();
  });

  it('is a guest when the refresh cookie is missing or revoked', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/refresh`, () =>
        HttpResponse.json(
          { status: 'error', code: 'UNAUTHENTICATED', message: 'Please sign in.' },
          { status: 401 },
        ),
      ),
    );
    const { session, clients } = setup();
    await session.restore(clients);
    expect(session.getSnapshot()).toEqual({ status: 'ready', session: null });
  });

  it('says offline when the server cannot be reached at startup', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/auth/refresh`, () => HttpResponse.error()));
    const { session, clients } = setup();
    await session.restore(clients);
    expect(session.getSnapshot()).toEqual({ status: 'offline', session: null });
  });

  it('says offline, not signed out, when the server fails while restoring the session', async () => {
    server.use(
      http.post(
        `${ORIGIN}/api/v1/auth/refresh`,
        () =>
          new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { session, clients } = setup();
    await session.restore(clients);
    expect(session.getSnapshot()).toEqual({ status: 'offline', session: null });
  });

  it('refreshes the token a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/refresh`, () => {
        calls += 1;
        return refreshed(`token-${calls}`, 600);
      }),
    );
    const { session, clients } = setup();
    await session.restore(clients);
    expect(session.getAccessToken()).toBe('token-1');
    await vi.advanceTimersByTimeAsync(600_000 - REFRESH_MARGIN_MS - 1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(session.getAccessToken()).toBe('token-2'));
    session.dispose();
  });

  it('at start-up, a guest (no signed-in hint) is settled without a refresh call', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/refresh`, () => {
        calls += 1;
        return refreshed('token-1');
      }),
    );
    const { session, clients } = setup();
    await session.restoreAtStartUp(clients, 'v-i=browser-identity; pawcall_signed_inx=1');
    expect(calls).toBe(0);
    expect(session.getSnapshot()).toEqual({ status: 'ready', session: null });
    session.dispose();
  });

  it('at start-up, the signed-in hint restores the session through the refresh cookie', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/refresh`, () => {
        calls += 1;
        return refreshed('token-1');
      }),
    );
    const { session, clients } = setup();
    await session.restoreAtStartUp(clients, 'v-i=browser-identity; pawcall_signed_in=1');
    expect(calls).toBe(1);
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', session: { accessToken: 'token-1' } });
    session.dispose();
  });

  it('a guest who signs in after start-up gets the token refreshed before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/v1/auth/refresh`, () => {
        calls += 1;
        return refreshed(`token-${calls + 1}`, 600);
      }),
    );
    const { session, clients } = setup();
    await session.restoreAtStartUp(clients, '');
    session.signIn({ access_token: 'token-1', expires_in: 600, user: clientOlivia });
    await vi.advanceTimersByTimeAsync(600_000 - REFRESH_MARGIN_MS + 1000);
    await vi.waitFor(() => expect(session.getAccessToken()).toBe('token-2'));
    expect(calls).toBe(1);
    session.dispose();
  });

  it('reads the hint among other cookies, by its exact name', () => {
    expect(hasSignedInHint('pawcall_signed_in=1')).toBe(true);
    expect(hasSignedInHint('a=1; pawcall_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('xpawcall_signed_in=1; pawcall_signed_inx=1')).toBe(false);
  });

  it('forgets the token on clear (logout)', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/auth/refresh`, () => refreshed('token-1')));
    const { session, clients } = setup();
    await session.restore(clients);
    session.clear();
    expect(session.getAccessToken()).toBeNull();
    expect(session.getSnapshot()).toEqual({ status: 'ready', session: null });
  });
});
