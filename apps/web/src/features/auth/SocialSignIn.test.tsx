import { clientOlivia } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function providers(list: { provider_type: string; client_id: string }[]) {
  return http.get(`${TEST_ORIGIN}/api/v1/auth/social/providers`, () =>
    HttpResponse.json({ status: 'success', data: list }),
  );
}

afterEach(() => {
  delete window.__pawcallSocialTokens;
});

describe('social sign-in', () => {
  it('shows a button only for the providers the server has configured', async () => {
    renderApp(server, { path: '/auth/login', signedIn: false });
    server.use(
      providers([
        { provider_type: 'apple', client_id: 'com.pawcall.web' },
        { provider_type: 'google', client_id: 'g-1' },
        { provider_type: 'google-one-tap', client_id: 'g-1' },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Continue with Apple' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google One Tap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows no provider button when none is configured', async () => {
    renderApp(server, { path: '/auth/login', signedIn: false });
    await screen.findByRole('button', { name: 'Sign in' }, LOAD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Or continue with')).not.toBeInTheDocument();
  });

  it('signs in with a provider token and lands by the landing rule', async () => {
    const { user, mock } = renderApp(server, { path: '/auth/login', signedIn: false });
    let sent: Record<string, unknown> | null = null;
    server.use(
      providers([{ provider_type: 'apple', client_id: 'com.pawcall.web' }]),
      http.post(`${TEST_ORIGIN}/api/v1/auth/social`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        mock.state.user = structuredClone(clientOlivia);
        return HttpResponse.json({
          status: 'success',
          data: { access_token: 'social-token', expires_in: 900, user: mock.state.user, landing_path: '/cx' },
        });
      }),
    );
    window.__pawcallSocialTokens = {
      apple: async (clientId) => ({ access_token: `apple-id-token-for-${clientId}` }),
    };
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }, LOAD));
    await waitFor(() => expect(current.pathname).toBe('/cx'), LOAD);
    expect(sent).toMatchObject({
      provider_type: 'apple',
      access_token: 'apple-id-token-for-com.pawcall.web',
      type: 'CLIENT',
    });
  });

  it('says it cannot connect to the login provider when the SDK cannot load', async () => {
    const { user } = renderApp(server, { path: '/auth/cx/register', signedIn: false });
    server.use(providers([{ provider_type: 'facebook', client_id: 'fb-1' }]));
    window.__pawcallSocialTokens = {
      facebook: async () => {
        const { SocialProviderError } = await import('./social/tokenSources');
        throw new SocialProviderError('unavailable');
      },
    };
    await user.click(await screen.findByRole('button', { name: 'Continue with Facebook' }, LOAD));
    expect(
      await screen.findByText(
        'We were unable to connect to the login provider. Please try again later or sign in with your email.',
      ),
    ).toBeInTheDocument();
    expect(current.pathname).toBe('/auth/cx/register');
  });

  it('a new partner finishes the sign-up on the connect page (names and the terms)', async () => {
    const { user, mock } = renderApp(server, { path: '/auth/px/register', signedIn: false });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      providers([{ provider_type: 'apple', client_id: 'com.pawcall.web' }]),
      http.post(`${TEST_ORIGIN}/api/v1/auth/social`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.agree_terms !== true)
          return HttpResponse.json(
            {
              status: 'fail',
              data: {
                first_name: ['Please enter your first name.'],
                last_name: ['Please enter your last name.'],
                agree_terms: ['Please agree to the terms of use.'],
              },
            },
            { status: 422 },
          );
        mock.state.user = {
          ...structuredClone(clientOlivia),
          type: 'PARTNER',
          status: 'ONBOARDING',
          first_name: String(body.first_name),
        };
        return HttpResponse.json({
          status: 'success',
          data: { access_token: 't', expires_in: 900, user: mock.state.user, landing_path: '/px/welcome' },
        });
      }),
    );
    window.__pawcallSocialTokens = { apple: async () => ({ access_token: 'apple-new-person' }) };
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }, LOAD));
    await waitFor(() => expect(current.pathname).toBe('/auth/px/register/connect'));
    const form = await screen.findByRole('form', { name: 'Finish signing up as a vet or vet tech' }, LOAD);
    expect(screen.getByText(/Your Apple account is connected/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    expect(await within(form).findByText('Please enter your first name.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.type(within(form).getByLabelText(/^first name/i), 'June');
    await user.type(within(form).getByLabelText(/^last name/i), 'Apple');
    await user.click(within(form).getByLabelText(/I agree to the terms of use/));
    await user.click(within(form).getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(current.pathname).toBe('/px/welcome'), LOAD);
    expect(bodies[1]).toMatchObject({
      provider_type: 'apple',
      access_token: 'apple-new-person',
      first_name: 'June',
      last_name: 'Apple',
      type: 'PARTNER',
      agree_terms: true,
    });
  });

  it('the connect page opened directly goes back to the register page', async () => {
    renderApp(server, { path: '/auth/cx/register/connect', signedIn: false });
    await waitFor(() => expect(current.pathname).toBe('/auth/cx/register'), LOAD);
  });
});

describe('organisation sign-in page', () => {
  it('words the callback errors: account not found, and unable to log in with a way to try again', async () => {
    renderApp(server, { path: '/auth/login/sso/acme-vets?error=SSO_NOT_FOUND', signedIn: false });
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/auth/sso/acme-vets`, () =>
        HttpResponse.json({
          status: 'success',
          data: { slug: 'acme-vets', name: 'Acme', sign_in_url: '/api/v1/auth/sso/acme-vets/authorize' },
        }),
      ),
    );
    expect(
      await screen.findByText(
        "We couldn't find a single sign-on account for this organization. Please contact your organization's support.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again after a failed attempt, carrying the redirect', async () => {
    renderApp(server, {
      path: '/auth/login/sso/acme-vets?error=SSO_FAILED&redirect=%2Fcx%2Fappointments',
      signedIn: false,
    });
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/auth/sso/acme-vets`, () =>
        HttpResponse.json({
          status: 'success',
          data: { slug: 'acme-vets', name: 'Acme', sign_in_url: '/api/v1/auth/sso/acme-vets/authorize' },
        }),
      ),
    );
    expect(
      await screen.findByText('We were unable to log you in. Please try again later.', {}, LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Try again' }, LOAD)).toHaveAttribute(
      'href',
      '/api/v1/auth/sso/acme-vets/authorize?redirect=%2Fcx%2Fappointments',
    );
  });
});
