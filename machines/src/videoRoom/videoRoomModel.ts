/**
 * The abstract model of videoRoomMachine: each actor's outcome is an event of its own, so a
 * traversal reaches every room state and a test replays the path on the real machine by settling
 * its actors. The session clock's time.* events are already the machine's own.
 */
import { deriveModel } from '../testing/deriveModel';
import { videoRoomMachine } from './videoRoomMachine';
import type { VideoRoomError, VideoRoomEvent, VideoRoomSession } from './videoRoomTypes';

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

export const videoRoomModel = deriveModel<typeof videoRoomMachine, VideoRoomOutcomeEvent>(videoRoomMachine, {
  invoke: {
    fetchSession: { 'session.loaded': { output: (event) => event.session }, 'session.failed': 'error' },
    checkBrowser: { 'browser.checked': { output: (event) => event.supported } },
    requestDevices: { 'devices.granted': 'done', 'devices.denied': { error: (event) => event.error } },
    startDevices: { 'devices.started': 'done', 'devices.startFailed': { error: (event) => event.error } },
    joinSession: {
      'join.done': { output: (event) => event.session },
      'join.failed': { error: (event) => event.error },
    },
    connectProvider: { 'provider.connected': 'done', 'provider.failed': { error: (event) => event.error } },
    enterRoom: {
      'room.entered': { output: (event) => ({ remotePresent: event.remotePresent }) },
      'room.enterFailed': { error: (event) => event.error },
    },
  },
});
