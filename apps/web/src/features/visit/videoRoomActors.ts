import {
  type ApiClients,
  createRealtimeClient,
  fetchRealtimeOptions,
  isApiError,
  type RealtimeClient,
} from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { msUntilJoinOpens, roomAvailability } from '@pawcall/domain';
import { type VideoRoomEvent, type VideoRoomSession, videoRoomMachine } from '@pawcall/machines';
import { fromCallback, fromPromise } from 'xstate';
import { P2PVideoProvider } from './p2pProvider';
import { captureConstraints, mediaErrorCode, type VideoProvider, VideoRoomCallError } from './videoProvider';

export type Session = Awaited<ReturnType<typeof visitApi.getSession>>;
export type DeviceCheckResult = NonNullable<Session['checks']['client']>;

const isMobile = () => /Mobi|Android/i.test(globalThis.navigator?.userAgent ?? '');

/**
 * The room as the device sees it: the server says whether the window is open, and the device's
 * clock may only hold it back (never open it early), so someone who arrives 11 minutes early sees
 * the room-in-the-future state and its countdown even before the server is asked to join.
 */
export function roomFor(session: Session, now: Date): Session['room'] {
  if (session.room !== 'OPEN') return session.room;
  return roomAvailability(
    { status: 'CONFIRMED', start_at: session.start_at, end_at: session.end_at },
    now,
  ) === 'FUTURE'
    ? 'FUTURE'
    : 'OPEN';
}

async function loadProvider(session: Session, realtime: RealtimeClient): Promise<VideoProvider> {
  if (session.provider === 'TWILIO') {
    const { TwilioVideoProvider } = await import('./twilioProvider');
    return new TwilioVideoProvider();
  }
  return new P2PVideoProvider(realtime);
}

/** What the room's actors hold (the camera, the peer connection, the real-time client) and tell the screen. */
export interface VideoRoomResources {
  current: {
    realtime: RealtimeClient | null;
    provider: VideoProvider | null;
    stream: MediaStream | null;
  };
  setSession: (session: Session) => void;
  setLocalStream: (stream: MediaStream | null) => void;
  setRemoteStream: (stream: MediaStream | null) => void;
  setDeviceCheck: (check: DeviceCheckResult | null) => void;
  /** The provider's signals reach the machine through this (the machine is made before its actor). */
  send: (event: VideoRoomEvent) => void;
}

interface ReferenceInput {
  reference: string;
}

/** The video room's steps as actors; each failure rejects with a VideoRoomCallError or the client's ApiError. */
export function videoRoomActors(clients: ApiClients, reference: string, room: VideoRoomResources) {
  return {
    fetchSession: fromPromise<VideoRoomSession, ReferenceInput>(async ({ input }) => {
      const data = await visitApi.getSession(clients, input.reference);
      room.setSession(data);
      return { ...data, room: roomFor(data, new Date()) };
    }),
    checkBrowser: fromPromise<boolean, void>(async () =>
      Boolean(globalThis.RTCPeerConnection && globalThis.navigator?.mediaDevices?.getUserMedia),
    ),
    requestDevices: fromPromise<void, void>(async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia(captureConstraints(isMobile()));
        room.current.stream = stream;
        room.setLocalStream(stream);
      } catch (error) {
        throw new VideoRoomCallError(mediaErrorCode(error));
      }
    }),
    // The pre-call test: devices found and the network's downlink, saved so the other side sees it.
    startDevices: fromPromise<void, void>(async () => {
      const devices = await navigator.mediaDevices.enumerateDevices();
      const count = (kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind).length;
      const downlink = (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
      const check = {
        cameras: count('videoinput'),
        microphones: count('audioinput'),
        speakers: count('audiooutput'),
        bandwidth_kbps: typeof downlink === 'number' ? Math.round(downlink * 1000) : null,
        passed: count('videoinput') > 0 && count('audioinput') > 0,
      };
      const saved = await visitApi.updateSession(clients, reference, { action: 'CHECK', check });
      room.setSession(saved);
      room.setDeviceCheck((saved.role === 'CLIENT' ? saved.checks.client : saved.checks.partner) ?? null);
    }),
    joinSession: fromPromise<VideoRoomSession, ReferenceInput>(async ({ input }) => {
      try {
        const joined = await visitApi.updateSession(clients, input.reference, { action: 'JOIN' });
        room.setSession(joined);
        return joined;
      } catch (error) {
        if (isApiError(error) && error.code) throw new VideoRoomCallError(error.code);
        throw new VideoRoomCallError(
          isApiError(error) && error.isNetwork ? 'CANNOT_CONNECT' : 'UNABLE_TO_CONNECT',
        );
      }
    }),
    connectProvider: fromPromise<void, { session: VideoRoomSession }>(async ({ input }) => {
      const current = await visitApi.getSession(clients, input.session.reference_id);
      if (!room.current.realtime) {
        room.current.realtime = createRealtimeClient({ clients, ...(await fetchRealtimeOptions(clients)) });
      }
      const provider = await loadProvider(current, room.current.realtime);
      room.current.provider = provider;
      provider.onRemoteStream(room.setRemoteStream);
      provider.onSignal((signal) => room.send(signal as VideoRoomEvent));
      await provider.connect(current, room.current.stream as MediaStream);
    }),
    enterRoom: fromPromise<{ remotePresent: boolean }, void>(async () => {
      const provider = room.current.provider;
      if (!provider) throw new VideoRoomCallError('UNABLE_TO_CONNECT');
      return provider.enter();
    }),
    waitUntilOpen: fromCallback<VideoRoomEvent, { startAt: string }>(({ sendBack, input }) => {
      const timer = setTimeout(
        () => sendBack({ type: 'room.opened' }),
        msUntilJoinOpens(input.startAt, new Date()) + 500,
      );
      return () => clearTimeout(timer);
    }),
  };
}

export function provideVideoRoomMachine(clients: ApiClients, reference: string, room: VideoRoomResources) {
  return videoRoomMachine.provide({ actors: videoRoomActors(clients, reference, room) });
}
