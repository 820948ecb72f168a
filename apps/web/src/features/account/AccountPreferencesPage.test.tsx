import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

afterEach(() => localStorage.clear());

describe('global preferences page', () => {
  it('shows the server’s message by its field, then saves through updatePreferences and switches the language', async () => {
    const mock = createMockApi();
    const { user } = renderApp(server, { path: '/cx/account', mock });
    const sent: unknown[] = [];
    server.use(
      http.patch(`${TEST_ORIGIN}/api/v1/profile/preferences`, async ({ request }) => {
        const body = (await request.json()) as { locale: 'fr-CA'; timezone: string };
        sent.push(body);
        if (sent.length === 1)
          return HttpResponse.json(
            { status: 'fail', data: { timezone: ['This time zone is not supported.'] } },
            { status: 422 },
          );
        mock.state.user = { ...mock.state.user!, ...body };
        return HttpResponse.json({ status: 'success', data: mock.state.user });
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Global preferences' }, LOAD));
    const form = await screen.findByRole('form', { name: 'Global preferences' }, LOAD);
    const language = within(form).getByRole('combobox', { name: /^Language/ });
    expect(language).toHaveTextContent('English (US)');
    const zone = within(form).getByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('America/New York');

    language.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Français (Canada)' }));
    await user.clear(zone);
    await user.type(zone, 'vancouver');
    await user.click(await screen.findByRole('option', { name: /America\/Vancouver/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('This time zone is not supported.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Global preferences' })).toBeInTheDocument();
    expect(language).toHaveTextContent('Français (Canada)');

    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Vos préférences ont été enregistrées.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Préférences générales' })).toBeInTheDocument();
    expect(sent).toEqual([
      { locale: 'fr-CA', timezone: 'America/Vancouver' },
      { locale: 'fr-CA', timezone: 'America/Vancouver' },
    ]);
  });

  it('saves a region outside Canada, the US and the UK, which makes the client global and takes the invite page away', async () => {
    const mock = createMockApi();
    const { user, unmount } = renderApp(server, { path: '/cx/account', mock });
    expect(await screen.findByRole('link', { name: 'Invite a friend' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Global preferences' }));
    const form = await screen.findByRole('form', { name: 'Global preferences' }, LOAD);
    const region = within(form).getByRole('combobox', { name: /^Region/ });
    region.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(region).toHaveTextContent('France');
    expect(
      within(form).getByText(
        'Outside Canada, the United States and the United Kingdom, inviting friends, prescriptions and the shop are not available.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences have been saved.', {}, LOAD)).toBeInTheDocument();
    expect(mock.state.user).toMatchObject({ is_global: true, region: { country: 'FR', name: 'France' } });

    // Signed in again later: the invite page sends the now global client to the overview.
    unmount();
    renderApp(server, { path: '/cx/account/invite', mock });
    await waitFor(() => expect(current.pathname).toBe('/cx/account'), LOAD);
    expect(await screen.findByRole('link', { name: 'Wallet' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite a friend' })).not.toBeInTheDocument();
  });
});
