import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../test/renderApp';
import { setupTestServer } from '../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('app shell', () => {
  it('shows the welcome page to guests and sends signed-in clients to their default path', async () => {
    const guest = renderApp(server, { path: '/', signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Talk to a vet today, from home' }, LOAD),
    ).toBeInTheDocument();
    expect(document.title).toBe('Video vet appointments | Pawcall');
    guest.unmount();

    renderApp(server, { path: '/' });
    // Clients outside the pharmacy theme land on the client dashboard.
    await waitFor(() => expect(current.pathname).toBe('/cx'));
    expect(await screen.findByRole('heading', { name: /^Hi / }, LOAD)).toBeInTheDocument();
  });

  it('shows page-not-found for unmatched paths without sign-in', async () => {
    const { mock } = renderApp(server, { path: '/cx/nothing/here', signedIn: false });
    expect(
      await screen.findByRole('heading', { name: "Woof! We can't find that page" }, LOAD),
    ).toBeInTheDocument();
    expect(current.pathname).toBe('/cx/nothing/here');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(mock.state.requests.some((request) => new URL(request.url).pathname === '/api/v1/profile')).toBe(
      false,
    );
  });

  it('leads /auth, the sign-in pages’ parent, to the sign-in page rather than a blank page', async () => {
    renderApp(server, { path: '/auth', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to Pawcall' }, LOAD)).toBeInTheDocument();
    expect(current.pathname).toBe('/auth/login');
  });

  it('shows "Woof! Unable to connect" with try again and log out when the server cannot be reached', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/appointments', mock });
    server.use(http.get(`${TEST_ORIGIN}/api/v1/profile`, () => HttpResponse.error()));
    expect(await screen.findByRole('heading', { name: 'Woof! Unable to connect' }, LOAD)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
  });

  it('shows "Woof! Unable to connect" when the server fails to give the profile (a 500)', async () => {
    const mock = createMockApi();
    renderApp(server, { path: '/cx/appointments', mock });
    server.use(
      http.get(
        `${TEST_ORIGIN}/api/v1/profile`,
        () =>
          new HttpResponse('<h1>Internal Server Error</h1>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Woof! Unable to connect' }, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a 403 IDENTIFIER clears the session and goes to the url it names', async () => {
    const { services } = renderApp(server, { path: '/cx/appointments' });
    await screen.findByRole('heading', { name: 'Your appointments' }, LOAD);
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/cx/appointments/:ref`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'IDENTIFIER',
            message: 'Please sign in again.',
            data: { url: '/auth/login' },
          },
          { status: 403 },
        ),
      ),
    );
    await services.queryClient
      .fetchQuery({
        queryKey: ['probe'],
        queryFn: () =>
          import('@pawcall/api-client').then(({ api }) => api.getAppointment(services.clients, 'PWC4K7Q2')),
      })
      .catch(() => undefined);
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    expect(services.session.getAccessToken()).toBeNull();
  });

  it('logs out from the header', async () => {
    const { user, services } = renderApp(server, { path: '/cx/appointments' });
    await screen.findByRole('heading', { name: 'Your appointments' }, LOAD);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    expect(services.session.getSnapshot().session).toBeNull();
  });

  it('switches the language from the header and formats in the new locale', async () => {
    const { user } = renderApp(server, { path: '/auth/login', signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Pawcall' }, LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous à Pawcall' })).toBeInTheDocument();
    expect(document.title).toBe('Connexion | Pawcall');
    expect(localStorage.getItem('pawcall.locale')).toBe('fr-CA');
    localStorage.clear();
  });

  it('offers a skip link as the first stop of the keyboard, which moves focus to the page content', async () => {
    const { user } = renderApp(server, { path: '/auth/login', signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Pawcall' }, LOAD);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(current.pathname).toBe('/auth/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Pawcall' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows an error toast for any other server message when a time cannot be reserved', async () => {
    const { user } = renderApp(server, { path: '/p/dr-emily-chen' });
    const times = await screen.findByRole('group', { name: /Choose a time/ }, LOAD);
    server.use(
      http.post(`${TEST_ORIGIN}/api/p/quote/:partnerUuid`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'PARTNER_CANNOT_CHECKOUT',
            message: 'A partner account cannot check out.',
          },
          { status: 403 },
        ),
      ),
    );
    await user.click(within(times).getAllByRole('button')[0]!);
    expect(await screen.findByText('A partner account cannot check out.')).toBeInTheDocument();
    expect(current.pathname).toBe('/p/dr-emily-chen');
  });

  it("themes the app with the user's brand: pharmacy users get the pharmacy theme", async () => {
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, theme: 'pharmacy' };
    const { container } = renderApp(server, { path: '/cx/appointments', mock });
    await screen.findByRole('heading', { name: 'Your appointments' }, LOAD);
    await waitFor(() =>
      expect(container.querySelector('[data-pawcall-theme]')?.className).toMatch(/pharmacy/),
    );
  });

  it('a guest choosing a time is sent to login, then the booking continues with that time', async () => {
    const { user, mock } = renderApp(server, { path: '/p/dr-emily-chen', signedIn: false });
    const times = await screen.findByRole('group', { name: /Choose a time/ }, LOAD);
    await user.click(within(times).getAllByRole('button')[0]!);
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(current.search).get('redirect')).toMatch(/^\/p\/dr-emily-chen\?date=.+&slot=/);

    await user.type(await screen.findByLabelText(/^email/i, {}, LOAD), 'olivia@pawcall.test');
    await user.type(screen.getByLabelText(/^password/i), 'Pawcall123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(current.pathname).toMatch(/^\/cx\/book\/[0-9a-f-]{36}\/pet$/), LOAD);
    expect(mock.state.quotes.size).toBe(1);
  });
});
