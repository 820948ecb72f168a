import { createMockApi } from '@pawcall/api-client/msw';
import { defaultBrand, findBrand } from '@pawcall/ui/brands';
import type { Decorator } from '@storybook/react-vite';
import { getResponse, type HttpHandler } from 'msw';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { createServices } from '../shared/services';
import { isLocale, type Locale } from '../i18n/locale';
import { vetChen } from './storyFixtures';
import { createVisitEngineState, type VisitEngineState, visitHandlers } from './visitEngine';

export type MockApi = ReturnType<typeof createMockApi>;
type ViewerTheme = NonNullable<MockApi['state']['user']>['theme'];

/** The server a screen story runs against: the web tests' msw engine plus the story's own answers. */
export interface StoryServer extends MockApi {
  visit: VisitEngineState;
  /** Requests no handler answered (each is also logged): a screen calling an operation the engine lacks. */
  unhandled: string[];
}

/**
 * `parameters.screen` of a screen story, written as an object literal (`{ screen: { ... } satisfies
 * ScreenParameters }`): Storybook reads a meta's parameters statically and drops a computed value.
 */
export interface ScreenParameters {
  /** Where the app is when the story opens (a MemoryRouter entry). */
  path: string;
  /** Who is signed in: Olivia (client, the default), Dr. Chen (vet) or nobody. */
  viewer?: 'client' | 'vet' | 'guest';
  /** Shapes the engine's data (appointments, pets, records, sessions) before the first request. */
  setup?: (server: StoryServer) => void;
  /** Answers of this story only, asked before the engine's (a failure, a slow call, an odd case). */
  handlers?: (server: StoryServer) => HttpHandler[];
}

function notAnswered(request: Request) {
  return Response.json(
    { status: 'error', code: 'NOT_FOUND', message: `No story handler for ${request.method} ${request.url}` },
    { status: 404 },
  );
}

/**
 * One app per story: the engine's state, the services (api clients whose fetch asks the msw
 * handlers in the page, so no service worker is needed), and a session restored from the engine's
 * refresh endpoint as a page load would.
 */
function createStoryApp(parameters: ScreenParameters, locale: Locale, brand: string) {
  const viewer = parameters.viewer ?? 'client';
  const mock = createMockApi({ signedIn: viewer !== 'guest' });
  const server: StoryServer = { ...mock, visit: createVisitEngineState(), unhandled: [] };
  if (viewer === 'vet') server.state.user = vetChen();
  // The app themes itself with the viewer's brand (AppProviders), so the story's brand is the viewer's;
  // a registered brand the API does not offer yet is shown too, so a new brand can be reviewed on screens.
  if (server.state.user && findBrand(brand)) server.state.user.theme = brand as ViewerTheme;
  parameters.setup?.(server);
  // The engine's recorder first, then the story's answers, the engine's, and the visit calls it lacks.
  const [recorder, ...engine] = mock.handlers;
  const handlers = [
    recorder,
    ...(parameters.handlers?.(server) ?? []),
    ...engine,
    ...visitHandlers(server.state, server.visit),
  ] as HttpHandler[];
  const services = createServices({
    initialLocaleChoice: locale,
    browserLanguages: [locale],
    browserTimeZone: 'America/New_York',
    retry: false,
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      if (response) return response;
      const line = `${request.method} ${new URL(request.url).pathname}`;
      server.unhandled.push(line);
      console.warn(`[screen story] no handler for ${line}`);
      return notAnswered(request);
    },
  });
  void services.session.restore(services.clients);
  return { services, server };
}

function ScreenHarness({
  parameters,
  locale,
  brand,
  children,
}: {
  parameters: ScreenParameters;
  locale: Locale;
  brand: string;
  children: ReactNode;
}) {
  const [app] = useState(() => createStoryApp(parameters, locale, brand));
  return (
    <AppProviders services={app.services}>
      <MemoryRouter initialEntries={[parameters.path]}>{children}</MemoryRouter>
    </AppProviders>
  );
}

/**
 * The app around a screen story: router at `parameters.screen.path`, react-query, intl in the
 * story's locale global, the services and the signed-in viewer the story chooses. A story renders
 * <ScreenRoutes /> (the app's own routes, guards and layout), so it shows what a user at that URL sees.
 */
export const withScreen: Decorator = (Story, context) => {
  const parameters = context.parameters.screen as ScreenParameters | undefined;
  if (!parameters)
    throw new Error(
      `A screen story needs parameters.screen (see storybook/ScreenStory.tsx); has ${Object.keys(context.parameters).join(',')}`,
    );
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en-US';
  const brand = String(context.globals.brand ?? defaultBrand.id);
  return (
    <ScreenHarness
      key={`${context.id}:${locale}:${brand}`}
      parameters={parameters}
      locale={locale}
      brand={brand}
    >
      <Story />
    </ScreenHarness>
  );
};

/** What a screen story renders: the app's routes at the decorator's path. */
export function ScreenRoutes() {
  return <AppRoutes />;
}
