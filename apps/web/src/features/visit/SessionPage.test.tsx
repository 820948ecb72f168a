import { createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';
import { LOAD, ok, session } from './testing/sessionRoomTestKit';

const server = setupTestServer();

/** Renders the session page with the session the server answers (installed after renderApp resets handlers). */
function openSession(path: string, sessionBody: unknown, status = 200) {
  const mock = createMockApi();
  mock.state.appointments = [makeAppointment({ reference_id: 'PAWV5T8N' })];
  renderApp(server, { path, mock });
  server.use(
    http.get('*/api/v1/appointments/:ref/session', () =>
      status === 200 ? ok(sessionBody) : HttpResponse.json({ status: 'error', message: 'boom' }, { status }),
    ),
    http.get('*/api/v1/appointments/:ref/messages', () =>
      ok({ items: [], can_send: true, window_ends_at: null }),
    ),
  );
  return mock;
}

// The paths of the videoRoom model that a page without WebRTC can reach (jsdom has none).
describe('video session page', () => {
  it('shows the room-in-the-future state with the time the room opens, and no join button', async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    openSession(
      '/cx/appointments/PAWV5T8N/session',
      session({ room: 'FUTURE', can_enter: false, start_at: start.toISOString() }),
    );
    expect(await screen.findByText('This room is not open yet', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/You can join 10 minutes before the start/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join visit' })).not.toBeInTheDocument();
    expect(screen.getByText(/Video visits are not recorded/)).toBeInTheDocument();
  });

  it('holds the room in the future when the device clock is more than 10 minutes early, even if the server opened it', async () => {
    const start = new Date(Date.now() + 11 * 60_000);
    openSession(
      '/cx/appointments/PAWV5T8N/session',
      session({ room: 'OPEN', start_at: start.toISOString() }),
    );
    expect(await screen.findByText('This room is not open yet', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the past room of a completed visit', async () => {
    openSession(
      '/cx/appointments/PAWV5T8N/session',
      session({ room: 'PAST', can_enter: false, status: 'COMPLETED' }),
    );
    expect(await screen.findByText('This visit has ended', {}, LOAD)).toBeInTheDocument();
  });

  it('says the browser lacks video support when WebRTC is missing, with a retry', async () => {
    openSession('/cx/appointments/PAWV5T8N/session', session());
    expect(
      await screen.findByText(/Your browser does not support video visits/, {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers joining by phone with the number and this visit’s PIN when the browser cannot carry the video', async () => {
    openSession('/cx/appointments/PAWV5T8N/session', session());
    server.use(
      http.get('*/api/v1/appointments/:ref/pin', () =>
        ok({ code: '482913', phone_number: { international_format: '+15550100199' } }),
      ),
    );
    expect(
      await screen.findByText(/Your browser does not support video visits/, {}, LOAD),
    ).toBeInTheDocument();
    const dialIn = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(dialIn).toHaveTextContent('Call +15550100199 and enter PIN 482913.');
    expect(screen.getByRole('link', { name: '+15550100199' })).toHaveAttribute('href', 'tel:+15550100199');
  });

  it('shows no dial-in when the server has no number', async () => {
    openSession('/cx/appointments/PAWV5T8N/session', session());
    let asked = false;
    server.use(
      http.get('*/api/v1/appointments/:ref/pin', () => {
        asked = true;
        return ok({ code: '482913', phone_number: null });
      }),
    );
    expect(
      await screen.findByText(/Your browser does not support video visits/, {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Join by phone' })).not.toBeInTheDocument();
    expect(screen.queryByText(/enter PIN/)).not.toBeInTheDocument();
  });

  it('says it was unable to get the session when the session call fails', async () => {
    openSession('/cx/appointments/PAWV5T8N/session', null, 500);
    expect(
      await screen.findByText('Unable to get your session. Please try again.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('answers not found for a session id outside 7 to 9 characters', async () => {
    openSession('/cx/appointments/ABC/session', session());
    expect(
      await screen.findByRole('heading', { name: "Woof! We can't find that page" }, LOAD),
    ).toBeInTheDocument();
  });
});
