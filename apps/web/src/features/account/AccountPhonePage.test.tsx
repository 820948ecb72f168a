import { createMockApi, MOCK_PHONE_CODE } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('phone page', () => {
  it('changes the number with its country code, verifies it by code, and the overview shows it', async () => {
    const mock = createMockApi();
    const { user, unmount } = renderApp(server, { path: '/cx/account/phone', mock });
    expect(await screen.findByText('Your number is +12125550142.', {}, LOAD)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '7700900123');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/, {}, LOAD)).toBeInTheDocument();
    // The resend countdown runs before a new code can be asked for.
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code you entered was incorrect')).toBeInTheDocument();
    expect(mock.state.user?.phone?.is_verified).toBe(false);

    // A wrong code spends it; the engine texts a fresh one once the countdown allows it.
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.click(await screen.findByLabelText('Digit 1 of 6', {}, LOAD));
    await user.keyboard(MOCK_PHONE_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Your phone number +447700900123 is verified.', {}, LOAD),
    ).toBeInTheDocument();
    expect(mock.state.user?.phone).toMatchObject({ phone_number: '+447700900123', is_verified: true });

    // The account overview, opened afresh, shows the new number.
    unmount();
    renderApp(server, { path: '/cx/account', mock });
    expect(await screen.findByText('+447700900123', {}, LOAD)).toBeInTheDocument();
  });
});
