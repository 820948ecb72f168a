/** The notifications list: paged, read by read_at, opening by the spec's link rule. */
import type { AppNotification } from '@pawcall/api-client';
import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { current, renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function notification(index: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: crypto.randomUUID(),
    type: 'AppointmentReminder',
    resource_id: `PWC0${1000 + index}`,
    resource_description: null,
    body: `Reminder ${index}`,
    sent_at: '2026-11-20T15:00:00Z',
    read_at: '2026-11-20T16:00:00Z',
    link: null,
    ...overrides,
  };
}

describe('notifications page', () => {
  it('opens a payout notification on the billing page of the user’s area and marks it read', async () => {
    const mock = createMockApi();
    mock.state.notifications = [
      notification(0, {
        type: 'PayoutRequiresAttention',
        resource_id: null,
        body: 'Check your card',
        read_at: null,
      }),
    ];
    const { user } = renderApp(server, { path: '/cx/notifications', mock });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Unread: Check your card' }, LOAD));
    await waitFor(() => expect(current.pathname).toBe('/cx/account/billing'));
    expect(mock.state.notifications[0]?.read_at).not.toBeNull();
  });

  it('pages through more than ten notifications', async () => {
    const mock = createMockApi();
    mock.state.notifications = Array.from({ length: 12 }, (_, index) => notification(index));
    const { user } = renderApp(server, { path: '/cx/notifications', mock });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('button', { name: 'Reminder 0' }, LOAD)).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Reminder 11' })).toBeNull();
    await user.click(within(main).getByRole('button', { name: /Next/ }));
    expect(await within(main).findByRole('button', { name: 'Reminder 11' }, LOAD)).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Reminder 11' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/appointments/PWC01011'));
  });
});
