/**
 * The video visit at /{cx|px}/appointments/:id/session. Room states of the spec: fetching,
 * checkingBrowser, permissions, startingDevices, creatingSession, subscribing, entering, joined
 * (waiting for the other side, meeting, reconnecting); left (stepped out, may come back while the
 * room is open); future, past, expired; ended (by the vet for everyone, or the room closed); error with a
 * code of the video error catalogue. Every step that talks to the browser, the API or the video
 * provider is an actor the app injects; provider callbacks come back as events.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { SESSION_CLOSING_MINUTES, SESSION_WARNING_MINUTES } from '@pawcall/domain';
import {
  createVideoRoomContext,
  toVideoRoomError,
  type VideoRoomContext,
  type VideoRoomEvent,
  type VideoRoomInput,
  type VideoRoomSession,
} from './videoRoomTypes';

const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`videoRoomMachine: the ${name} actor was not provided`);
  });

/** Sends time.warning five minutes before the end, time.closing at the end, time.closed when the room closes. */
export const sessionClock = fromCallback<VideoRoomEvent, { endAt: string; now?: () => number }>(
  ({ sendBack, input }) => {
    const now = input.now ?? Date.now;
    const end = Date.parse(input.endAt);
    const marks: Array<[number, VideoRoomEvent]> = [
      [end - SESSION_WARNING_MINUTES * 60_000, { type: 'time.warning' }],
      [end, { type: 'time.closing' }],
      [end + SESSION_CLOSING_MINUTES * 60_000, { type: 'time.closed' }],
    ];
    const timers = marks.map(([at, event]) => setTimeout(() => sendBack(event), Math.max(0, at - now())));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  },
);

const roomOf = (output: { room: string }) => output.room;

