import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { HttpResponse, http } from 'msw';
import { BOOKING_TIMEOUT_MS, createApiClients, DEFAULT_TIMEOUT_MS, timeoutFor } from './clients';
import { api } from './operations';
import { ApiError } from './errors';
import { createMockApi } from './msw';

const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.state.requests.length = 0;
});
afterAll(() => server.close());

function clients(token: string | null = 'token-1') {
  return createApiClients({
    origin: 'http://pawcall.local',
    getAccessToken: () => token,
    getLocale: () => 'fr-CA',
    getTimeZone: () => 'America/Toronto',
    getCookies: () => 'v-i=ident-42; other=1; v-t=track-7',
  });
}

describe('request headers', () => {
  it('sends bearer token, locale, Accept-Language, time zone, platform and cookie ids when signed in', async () => {
    await api.getProfile(clients());
    const sent = mock.state.requests.at(-1)!;
    expect(sent.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent.headers.get('x-locale')).toBe('fr-CA');
    expect(sent.headers.get('accept-language')).toBe('fr-CA');
    expect(sent.headers.get('x-timezone')).toBe('America/Toronto');
    expect(sent.headers.get('x-platform')).toBe('WEB');
    expect(sent.headers.get('x-identifier')).toBe('ident-42');
    expect(sent.headers.get('x-tracking-id')).toBe('track-7');
  });

  it('sends no Authorization and no Accept-Language for a guest', async () => {
    await api.searchPartners(clients(null));
    const sent = mock.state.requests.at(-1)!;
    expect(sent.headers.get('authorization')).toBeNull();
    // The runtime's fetch may add its own default; what matters is that the user's locale is not sent.
    expect(sent.headers.get('accept-language')).not.toBe('fr-CA');
    expect(sent.headers.get('x-locale')).toBe('fr-CA');
  });
});

describe('envelopes', () => {
  it('unwraps success data', async () => {
    const pets = await api.listPets(clients());
    expect(pets.map((pet) => pet.name)).toEqual(['Biscuit', 'Miso']);
  });

  it('turns an error envelope into an ApiError with the server’s code and message', async () => {
    const quote = await api.createQuote(clients(), mock.state.partners[0]!.uuid, {
      start_at: '2026-11-23T15:00:00Z',
      end_at: '2026-11-23T15:30:00Z',
      platform: 'WEB',
    });
    mock.state.takenSlots.add(quote.start_at);
    const error = await api
      .book(clients(), {
        quote_uuid: quote.uuid,
        pet_uuid: mock.state.pets[0]!.uuid,
        concerns: ['x'],
        description: 'y',
        payment_method_uuid: mock.state.cards[0]!.uuid,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'SLOT_UNAVAILABLE' });
  });

  it('reports a refused connection as a network error', async () => {
    server.use(http.get('*/api/v1/profile', () => HttpResponse.error()));
    const error = await api.getProfile(clients()).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: 'Wouf! Connexion impossible' });
  });

  it('calls onIdentifierError with the error’s url on a 403 IDENTIFIER', async () => {
    server.use(
      http.get('*/api/v1/profile', () =>
        HttpResponse.json(
          { status: 'error', code: 'IDENTIFIER', message: 'x', data: { url: '/auth/login' } },
          { status: 403 },
        ),
      ),
    );
    const onIdentifierError = vi.fn();
    const c = createApiClients({
      origin: 'http://pawcall.local',
      getAccessToken: () => 't',
      getLocale: () => 'en-US',
      onIdentifierError,
    });
    await expect(api.getProfile(c)).rejects.toBeInstanceOf(ApiError);
    expect(onIdentifierError).toHaveBeenCalledWith('/auth/login');
  });
});

describe('time-outs', () => {
  it('gives the book calls 60 s and everything else 10 s', () => {
    expect(timeoutFor(new Request('http://x/api/v1/cx/book', { method: 'POST' }))).toBe(BOOKING_TIMEOUT_MS);
    expect(timeoutFor(new Request('http://x/api/v1/cx/book/confirm', { method: 'POST' }))).toBe(60_000);
    expect(timeoutFor(new Request('http://x/api/v1/profile'))).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('aborts a call that outlives its time-out and reports a time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(
      http.get(
        '*/api/v1/profile',
        ({ request }) =>
          new Promise<Response>((_, reject) => {
            request.signal.addEventListener('abort', () => reject(request.signal.reason));
          }),
      ),
    );
    const pending = api.getProfile(clients()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 10);
    vi.useRealTimers();
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });
});
