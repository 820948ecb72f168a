import { accountSettingsState, createMockApi } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('wallet page', () => {
  it('lists gift cards, vouchers and promo codes from the overview', async () => {
    const { user } = renderApp(server, { path: '/cx/account', mock: createMockApi() });
    await user.click(await screen.findByRole('link', { name: 'Wallet' }, LOAD));
    const giftCards = await screen.findByRole('region', { name: 'Gift cards' }, LOAD);
    expect(within(giftCards).getByText('Holiday gift card from Emma')).toBeInTheDocument();
    expect(within(giftCards).getByText('Balance: $50.00')).toBeInTheDocument();
    expect(within(giftCards).getByText('Code GC-7K2Q9XWM')).toBeInTheDocument();
    const vouchers = screen.getByRole('region', { name: 'Vouchers' });
    expect(within(vouchers).getByText('3 appointments left')).toBeInTheDocument();
    const promos = screen.getByRole('region', { name: 'Promo codes' });
    expect(within(promos).getByText('10% off')).toBeInTheDocument();
    expect(within(promos).getByText('No expiry date')).toBeInTheDocument();
    // Read-only: nothing to redeem or remove here.
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when a kind is empty', async () => {
    const mock = createMockApi();
    accountSettingsState(mock.state).wallet = { gift_cards: [], vouchers: [], promo_codes: [] };
    renderApp(server, { path: '/cx/account/wallets', mock });
    expect(await screen.findByText('You have no gift cards.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('You have no vouchers.')).toBeInTheDocument();
    expect(screen.getByText('You have no promo codes.')).toBeInTheDocument();
  });
});
