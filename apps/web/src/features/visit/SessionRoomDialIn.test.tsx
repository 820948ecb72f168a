import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setupTestServer } from '../../test/server';

// jsdom has no WebRTC and no camera: the room is reached here with a video provider that connects
// at once and a real-time client that delivers nothing. Everything else (the room machine, the
// session calls, the page) is the app's own.
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

function openRoom(path: string, role: 'CLIENT' | 'PARTNER', phoneNumber: string | null) {
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
  let joined = false;
  server.use(
    http.get('*/api/v1/appointments/:ref/session', () => ok(session(role, joined))),
    http.put('*/api/v1/appointments/:ref/session', async ({ request }) => {
      const body = (await request.json()) as { action: string };
      if (body.action === 'JOIN') joined = true;
      return ok(session(role, joined));
    }),
    http.get('*/api/v1/appointments/:ref/pin', () =>
      ok({ code: '482913', phone_number: phoneNumber ? { international_format: phoneNumber } : null }),
    ),
    http.get('*/api/v1/appointments/:ref/messages', () =>
      ok({ items: [], can_send: true, window_ends_at: null }),
    ),
    http.get('*/api/v1/appointments/:ref/media', () => ok({ items: [] })),
    http.get('*/api/v1/px/appointments/:ref', () => ok(makeAppointment({ reference_id: 'PAWV5T8N' }))),
  );
  return view;
}

describe('dial-in in the video session', () => {
  it('the client’s waiting room shows the number and PIN to join by phone', async () => {
    const { user } = openRoom('/cx/appointments/PAWV5T8N/session', 'CLIENT', '+15550100199');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD)).toBeInTheDocument();
    const dialIn = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(dialIn).toHaveTextContent('Call +15550100199 and enter PIN 482913.');
    expect(within(dialIn).getByRole('link', { name: '+15550100199' })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
  });

  it('the vet’s room shows it too', async () => {
    const { user } = openRoom('/px/appointments/PAWV5T8N/session', 'PARTNER', '+15550100199');
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Olivia Martin/i, {}, LOAD)).toBeInTheDocument();
    const dialIn = await screen.findByRole('region', { name: 'Join by phone' }, LOAD);
    expect(dialIn).toHaveTextContent('Call +15550100199 and enter PIN 482913.');
  });

  it('the room shows no dial-in when the server has no number', async () => {
    const { user } = openRoom('/cx/appointments/PAWV5T8N/session', 'CLIENT', null);
    await user.click(await screen.findByRole('button', { name: 'Join visit' }, LOAD));
    expect(await screen.findByText(/waiting for Dr\. Chen/i, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /leave/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join by phone' })).not.toBeInTheDocument();
  });
});
