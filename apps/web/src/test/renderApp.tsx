import { createMockApi } from '@pawcall/api-client/msw';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { createServices } from '../shared/services';

// A test that renders one component outside the router wraps it in the app's providers from here:
// features may import the test harness, never app/ itself.
export { AppProviders };

export const TEST_ORIGIN = 'http://pawcall.test';

/** Where the app is, for assertions on navigation. */
export const current = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  current.pathname = location.pathname;
  current.search = location.search;
  return null;
}

export interface RenderAppOptions {
  path: string;
  signedIn?: boolean;
  mock?: ReturnType<typeof createMockApi>;
}

/**
 * The whole app (providers, routes, guards) at `path`, against the api-client's msw engine. The
 * session is restored from the mock's refresh endpoint, as a page load would.
 */
export function renderApp(server: SetupServer, { path, signedIn = true, mock }: RenderAppOptions) {
  const api = mock ?? createMockApi({ signedIn });
  // The api-client resolves its own copy of msw (pnpm peers it with another TypeScript), so its
  // handlers' class types differ from this package's; at run time they are the same handlers.
  server.resetHandlers(...api.handlers);
  const services = createServices({
    initialLocaleChoice: 'en-US',
    browserLanguages: ['en-US'],
    browserTimeZone: 'America/New_York',
    origin: TEST_ORIGIN,
    retry: false,
  });
  void services.session.restore(services.clients);
  const user = userEvent.setup();
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, mock: api, services };
}
