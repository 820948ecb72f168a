import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

/** One msw server per test file; renderApp installs the mock API's handlers for each test. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  return server;
}
