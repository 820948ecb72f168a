import {
  createRealtimeClient,
  fetchRealtimeOptions,
  isApiError,
  type RealtimeClient,
  useApiClients,
} from '@pawcall/api-client';
import { visitApi, visitQueryKeys } from '@pawcall/api-client/visits';
import { msUntilJoinOpens, roomAvailability } from '@pawcall/domain';
import { type VideoRoomEvent, videoRoomMachine } from '@pawcall/machines';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { P2PVideoProvider } from './p2pProvider';
import { captureConstraints, mediaErrorCode, type VideoProvider } from './videoProvider';

type Session = Awaited<ReturnType<typeof visitApi.getSession>>;
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

export function useVisitRoom(reference: string) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [deviceCheck, setDeviceCheck] = useState<DeviceCheckResult | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const refs = useRef<{
    realtime: RealtimeClient | null;
    provider: VideoProvider | null;
    stream: MediaStream | null;
  }>({
    realtime: null,
    provider: null,
    stream: null,
  });

  // Provider callbacks reach the machine through this ref (the machine is created before its actor).
  const sendRef = useRef<(event: VideoRoomEvent) => void>(() => {});
  const machine = useMemo(
    () =>
      videoRoomMachine.provide({
        actors: {
          fetchSession: fromPromise(async ({ input }: { input: { reference: string } }) => {
            const data = await visitApi.getSession(clients, input.reference);
            setSession(data);
            return { ...data, room: roomFor(data, new Date()) };
          }),
          checkBrowser: fromPromise(async () =>
            Boolean(globalThis.RTCPeerConnection && globalThis.navigator?.mediaDevices?.getUserMedia),
          ),
          requestDevices: fromPromise(async () => {
            try {
              const stream = await navigator.mediaDevices.getUserMedia(captureConstraints(isMobile()));
              refs.current.stream = stream;
              setLocalStream(stream);
            } catch (error) {
              throw { code: mediaErrorCode(error) };
            }
          }),
          // The pre-call test: devices found and the network's downlink, saved so the other side sees it.
          startDevices: fromPromise(async () => {
            const devices = await navigator.mediaDevices.enumerateDevices();
            const count = (kind: MediaDeviceKind) => devices.filter((device) => device.kind === kind).length;
            const downlink = (navigator as Navigator & { connection?: { downlink?: number } }).connection
              ?.downlink;
            const check = {
              cameras: count('videoinput'),
              microphones: count('audioinput'),
              speakers: count('audiooutput'),
              bandwidth_kbps: typeof downlink === 'number' ? Math.round(downlink * 1000) : null,
              passed: count('videoinput') > 0 && count('audioinput') > 0,
            };
            const saved = await visitApi.updateSession(clients, reference, { action: 'CHECK', check });
            setSession(saved);
            setDeviceCheck((saved.role === 'CLIENT' ? saved.checks.client : saved.checks.partner) ?? null);
          }),
          joinSession: fromPromise(async ({ input }: { input: { reference: string } }) => {
            try {
              const joined = await visitApi.updateSession(clients, input.reference, { action: 'JOIN' });
              setSession(joined);
              return joined;
            } catch (error) {
              if (isApiError(error) && error.code) throw { code: error.code };
              throw { code: isApiError(error) && error.isNetwork ? 'CANNOT_CONNECT' : 'UNABLE_TO_CONNECT' };
            }
          }),
          connectProvider: fromPromise(
            async ({ input }: { input: { session: { reference_id: string } } }) => {
              const current = await visitApi.getSession(clients, input.session.reference_id);
              if (!refs.current.realtime) {
                refs.current.realtime = createRealtimeClient({
                  clients,
                  ...(await fetchRealtimeOptions(clients)),
                });
              }
              const provider = await loadProvider(current, refs.current.realtime);
              refs.current.provider = provider;
              provider.onRemoteStream(setRemoteStream);
              provider.onSignal((signal) => sendRef.current(signal as VideoRoomEvent));
              await provider.connect(current, refs.current.stream as MediaStream);
            },
          ),
          enterRoom: fromPromise(async () => {
            const provider = refs.current.provider;
            if (!provider) throw { code: 'UNABLE_TO_CONNECT' };
            return provider.enter();
          }),
          waitUntilOpen: fromCallback<VideoRoomEvent, { startAt: string }>(({ sendBack, input }) => {
            const timer = setTimeout(
              () => sendBack({ type: 'room.opened' }),
              msUntilJoinOpens(input.startAt, new Date()) + 500,
            );
            return () => clearTimeout(timer);
          }),
        } as never,
      }),
    [clients, reference],
  );
  const [snapshot, send] = useMachine(machine, { input: { reference } });
  sendRef.current = send;

  // Server pushes for this visit: the vet ended it, a chat line, a file, a check or a join.
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void (async () => {
      try {
        if (!refs.current.realtime)
          refs.current.realtime = createRealtimeClient({ clients, ...(await fetchRealtimeOptions(clients)) });
        if (cancelled) return;
        stop = refs.current.realtime.subscribe(`private-appointment-${reference}`, {
          events: {
            'session.ended': () => send({ type: 'session.ended' }),
            'session.updated': () =>
              void queryClient.invalidateQueries({ queryKey: visitQueryKeys.session(reference) }),
            'message.created': () =>
              void queryClient.invalidateQueries({ queryKey: visitQueryKeys.messages(reference, 'ROOM') }),
            'media.uploaded': () =>
              void queryClient.invalidateQueries({ queryKey: visitQueryKeys.media(reference) }),
          },
          onResync: () => void queryClient.invalidateQueries({ queryKey: ['appointment', reference] }),
        });
      } catch {
        // Without pushes the room still works; lists refresh when refetched.
      }
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [clients, queryClient, reference, send]);

  // Leaving the page releases the camera and the peer connection.
  useEffect(
    () => () => {
      refs.current.provider?.leave();
      for (const track of refs.current.stream?.getTracks() ?? []) track.stop();
      refs.current.realtime?.disconnect();
    },
    [],
  );

  const releaseMedia = () => {
    refs.current.provider?.leave();
    refs.current.provider = null;
    for (const track of refs.current.stream?.getTracks() ?? []) track.stop();
    refs.current.stream = null;
    setLocalStream(null);
    setRemoteStream(null);
  };

  /** Steps out: the visit goes on and either side may come back while the room is open. */
  const leave = async () => {
    await visitApi.updateSession(clients, reference, { action: 'LEAVE' }).catch(() => undefined);
    releaseMedia();
    send({ type: 'room.leave' });
  };

  /** The vet ends the visit for everyone (the page asks first): the appointment is completed. */
  const endForEveryone = async () => {
    // A refused END keeps the vet in the room (the caller shows why) rather than pretending it ended.
    await visitApi.updateSession(clients, reference, { action: 'END' });
    refs.current.provider?.announceEnd();
    releaseMedia();
    send({ type: 'room.end' });
  };

  const toggle = (kind: 'audio' | 'video') => {
    const tracks = kind === 'audio' ? localStream?.getAudioTracks() : localStream?.getVideoTracks();
    for (const track of tracks ?? []) track.enabled = !track.enabled;
  };

  return {
    snapshot,
    send,
    session,
    localStream,
    remoteStream,
    deviceCheck,
    leave,
    endForEveryone,
    toggle,
  };
}