export const videoRoomMachine = setup({
  types: {
    context: {} as VideoRoomContext,
    events: {} as VideoRoomEvent,
    input: {} as VideoRoomInput,
    tags: {} as 'loading' | 'error' | 'inRoom' | 'reconnected',
  },
  actors: {
    fetchSession: notProvided('fetchSession') as unknown as ReturnType<
      typeof fromPromise<VideoRoomSession, { reference: string }>
    >,
    checkBrowser: notProvided('checkBrowser') as unknown as ReturnType<typeof fromPromise<boolean, void>>,
    requestDevices: notProvided('requestDevices') as unknown as ReturnType<typeof fromPromise<void, void>>,
    startDevices: notProvided('startDevices') as unknown as ReturnType<typeof fromPromise<void, void>>,
    joinSession: notProvided('joinSession') as unknown as ReturnType<
      typeof fromPromise<VideoRoomSession, { reference: string }>
    >,
    connectProvider: notProvided('connectProvider') as unknown as ReturnType<
      typeof fromPromise<void, { session: VideoRoomSession }>
    >,
    enterRoom: notProvided('enterRoom') as unknown as ReturnType<
      typeof fromPromise<{ remotePresent: boolean }, void>
    >,
    waitUntilOpen: fromCallback<VideoRoomEvent, { startAt: string }>(() => () => {}),
    sessionClock,
  },
  guards: {
    isRemotePresent: ({ context }) => context.remotePresent,
    isPartner: ({ context }) => context.session?.role === 'PARTNER',
  },
}).createMachine({
  id: 'videoRoom',
  context: ({ input }) => createVideoRoomContext(input),
  initial: 'fetching',
  states: {
    fetching: {
      tags: 'loading',
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchSession',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          {
            guard: ({ event }) => roomOf(event.output) === 'FUTURE',
            target: 'future',
            actions: assign({ session: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => roomOf(event.output) === 'PAST',
            target: 'past',
            actions: assign({ session: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => roomOf(event.output) === 'EXPIRED',
            target: 'expired',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'checkingBrowser', actions: assign({ session: ({ event }) => event.output }) },
        ],
        onError: { target: 'error', actions: assign({ error: { code: 'SESSION_FETCH_FAILED' } }) },
      },
    },
    checkingBrowser: {
      tags: 'loading',
      invoke: {
        src: 'checkBrowser',
        onDone: [
          { guard: ({ event }) => event.output, target: 'permissions' },
          { target: 'error', actions: assign({ error: { code: 'BROWSER_UNSUPPORTED' } }) },
        ],
        onError: { target: 'error', actions: assign({ error: { code: 'BROWSER_UNSUPPORTED' } }) },
      },
    },
    permissions: {
      tags: 'loading',
      invoke: {
        src: 'requestDevices',
        onDone: 'startingDevices',
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toVideoRoomError(event.error, 'PERMISSION_DENIED') }),
        },
      },
    },
    startingDevices: {
      tags: 'loading',
      invoke: {
        src: 'startDevices',
        onDone: 'ready',
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toVideoRoomError(event.error, 'MEDIA_START_FAILED') }),
        },
      },
    },
    // The check screen: devices work and the result is saved; the visit starts on the join click.
    ready: { on: { 'room.join': 'creatingSession' } },
    creatingSession: {
      tags: 'loading',
      invoke: {
        src: 'joinSession',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: { target: 'subscribing', actions: assign({ session: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => toVideoRoomError(event.error).code === 'ROOM_FUTURE', target: 'future' },
          { guard: ({ event }) => toVideoRoomError(event.error).code === 'ROOM_PAST', target: 'past' },
          { guard: ({ event }) => toVideoRoomError(event.error).code === 'ROOM_EXPIRED', target: 'expired' },
          {
            target: 'error',
            actions: assign({ error: ({ event }) => toVideoRoomError(event.error, 'UNABLE_TO_CONNECT') }),
          },
        ],
      },
    },
    subscribing: {
      tags: 'loading',
      invoke: {
        src: 'connectProvider',
        input: ({ context }) => ({ session: context.session as VideoRoomSession }),
        onDone: 'entering',
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toVideoRoomError(event.error, 'CANNOT_CONNECT') }),
        },
      },
    },
    entering: {
      tags: 'loading',
      invoke: {
        src: 'enterRoom',
        onDone: {
          target: 'joined',
          actions: assign({ remotePresent: ({ event }) => event.output.remotePresent }),
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => toVideoRoomError(event.error, 'UNABLE_TO_CONNECT') }),
        },
      },
    },
    joined: {
      tags: 'inRoom',
      invoke: {
        src: 'sessionClock',
        input: ({ context }) => ({ endAt: (context.session as VideoRoomSession).end_at }),
      },
      initial: 'arriving',
      on: {
        'quality.changed': { actions: assign({ quality: ({ event }) => event.quality }) },
        'time.warning': { actions: assign({ phase: 'warning' }) },
        'time.closing': { actions: assign({ phase: 'closing' }) },
        'time.closed': { target: 'ended' },
        'session.ended': { target: 'ended' },
        'room.leave': { target: 'left' },
        'room.end': { guard: 'isPartner', target: 'ended' },
        'provider.error': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
      states: {
        arriving: {
          always: [{ guard: 'isRemotePresent', target: 'meeting' }, { target: 'waiting' }],
        },
        waiting: {
          on: {
            'remote.joined': { target: 'meeting', actions: assign({ remotePresent: true }) },
            'connection.lost': { target: 'reconnecting' },
          },
        },
        meeting: {
          on: {
            'remote.left': { target: 'waiting', actions: assign({ remotePresent: false }) },
            'connection.lost': { target: 'reconnecting' },
          },
        },
        reconnecting: {
          tags: 'loading',
          entry: assign({ reconnected: false }),
          on: {
            'connection.restored': [
              { guard: 'isRemotePresent', target: 'meeting', actions: assign({ reconnected: true }) },
              { target: 'waiting', actions: assign({ reconnected: true }) },
            ],
            'remote.left': { actions: assign({ remotePresent: false }) },
            'remote.joined': { actions: assign({ remotePresent: true }) },
          },
        },
      },
    },
    future: {
      tags: 'error',
      invoke: {
        src: 'waitUntilOpen',
        input: ({ context }) => ({ startAt: context.session?.start_at ?? '' }),
      },
      on: { 'room.opened': 'fetching' },
    },
    left: {
      on: { 'room.rejoin': 'fetching', 'session.ended': 'ended' },
    },
    past: { tags: 'error' },
    expired: { tags: 'error' },
    ended: { type: 'final' },
    error: {
      tags: 'error',
      on: { 'room.retry': 'fetching' },
    },
  },
});
