import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

/** A client who has just registered: onboarding, email not verified, no pet, no phone. */
function newClient() {
  const mock = createMockApi();
  mock.state.user = {
    ...mock.state.user!,
    status: 'ONBOARDING',
    email_verified: false,
    phone: null,
    pets: [],
  };
  mock.state.pets = [];
  return mock;
}

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6', {}, LOAD));
  await user.keyboard(code);
}

describe('client onboarding, welcome step (the emailVerification paths)', () => {
  it('a wrong code shows the spec’s message, keeps the digits, and holds the resend back by the countdown', async () => {
    const mock = newClient();
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/profile/email/verify`, () =>
        HttpResponse.json(
          { status: 'fail', data: { code: ['The code you entered was incorrect'] } },
          { status: 422 },
        ),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome to Pawcall' }, LOAD)).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered was incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('1');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('6');
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(current.pathname).toBe('/cx/welcome');
  });

  it('the right code moves on to the pet step, and the URL follows the machine', async () => {
    const mock = newClient();
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    server.use(
      http.post(`${TEST_ORIGIN}/api/v1/profile/email/verify`, () =>
        HttpResponse.json({ status: 'success', data: { ...mock.state.user!, email_verified: true } }),
      ),
    );
    await typeCode(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/welcome/pet'));
    expect(await screen.findByRole('heading', { name: 'Tell us about your pet' }, LOAD)).toBeInTheDocument();
  });

  it('the pet step checks the required fields before sending and keeps what was typed', async () => {
    const mock = newClient();
    mock.state.user = { ...mock.state.user!, email_verified: true };
    const { user } = renderApp(server, { path: '/cx/welcome', mock });
    await user.type(await screen.findByLabelText(/^Pet's name/, {}, LOAD), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Pet's name/)).toHaveValue('Rex');
  });

  it('keeps an active client out of onboarding (entry guard: the default path)', async () => {
    renderApp(server, { path: '/cx/welcome' });
    await waitFor(() => expect(current.pathname).toBe('/cx'));
  });
});
