import { accountSettingsState, createMockApi, MOCK_EMAIL_CHANGE_CODE } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6', {}, LOAD));
  await user.keyboard(code);
}

describe('profile page', () => {
  it('is linked from the overview and saves names, gender and birthday', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    await user.click(await screen.findByRole('link', { name: 'Profile' }, LOAD));
    const first = await screen.findByLabelText(/^First name/, {}, LOAD);
    expect(first).toHaveValue('Olivia');
    await user.clear(first);
    await user.type(first, 'Liv');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.type(screen.getByLabelText(/^Birthday/), '1990-12-10');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(mock.state.user).toMatchObject({ first_name: 'Liv', gender: 'FEMALE', birthday_on: '1990-12-10' });
  });

  it('shows each field’s message, client-side and from the server, and keeps what was typed', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/profile', mock });
    const last = await screen.findByLabelText(/^Last name/, {}, LOAD);
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your gender.')).toBeInTheDocument();
    expect(mock.state.requests.some((r) => r.method === 'PUT' && r.url.endsWith('/api/v1/profile'))).toBe(
      false,
    );

    await user.type(last, 'Martin-Ng');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByLabelText(/^Birthday/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a birthday that is not in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Martin-Ng');
    expect(screen.getByLabelText(/^Birthday/)).toHaveValue('2999-01-01');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(mock.state.user?.last_name).toBe('Martin');
  });

  it('changes the email only after the code sent to the new address', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/profile', mock });
    const email = await screen.findByLabelText(/^New email address/, {}, LOAD);
    await user.type(email, 'noah@pawcall.test');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(email).toHaveValue('noah@pawcall.test');

    await user.clear(email);
    await user.type(email, 'liv@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByText(/We sent a 6-digit code to l\*\*\*@example.com/, {}, LOAD),
    ).toBeInTheDocument();
    expect(accountSettingsState(mock.state).sentCodes.at(-1)).toEqual({
      to: 'liv@example.com',
      code: MOCK_EMAIL_CHANGE_CODE,
    });
    expect(mock.state.user?.email).toBe('olivia@pawcall.test');

    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered was incorrect')).toBeInTheDocument();
    expect(mock.state.user?.email).toBe('olivia@pawcall.test');

    // The wrong attempt spent the code: ask for a new one, then the right code changes the email.
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await typeCode(user, MOCK_EMAIL_CHANGE_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Your email address is now liv@example.com.', {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You sign in with liv@example.com.')).toBeInTheDocument());
    expect(mock.state.user).toMatchObject({ email: 'liv@example.com', email_verified: true });
  });
});
