import { createMockApi } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

describe('account pages', () => {
  it('security: advises a change after 90 days and shows the server’s message for a wrong current password', async () => {
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, password_changed_at: '2020-01-01T00:00:00Z' };
    const { user } = renderApp(server, { path: '/cx/account/security', mock });
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/profile/password`, () =>
        HttpResponse.json(
          { status: 'fail', data: { current_password: ['Your current password is incorrect.'] } },
          { status: 422 },
        ),
      ),
    );
    expect(
      await screen.findByText('Your password is more than 90 days old: we advise changing it.', {}, LOAD),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'nope');
    await user.type(screen.getByLabelText(/^New password/), 'Another7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another7');
  });

  it('security: the 90-day advice goes away once the password is changed', async () => {
    const mock = createMockApi();
    mock.state.user = { ...mock.state.user!, password_changed_at: '2020-01-01T00:00:00Z' };
    const { user } = renderApp(server, { path: '/cx/account/security', mock });
    server.use(
      http.put(`${TEST_ORIGIN}/api/v1/profile/password`, () =>
        HttpResponse.json({ status: 'success', data: { password_changed_at: new Date().toISOString() } }),
      ),
    );
    const advice = 'Your password is more than 90 days old: we advise changing it.';
    expect(await screen.findByText(advice, {}, LOAD)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'Pawcall123');
    await user.type(screen.getByLabelText(/^New password/), 'Another7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.queryByText(advice)).not.toBeInTheDocument();
  });
});
