import { createMockApi } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../../test/renderApp';
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
});
