import { accountSettingsState, createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { current, renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('invite page', () => {
  it('shows the offer and the invites sent with their status and earnings', async () => {
    renderApp(server, { path: '/cx/account/invite', mock: createMockApi() });
    expect(
      await screen.findByText(
        'Your friend gets 40% off a first appointment, and you get a $25.00 gift card for each friend who completes a booking.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Earned so far: $25.00')).toBeInTheDocument();
    // Named by its heading, and scrollable from the keyboard on a narrow screen.
    const table = screen.getByRole('table', { name: 'Invites you sent' });
    expect(screen.getByRole('region', { name: 'Invites you sent' })).toContainElement(table);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('sam.rivera@example.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Invited')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Booked')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$25.00')).toBeInTheDocument();
  });

  it('needs a valid friend email, shows the server’s reason, then sends the invite', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account/invite', mock });
    const email = await screen.findByLabelText(/^Your friend's email/, {}, LOAD);
    await user.type(email, 'pal@');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText("Your friend's email must be valid.")).toBeInTheDocument();
    expect(mock.state.requests.some((r) => r.method === 'POST' && r.url.endsWith('/cx/referrals'))).toBe(
      false,
    );

    await user.clear(email);
    await user.type(email, 'sam.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('You have already invited this friend.')).toBeInTheDocument();
    expect(email).toHaveValue('sam.rivera@example.com');

    await user.clear(email);
    await user.type(email, 'pal@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('We sent your invite to pal@example.com.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'pal@example.com' })).toBeInTheDocument();
    expect(accountSettingsState(mock.state).referrals[0]?.friend_email).toBe('pal@example.com');
  });

  it('sends a global client away to the account overview, which has no invite link', async () => {
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, is_global: true };
    renderApp(server, { path: '/cx/account/invite', mock });
    await waitFor(() => expect(current.pathname).toBe('/cx/account'), LOAD);
    expect(await screen.findByRole('link', { name: 'Wallet' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite a friend' })).not.toBeInTheDocument();
  });
});
