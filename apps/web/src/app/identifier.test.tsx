import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function identifierRefusal(data?: { url: string }) {
  return http.get(`${TEST_ORIGIN}/api/v1/notifications`, () =>
    HttpResponse.json(
      {
        status: 'error',
        code: 'IDENTIFIER',
        message: 'You were signed out on this device. Please sign in again.',
        ...(data ? { data } : {}),
      },
      { status: 403 },
    ),
  );
}

describe('403 IDENTIFIER', () => {
  it('sends the stored identity as X-Identifier, then clears it and the session and goes to the url', async () => {
    document.cookie = 'v-i=browser-identity-1; Path=/';
    const { mock } = renderApp(server, { path: '/cx/appointments' });
    await screen.findByRole('heading', { name: 'Your appointments' }, LOAD);
    expect(mock.state.requests.at(-1)?.headers.get('x-identifier')).toBe('browser-identity-1');

    cleanup();
    // Any signed-in call may meet it; here the notifications page's.
    const { services } = renderApp(server, { path: '/cx/notifications', mock });
    server.use(identifierRefusal({ url: '/auth/login' }));
    await waitFor(() => expect(current.pathname).toBe('/auth/login'), LOAD);
    expect(document.cookie).not.toContain('v-i=');
    expect(services.session.getAccessToken()).toBeNull();
  });

  it('goes to / when the error names no url', async () => {
    document.cookie = 'v-i=browser-identity-2; Path=/';
    const { services } = renderApp(server, { path: '/cx/notifications' });
    server.use(identifierRefusal());
    await waitFor(() => expect(current.pathname).toBe('/'), LOAD);
    expect(document.cookie).not.toContain('v-i=');
    expect(services.session.getSnapshot().session).toBeNull();
  });
});
