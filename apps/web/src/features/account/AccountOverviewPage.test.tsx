import { createMockApi } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('account overview', () => {
  it('links to every account page of the spec, in its order', async () => {
    renderApp(server, { path: '/cx/account', mock: createMockApi() });
    const nav = await screen.findByRole('navigation', { name: 'Account sections' }, LOAD);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/cx/account/profile',
      '/cx/account/photo',
      '/cx/account/phone',
      '/cx/account/address',
      '/cx/account/pets',
      '/cx/account/pets/add',
      '/cx/account/billing',
      '/cx/account/billing/add-payment-method',
      '/cx/account/billing/history',
      '/cx/account/security',
      '/cx/account/privacy',
      '/cx/account/global-preferences',
      '/cx/account/chat-settings',
      '/cx/account/invite',
      '/cx/account/wallets',
    ]);
    expect(within(nav).getByRole('link', { name: 'Invite a friend' })).toBeInTheDocument();
  });

  it('marks a phone number that is not verified yet', async () => {
    const mock = createMockApi();
    mock.state.user = {
      ...mock.state.user!,
      phone: {
        uuid: 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
        phone_number: '+14165550100',
        is_verified: false,
      },
    };
    renderApp(server, { path: '/cx/account', mock });
    expect(await screen.findByText('+14165550100 (not verified)', {}, LOAD)).toBeInTheDocument();
  });
});
