import { clientOlivia, createMockApi, makeAppointment } from '@pawcall/api-client/msw';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { renderApp } from '../../../test/renderApp';

// What the video-session tests share: the session the server answers, a browser with a camera
// (stubMediaDevices), and the room opened as either side (openRoom). The room tests also mock the
// video provider and the real-time client with ./roomFakes.

export const LOAD = { timeout: 10_000 };
export const ok = (data: unknown) => HttpResponse.json({ status: 'success', data });

/** The client's session for appointment PAWV5T8N, in an open room, five minutes before the start. */
export function session(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 5 * 60_000);
  return {
    reference_id: 'PAWV5T8N',
    role: 'CLIENT',
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
    joined: { client_at: null, partner_at: null },
    remote_name: 'Dr. Chen',
    client_phone: null,
    recording_notice: true,
    ...overrides,
  };
}

type Role = 'CLIENT' | 'PARTNER';

/** The session as `role` sees it; `joined` marks the client as in the room. */
function roomSession(role: Role, joined: boolean) {
  return session({
    role,
    joined: { client_at: joined ? new Date().toISOString() : null, partner_at: null },
    remote_name: role === 'CLIENT' ? 'Dr. Chen' : 'Olivia Martin',
  });
}

/** For the test file's run: a WebRTC constructor and media devices that hand out an empty stream. */
export function stubMediaDevices() {
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
}

export interface OpenRoomOptions {
  /** The dial-in number the PIN endpoint answers; none by default. */
  phoneNumber?: string | null;
}

/**
 * Renders the session page at `path` signed in as `role`, against a server that records the
 * session actions (CHECK, JOIN, LEAVE, END) in `actions` and answers them as a real one would.
 */
export function openRoom(
  server: SetupServer,
  path: string,
  role: Role,
  { phoneNumber = null }: OpenRoomOptions = {},
) {
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
    http.get('*/api/v1/appointments/:ref/session', () => ok({ ...roomSession(role, joined), status })),
    http.put('*/api/v1/appointments/:ref/session', async ({ request }) => {
      const body = (await request.json()) as { action: string };
      actions.push(body.action);
      if (body.action === 'JOIN') joined = true;
      if (body.action === 'END') status = 'COMPLETED';
      return ok({ ...roomSession(role, joined), status });
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
  return { ...view, actions };
}
