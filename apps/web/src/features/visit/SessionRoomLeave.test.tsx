import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

// Leaving is not ending: either side steps out and may come back while the room is open; only the
// vet ends the visit for everyone, after confirming. jsdom has no WebRTC and no camera: the room is
// reached with a video provider that connects at once and a real-time client that delivers nothing.
vi.mock('./p2pProvider', () => ({
  P2PVideoProvider: class {
    async connect() {}
    async enter() {
      return { remotePresent: false };
    }
    onSignal() {
      return () => {};
    }
    onRemoteStream() {
      return () => {};
    }
    announceEnd() {}
    leave() {}
  },
}));
vi.mock('@pawcall/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pawcall/api-client')>()),
  fetchRealtimeOptions: async () => ({ key: 'test', wsHost: 'localhost', wsPort: 1, forceTLS: false }),
  createRealtimeClient: () => ({ subscribe: () => () => {}, disconnect: () => {} }),
}));

const server = setupTestServer();
const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

const fakeStream = { getTracks: () => [], getAudioTracks: () => [], getVideoTracks: () => [] };
const saved = {
  RTCPeerConnection: (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection,
  mediaDevices: Object.getOwnPropertyDescriptor(globalThis.navigator, 'mediaDevices'),
};
beforeAll(() => {
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = class {};
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async () => fakeStream,
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'cam' },
        { kind: 'audioinput', deviceId: 'mic' },
        { kind: 'audiooutput', deviceId: 'speaker' },
      ],
    },
  });
});
afterAll(() => {
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = saved.RTCPeerConnection;
  if (saved.mediaDevices) Object.defineProperty(globalThis.navigator, 'mediaDevices', saved.mediaDevices);
  else Reflect.deleteProperty(globalThis.navigator, 'mediaDevices');
});

function session(role: 'CLIENT' | 'PARTNER', joined = false) {
  const start = new Date(Date.now() + 5 * 60_000);
  return {
    reference_id: 'PAWV5T8N',
    role,
    status: 'CONFIRMED',
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    can_enter: true,
    can_mark_incomplete: false,
    partner_confirmed_at: null,
    room: 'OPEN',
    provider: 'P2P',
    channel: 'presence-appointment-PAWV5T8N',
    twilio_token: null,
    checks: { client: null, partner: null },
    joined: { client_at: joined ? new Date().toISOString() : null, partner_at: null },
    remote_name: role === 'CLIENT' ? 'Dr. Chen' : 'Olivia Martin',
    client_phone: null,
    recording_notice: true,
  };
}

function openRoom(path: string, role: 'CLIENT' | 'PARTNER') {
  const mock = createMockApi();
  if (role === 'PARTNER')
    mock.state.user = {
      ...structuredClone(clientOlivia),
      type: 'PARTNER',
      first_name: 'Emily',
      last_name: 'Chen',
      pets: [],
    };
  mock.state.appointments = [makeAppointment({ reference_id: 'PAWV5T8N' })];
  const view = renderApp(server, { path, mock });
  const actions: string[] = [];
  let joined = false;
  let status = 'CONFIRMED';
  server.use(
    http.get('*/api/v1/appointments/:ref/session', () => ok({ ...session(role, joined), status })),
    http.put('*/api/v1/appointments/:ref/session', async ({ request }) => {
      const body = (await request.json()) as { action: string };
      actions.push(body.action);
      if (body.action === 'JOIN') joined = true;
      if (body.action === 'END') status = 'COMPLETED';
      return ok({ ...session(role, joined), status });
    }),
    http.get('*/api/v1/appointments/:ref/pin', () => ok({ code: '482913', phone_number: null })),
    http.get('*/api/v1/appointments/:ref/messages', () =>
      ok({ items: [], can_send: true, window_ends_at: null }),
    ),
    http.get('*/api/v1/appointments/:ref/media', () => ok({ items: [] })),
    http.get('*/api/v1/px/appointments/:ref', () => ok(makeAppointment({ reference_id: 'PAWV5T8N' }))),
  );
  return { ...view, actions };
}

describe('leaving the video room', () => {
  it('the vet’s Leave steps out without ending the visit, and the vet can go back in', async () => {
    const { user, actions } = openRoom('/px/appointments/PAWV5T8N/session', 'PARTNER');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Leave visit' }, LOAD));
    expect(await screen.findByRole('heading', { name: 'You left the room' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'LEAVE']);
    await user.click(screen.getByRole('button', { name: 'Go back to the visit' }));
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Olivia Martin/i, {}, LOAD)).toBeInTheDocument();
    expect(actions).not.toContain('END');
  });

  it('the vet ends the visit for everyone only after confirming, and can change their mind', async () => {
    const { user, actions } = openRoom('/px/appointments/PAWV5T8N/session', 'PARTNER');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    const end = await screen.findByRole('button', { name: 'End visit for everyone' }, LOAD);
    await user.click(end);
    let dialog = await screen.findByRole('dialog', { name: 'End the visit for everyone?' });
    expect(dialog).toHaveTextContent('Olivia Martin will be taken out of the room');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the visit open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions).not.toContain('END');
    // Keyboard: the trigger has focus back; Enter opens the dialog, Tab reaches the confirmation.
    expect(end).toHaveFocus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'End the visit for everyone?' });
    within(dialog).getByRole('button', { name: 'End visit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'The visit has ended' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'END']);
  });

  it('the client only leaves: there is no way to end the visit for everyone', async () => {
    const { user, actions } = openRoom('/cx/appointments/PAWV5T8N/session', 'CLIENT');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD);
    expect(screen.queryByRole('button', { name: 'End visit for everyone' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave visit' }));
    expect(await screen.findByRole('heading', { name: 'You left the room' }, LOAD)).toBeInTheDocument();
    expect(actions).toEqual(['CHECK', 'JOIN', 'LEAVE']);
  });
});
