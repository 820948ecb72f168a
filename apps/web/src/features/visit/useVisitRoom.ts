import { createRealtimeClient, fetchRealtimeOptions, useApiClients } from '@pawcall/api-client';
import { visitApi, visitQueryKeys } from '@pawcall/api-client/visits';
import type { VideoRoomEvent } from '@pawcall/machines';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type DeviceCheckResult,
  provideVideoRoomMachine,
  type Session,
  type VideoRoomResources,
} from './videoRoomActors';

export type { DeviceCheckResult } from './videoRoomActors';

/**
 * What a visit's room holds beside its machine: the streams, the session as last read, the
 * device check, and the actions that release the camera. The machine's logic is made once; the
 * page provides it (VideoRoomMachineContext) and hands the actor's send to `sendRef`.
 */
export function useVisitRoom(reference: string) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [deviceCheck, setDeviceCheck] = useState<DeviceCheckResult | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const refs = useRef<VideoRoomResources['current']>({ realtime: null, provider: null, stream: null });

  // Provider callbacks and pushes reach the machine through this ref (the machine is created before its actor).
  const sendRef = useRef<(event: VideoRoomEvent) => void>(() => {});
  const [logic] = useState(() =>
    provideVideoRoomMachine(clients, reference, {
      current: refs.current,
      setSession,
      setLocalStream,
      setRemoteStream,
      setDeviceCheck,
      send: (event) => sendRef.current(event),
    }),
  );
  const send = (event: VideoRoomEvent) => sendRef.current(event);

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
            'session.ended': () => sendRef.current({ type: 'session.ended' }),
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
  }, [clients, queryClient, reference]);

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
    logic,
    sendRef,
    session,
    localStream,
    remoteStream,
    deviceCheck,
    leave,
    endForEveryone,
    toggle,
  };
}
