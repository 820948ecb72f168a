import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('post-checkout (the postCheckout paths)', () => {
  it('checks the length, shows the server refusing a breached password, saves a good one and moves on to the phone', async () => {
    const breached =
      'This password is on a list of common or breached passwords. Please choose one that is harder to guess.';
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, requires_password: true, phone: null };
    const bodies: unknown[] = [];
    const { user } = renderApp(server, { path: '/cx/post-checkout/add-password', mock });
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/profile/password`, async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        // The server holds the breached-password list; the browser checks the length only.
        if (body.password === 'Password1')
          return HttpResponse.json({ status: 'fail', data: { password: [breached] } }, { status: 422 });
        return HttpResponse.json({
          status: 'success',
          data: { password_changed_at: '2026-11-21T12:00:00Z' },
        });
      }),
    );
    const password = await screen.findByLabelText(/^Password/, {}, LOAD);
    await user.type(password, 'Short1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findAllByText(
        'Your password needs at least 8 characters (at most 128). Any characters count, spaces too: a few words make a good one.',
      ),
    ).not.toHaveLength(0);
    expect(bodies).toEqual([]);
    await user.clear(password);
    await user.type(password, 'Password1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(breached)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Biscuit42');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/post-checkout/add-phone-number'));
    expect(bodies).toEqual([
      { current_password: '', password: 'Password1' },
      { current_password: '', password: 'Biscuit42' },
    ]);
    expect(await screen.findByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
  });
});
