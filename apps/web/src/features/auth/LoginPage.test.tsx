import { HttpResponse, http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^email/i, {}, { timeout: 10_000 }), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('checks the fields before sending and keeps what was typed', async () => {
    const { user, mock } = renderApp(server, { path: '/auth/login', signedIn: false });
    await fillLogin(user, 'olivia@', '');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('olivia@');
    expect(screen.getByRole('form', { name: 'Sign in to Pawcall' })).toHaveAttribute('data-shaking', 'true');
    expect(mock.state.requests.some((request) => request.url.endsWith('/auth/login'))).toBe(false);
  });

  it("shows the server's message for wrong credentials and keeps both fields", async () => {
    const { user } = renderApp(server, { path: '/auth/login', signedIn: false });
    await fillLogin(user, 'olivia@pawcall.test', 'wrong-password');
    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('olivia@pawcall.test');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-password');
    expect(current.pathname).toBe('/auth/login');
  });

  it('shows per-field server messages under their fields', async () => {
    const { user } = renderApp(server, { path: '/auth/login', signedIn: false });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/auth/login`, () =>
        HttpResponse.json(
          { status: 'fail', data: { email: ['This email is not registered.', 'Check it.'] } },
          { status: 422 },
        ),
      ),
    );
    await fillLogin(user, 'nobody@pawcall.test', 'Secret123');
    const email = screen.getByLabelText(/^email/i);
    expect(await screen.findByText('This email is not registered. Check it.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('nobody@pawcall.test');
  });

  it('shows the throttling message from the server', async () => {
    const { user } = renderApp(server, { path: '/auth/login', signedIn: false });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/auth/login`, () =>
        HttpResponse.json(
          {
            status: 'error',
            code: 'THROTTLED',
            message: 'Too many attempts. Please wait a minute and try again.',
          },
          { status: 429 },
        ),
      ),
    );
    await fillLogin(user, 'olivia@pawcall.test', 'Pawcall123');
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  it('signs in and follows the stored redirect', async () => {
    const { user } = renderApp(server, {
      path: '/auth/login?redirect=%2Fcx%2Fappointments%2FPWC4K7Q2',
      signedIn: false,
    });
    await fillLogin(user, 'olivia@pawcall.test', 'Pawcall123');
    await waitFor(() => expect(current.pathname).toBe('/cx/appointments/PWC4K7Q2'));
    expect(
      await screen.findByRole('heading', { name: 'Video appointment for Biscuit' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sends a guest on a sign-in-required page to login, then back', async () => {
    const { user } = renderApp(server, { path: '/cx/appointments', signedIn: false });
    await waitFor(() => expect(current.pathname).toBe('/auth/login'));
    expect(current.search).toBe('?redirect=%2Fcx%2Fappointments');
    await fillLogin(user, 'olivia@pawcall.test', 'Pawcall123');
    expect(
      await screen.findByRole('heading', { name: 'Your appointments' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('is indexable with alternate-language links and a translated title', async () => {
    renderApp(server, { path: '/auth/login', signedIn: false });
    await screen.findByLabelText(/^email/i, {}, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('Sign in | Pawcall'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    expect(alternates).toEqual(['en-US', 'en-CA', 'fr-CA', 'en-GB', 'x-default']);
  });

  it('switches the language with ?locale=', async () => {
    renderApp(server, { path: '/auth/login?locale=fr-CA', signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous à Pawcall' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The document language follows in an effect after the catalogue is shown.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
  });
});
