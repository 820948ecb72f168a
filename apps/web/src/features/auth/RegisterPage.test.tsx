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

  it("sends a code to the address, registers with it and lands on the client's default path; a wrong code stays on screen", async () => {
    const { user } = renderApp(server, { path: '/auth/cx/register', signedIn: false });
    const codesAskedFor: string[] = [];
    const attempts: Array<{ email: string; code: string; type: string; password: string }> = [];
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/auth/register/code`, async ({ request }) => {
        const { email } = (await request.json()) as { email: string };
        codesAskedFor.push(email);
        return HttpResponse.json({
          status: 'success',
          data: { sent_to: 'n***@pawcall.test', resend_in: 60 },
        });
      }),
      http.post(`${TEST_ORIGIN}/api/v1/auth/register`, async ({ request }) => {
        const body = (await request.json()) as (typeof attempts)[number];
        attempts.push(body);
        if (body.code !== '246810') {
          return HttpResponse.json(
            { status: 'fail', data: { code: ['The code you entered was incorrect'] } },
            { status: 422 },
          );
        }
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
                email_verified: true,
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
    await user.type(screen.getByLabelText(/^Email/), 'noah@pawcall.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const step = await screen.findByRole('form', { name: 'Check your email' });
    expect(within(step).getByText('We sent a 6-digit code to n***@pawcall.test.')).toBeInTheDocument();
    expect(codesAskedFor).toEqual(['noah@pawcall.test']);
    // The countdown holds the next code back.
    expect(within(step).getByRole('button', { name: /Send a new code in/ })).toBeDisabled();

    await user.click(within(step).getByLabelText('Digit 1 of 6'));
    await user.keyboard('135790');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('The code you entered was incorrect')).toBeInTheDocument();

    // Back to the details: everything typed is still there, and the next code goes to the same address.
    await user.click(within(step).getByRole('button', { name: 'Change my details' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Noah');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const again = await screen.findByRole('form', { name: 'Check your email' });
    await user.click(within(again).getByLabelText('Digit 1 of 6'));
    await user.keyboard('246810');
    await user.click(within(again).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(current.pathname).toBe('/cx'));
    expect(attempts.map((attempt) => attempt.code)).toEqual(['135790', '246810']);
    expect(attempts[1]).toMatchObject({ email: 'noah@pawcall.test', type: 'CLIENT', password: 'Secret123' });
  });

  it('takes the person back to the details when the server refuses one, with its message and everything typed', async () => {
    const { user } = renderApp(server, { path: '/auth/cx/register', signedIn: false });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/auth/register/code`, () =>
        HttpResponse.json({ status: 'success', data: { sent_to: 'n***@pawcall.test', resend_in: 60 } }),
      ),
      http.post(`${TEST_ORIGIN}/api/v1/auth/register`, () =>
        HttpResponse.json(
          {
            status: 'fail',
            data: { password: ['This password is on a list of common or breached passwords.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await user.type(await screen.findByLabelText(/^First name/, {}, LOAD), 'Noah');
    await user.type(screen.getByLabelText(/^Last name/), 'Singh');
    await user.type(screen.getByLabelText(/^Email/), 'noah@pawcall.test');
    await user.type(screen.getByLabelText(/^Password/), 'Password2x');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const step = await screen.findByRole('form', { name: 'Check your email' });
    await user.click(within(step).getByLabelText('Digit 1 of 6'));
    await user.keyboard('246810');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This password is on a list of common or breached passwords.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Password2x');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('noah@pawcall.test');
  });
});
