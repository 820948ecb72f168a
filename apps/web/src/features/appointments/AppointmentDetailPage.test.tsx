import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const REF = 'PAWJ7W4N';
const ENTER = { name: 'Join the video visit' };

/** A visit starting `startsIn` ms from now and lasting 30 minutes; the server said it cannot be entered yet. */
function openPage(startsIn: number, overrides: Parameters<typeof makeAppointment>[0] = {}) {
  const start = Date.now() + startsIn;
  const mock = createMockApi();
  mock.state.appointments = [
    makeAppointment({
      reference_id: REF,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 30 * MINUTE).toISOString(),
      partner_confirmed_at: new Date().toISOString(),
      can_enter: false,
      ...overrides,
    }),
  ];
  return renderApp(server, { path: `/cx/appointments/${REF}`, mock });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the client’s appointment page', () => {
  // "Joining opens 10 minutes before start until end": the page is left open, nobody reloads it.
  it('offers Enter room by itself when the join window opens, and takes it away when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    openPage(10 * MINUTE + 30 * SECOND);
    expect(await screen.findByRole('heading', { name: 'Video appointment for Biscuit' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('link', ENTER)).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(31 * SECOND);
    expect(await screen.findByRole('link', ENTER, LOAD)).toHaveAttribute(
      'href',
      `/cx/appointments/${REF}/session`,
    );

    // The 10 minutes before the visit and its 30 minutes are over: nobody enters after the end.
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    await expect.poll(() => screen.queryByRole('link', ENTER)).toBeNull();
  });

  it('links the camera and microphone test for an upcoming visit, not for one that is over', async () => {
    const upcoming = openPage(2 * 24 * 60 * MINUTE);
    expect(
      await screen.findByRole('link', { name: 'Test your camera and microphone' }, LOAD),
    ).toHaveAttribute('href', `/cx/appointments/${REF}/setup`);
    upcoming.unmount();

    openPage(-2 * 24 * 60 * MINUTE, { status: 'COMPLETED' });
    expect(await screen.findByRole('heading', { name: 'Video appointment for Biscuit' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Test your camera and microphone' })).not.toBeInTheDocument();
  });
});
