import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('register', () => {
  it('applies the password rule before sending and keeps what was typed', async () => {
    const { user } = renderApp(server, { path: '/auth/cx/register', signedIn: false });
    await user.type(await screen.findByLabelText(/^First name/, {}, LOAD), 'Noah');
    await user.type(screen.getByLabelText(/^Last name/), 'Singh');
    await user.type(screen.getByLabelText(/^Email/), 'noah@pawcall.test');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText(
        'Your password needs at least 8 characters (at most 128). Any characters count, spaces too: a few words make a good one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms of use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Noah');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('short');
    const form = screen.getByRole('form', { name: 'Create your pet parent account' });
    expect(form).toHaveAttribute('data-shaking', 'true');
    // The checklist ticks off what is met.
    expect(within(form).getByText('At most 128 characters').textContent).toContain('(done)');
    expect(within(form).getByText('At least 8 characters').textContent).not.toContain('(done)');
  });

  it("fills in the invited address from a friend's invite link", async () => {
    renderApp(server, {
      path: '/auth/cx/register?email=friend%40example.com&referral=1b2c',
      signedIn: false,
    });
    expect(await screen.findByLabelText(/^Email/, {}, LOAD)).toHaveValue('friend@example.com');
  });

  it("shows the server's per-field messages, then registers and lands on the client's default path", async () => {
    const { user } = renderApp(server, { path: '/auth/cx/register', signedIn: false });
    let attempts = 0;
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/auth/register`, async ({ request }) => {
        attempts += 1;
        const body = (await request.json()) as { email: string; type: string };
        if (attempts === 1) {
          return HttpResponse.json(
            { status: 'fail', data: { email: ['An account with this email already exists.'] } },
            { status: 422 },
          );
        }
        expect(body.type).toBe('CLIENT');
        return HttpResponse.json(
          {
            status: 'success',
            data: {
              access_token: 'new-token',
              expires_in: 900,
              user: {
                uuid: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
                type: 'CLIENT',
                first_name: 'Noah',
                last_name: 'Singh',
                email: body.email,
                email_verified: false,
                status: 'ACTIVE',
                locale: 'en-US',
                timezone: 'America/New_York',
                theme: 'pawcall',
                booking_experience: 'STANDARD',
              },
            },
          },
          { status: 201 },
        );
      }),
    );
    await user.type(await screen.findByLabelText(/^First name/, {}, LOAD), 'Noah');
    await user.type(screen.getByLabelText(/^Last name/), 'Singh');
    await user.type(screen.getByLabelText(/^Email/), 'olivia@pawcall.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('olivia@pawcall.test');
    // "Account with this email already exists" offers a password reset.
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'noah@pawcall.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(current.pathname).toBe('/cx'));
  });
});
