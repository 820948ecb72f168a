import { clientOlivia, createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

function openAsVet(saved: { enabled: boolean }, failPut = false) {
  const mock = createMockApi();
  mock.state.user = {
    ...structuredClone(clientOlivia),
    type: 'PARTNER',
    first_name: 'Emily',
    last_name: 'Chen',
    pets: [],
  };
  const sent: unknown[] = [];
  const view = renderApp(server, { path: '/px/appointments/upcoming', mock });
  server.use(
    http.get('*/api/v1/px/appointments', () => ok({ items: [], page: 1, per_page: 10, total: 0 })),
    http.get('*/api/v1/px/settings/auto-followup', () => ok(saved)),
    http.put('*/api/v1/px/settings/auto-followup', async ({ request }) => {
      const body = (await request.json()) as { enabled: boolean };
      sent.push(body);
      if (failPut)
        return HttpResponse.json(
          { status: 'error', message: 'There was an error processing your request.' },
          { status: 500 },
        );
      saved.enabled = body.enabled;
      return ok(saved);
    }),
  );
  return { ...view, sent };
}

describe('the vet’s auto-request switch for follow-ups', () => {
  it('shows the saved setting and turns it on', async () => {
    const { user, sent } = openAsVet({ enabled: false });
    const toggle = await screen.findByRole('switch', { name: /Request follow-ups automatically/ }, LOAD);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Follow-ups will be requested automatically.')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true }]);
    expect(screen.getByRole('switch', { name: /Request follow-ups automatically/ })).toBeChecked();
  });

  it('turns it off with the keyboard', async () => {
    const { user, sent } = openAsVet({ enabled: true });
    const toggle = await screen.findByRole('switch', { name: /Request follow-ups automatically/ }, LOAD);
    expect(toggle).toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText('Follow-ups will no longer be requested automatically.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('keeps the saved setting and says why when saving fails', async () => {
    const { user } = openAsVet({ enabled: false }, true);
    const toggle = await screen.findByRole('switch', { name: /Request follow-ups automatically/ }, LOAD);
    await user.click(toggle);
    expect(await screen.findByText('There was an error processing your request.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Request follow-ups automatically/ })).not.toBeChecked();
  });
});
