/**
 * The header's notification bell, against the api-client's msw engine: the unread count, the
 * recent notifications and the latest news, the spec's link targets, marking read.
 */
import type { AppNotification } from '@pawcall/api-client';
import { createMockApi } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { current, renderApp, TEST_ORIGIN } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };

function notification(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: crypto.randomUUID(),
    type: 'AppointmentBooked',
    resource_id: null,
    resource_description: null,
    body: '',
    sent_at: '2026-11-20T15:00:00Z',
    read_at: null,
    link: null,
    ...overrides,
  };
}

function oliviaWith(notifications: AppNotification[]) {
  const mock = createMockApi();
  mock.state.notifications = structuredClone(notifications);
  return mock;
}

const cancelled = notification({
  type: 'AppointmentCancelled',
  resource_id: 'PWC01001',
  body: 'Dr. Chen cancelled your appointment.',
});
const inquiry = notification({ type: 'InquiryReceived', body: 'Dr. Chen answered your question.' });
const reviewed = notification({
  type: 'AppointmentReminder',
  resource_id: 'PWC0PAST1',
  body: 'Your visit notes are ready.',
  read_at: '2026-11-19T10:00:00Z',
});
const news = notification({ type: 'NewsNotification', body: 'New: chat with a vet tech.' });

describe('notification bell', () => {
  it('shows the unread count, the recent notifications and the latest news', async () => {
    const { user } = renderApp(server, {
      path: '/cx',
      mock: oliviaWith([cancelled, inquiry, reviewed, news]),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, LOAD);
    await user.click(bell);
    expect(
      await screen.findByRole('menuitem', { name: 'Unread: Dr. Chen cancelled your appointment.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Unread: Dr. Chen answered your question.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Your visit notes are ready.' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'News: New: chat with a vet tech.' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'See all notifications' })).toBeInTheDocument();
  });

  it('marks an appointment notification read and opens /cx/appointments/{resource}', async () => {
    const mock = oliviaWith([cancelled, inquiry]);
    const { user } = renderApp(server, { path: '/cx', mock });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOAD));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Unread: Dr. Chen cancelled your appointment.' }),
    );
    await waitFor(() => expect(current.pathname).toBe('/cx/appointments/PWC01001'));
    expect(mock.state.notifications[0]?.read_at).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD)).toBeInTheDocument();
  });

  it('opens an inquiry on the client’s appointments list, by the spec’s rule', async () => {
    const { user } = renderApp(server, { path: '/cx', mock: oliviaWith([inquiry]) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Unread: Dr. Chen answered your question.' }),
    );
    await waitFor(() => expect(current.pathname).toBe('/cx/appointments'));
  });

  it('marks everything read from the menu, and marks news read without leaving the page', async () => {
    const mock = oliviaWith([cancelled, news]);
    const { user } = renderApp(server, { path: '/cx', mock });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'News: New: chat with a vet tech.' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD)).toBeInTheDocument();
    expect(current.pathname).toBe('/cx');

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, none unread' }, LOAD),
    ).toBeInTheDocument();
    expect(mock.state.notifications.every((each) => each.read_at !== null)).toBe(true);
  });

  it('ignores a failing news fetch silently and still lists the recent notifications', async () => {
    const { user } = renderApp(server, { path: '/cx', mock: oliviaWith([cancelled, news]) });
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/notifications/news/latest`, () =>
        HttpResponse.json({ status: 'error', message: 'News is down.' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOAD));
    expect(
      await screen.findByRole('menuitem', { name: 'Unread: Dr. Chen cancelled your appointment.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /^News:/ })).toBeNull();
    expect(screen.queryByText('News is down.')).toBeNull();
  });

  it('says when there is nothing, and leads to the full list', async () => {
    const { user } = renderApp(server, { path: '/cx', mock: oliviaWith([]) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }, LOAD));
    expect(await screen.findByRole('menuitem', { name: 'No notifications yet.' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'See all notifications' }));
    await waitFor(() => expect(current.pathname).toBe('/cx/notifications'));
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 }, LOAD)).toBeInTheDocument();
  });

  it('claims no count until the unread count has loaded', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderApp(server, { path: '/cx', mock: oliviaWith([cancelled]) });
    server.use(
      http.get(`${TEST_ORIGIN}/api/v1/notifications/recent`, async () => {
        await held;
        return HttpResponse.json({ status: 'success', data: { unread: 1, items: [cancelled] } });
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications, / })).toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD)).toBeInTheDocument();
  });

  it('is not shown to guests', async () => {
    renderApp(server, { path: '/gs', signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
