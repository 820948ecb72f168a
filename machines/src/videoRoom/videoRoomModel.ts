/**
 * The abstract model of videoRoomMachine for `xstate/graph`: the same states, tags and events,
 * no invoke and no timers. Each actor's outcome is an event of its own, so a traversal reaches
 * every room state and a test replays the path on the real machine by settling its actors.
 */
import { assign, setup } from 'xstate';
import type { CallQuality } from '../rules';
import {
  createVideoRoomContext,
  type VideoRoomContext,
  type VideoRoomError,
  type VideoRoomEvent,
  type VideoRoomInput,
  type VideoRoomSession,
} from './videoRoomTypes';

export type VideoRoomOutcomeEvent =
  | { type: 'session.loaded'; session: VideoRoomSession }
  | { type: 'session.failed' }
  | { type: 'browser.checked'; supported: boolean }
  | { type: 'devices.granted' }
  | { type: 'devices.denied'; error: VideoRoomError }
  | { type: 'devices.started' }
  | { type: 'devices.startFailed'; error: VideoRoomError }
  | { type: 'join.done'; session: VideoRoomSession }
  | { type: 'join.failed'; error: VideoRoomError }
  | { type: 'provider.connected' }
  | { type: 'provider.failed'; error: VideoRoomError }
  | { type: 'room.entered'; remotePresent: boolean }
  | { type: 'room.enterFailed'; error: VideoRoomError };

export type VideoRoomModelEvent = VideoRoomEvent | VideoRoomOutcomeEvent;

const errorCode = (error: VideoRoomError) => error.code;

export const videoRoomModel = setup({
  types: {
    context: {} as VideoRoomContext,
    events: {} as VideoRoomModelEvent,
    input: {} as VideoRoomInput,
    tags: {} as 'loading' | 'error' | 'inRoom' | 'reconnected',
  },
  guards: {
    isRemotePresent: ({ context }) => context.remotePresent,
  },
}).createMachine({
  id: 'videoRoom',
  context: ({ input }) => createVideoRoomContext(input),
  initial: 'fetching',
  states: {
    fetching: {
      tags: 'loading',
      entry: assign({ error: null }),
      on: {
        'session.loaded': [
          {
            guard: ({ event }) => event.session.room === 'FUTURE',
            target: 'future',
            actions: assign({ session: ({ event }) => event.session }),
          },
          {
            guard: ({ event }) => event.session.room === 'PAST',
            target: 'past',
            actions: assign({ session: ({ event }) => event.session }),
          },
          {
            guard: ({ event }) => event.session.room === 'EXPIRED',
            target: 'expired',
            actions: assign({ session: ({ event }) => event.session }),
          },
          { target: 'checkingBrowser', actions: assign({ session: ({ event }) => event.session }) },
        ],
        'session.failed': { target: 'error', actions: assign({ error: { code: 'SESSION_FETCH_FAILED' } }) },
      },
    },
    checkingBrowser: {
      tags: 'loading',
      on: {
        'browser.checked': [
          { guard: ({ event }) => event.supported, target: 'permissions' },
          { target: 'error', actions: assign({ error: { code: 'BROWSER_UNSUPPORTED' } }) },
        ],
      },
    },
    permissions: {
      tags: 'loading',
      on: {
        'devices.granted': 'startingDevices',
        'devices.denied': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    startingDevices: {
      tags: 'loading',
      on: {
        'devices.started': 'ready',
        'devices.startFailed': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: { on: { 'room.join': 'creatingSession' } },
    creatingSession: {
      tags: 'loading',
      on: {
        'join.done': { target: 'subscribing', actions: assign({ session: ({ event }) => event.session }) },
        'join.failed': [
          { guard: ({ event }) => errorCode(event.error) === 'ROOM_FUTURE', target: 'future' },
          { guard: ({ event }) => errorCode(event.error) === 'ROOM_PAST', target: 'past' },
          { guard: ({ event }) => errorCode(event.error) === 'ROOM_EXPIRED', target: 'expired' },
          { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    subscribing: {
      tags: 'loading',
      on: {
        'provider.connected': 'entering',
        'provider.failed': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    entering: {
      tags: 'loading',
      on: {
        'room.entered': {
          target: 'joined',
          actions: assign({ remotePresent: ({ event }) => event.remotePresent }),
        },
        'room.enterFailed': { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    joined: {
      tags: 'inRoom',
      initial: 'arriving',
      on: {
        'quality.changed': { actions: assign({ quality: ({ event }) => event.quality as CallQuality }) },
        'time.warning': { actions: assign({ phase: 'warning' }) },
        'time.closing': { actions: assign({ phase: 'closing' }) },
        'time.closed': { target: 'ended' },
        'session.ended': { target: 'ended' },
        'room.leave': { target: 'ended' },
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
    future: { tags: 'error', on: { 'room.opened': 'fetching' } },
    past: { tags: 'error' },
    expired: { tags: 'error' },
    ended: { type: 'final' },
    error: { tags: 'error', on: { 'room.retry': 'fetching' } },
  },
});
