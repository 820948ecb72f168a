/** Sample data for the video room paths (QA) and the model-based test of the real machine. */
import { definePaths } from '../paths/types';
import { videoRoomModel } from './videoRoomModel';
import type { VideoRoomSession } from './videoRoomTypes';

const base: VideoRoomSession = {
  reference_id: 'PAWV5T8N',
  role: 'CLIENT',
  room: 'OPEN',
  start_at: '2030-01-07T15:05:00.000Z',
  end_at: '2030-01-07T15:35:00.000Z',
};
export const sampleOpenSession = base;
export const sampleFutureSession: VideoRoomSession = { ...base, room: 'FUTURE' };
export const samplePastSession: VideoRoomSession = { ...base, room: 'PAST' };
export const sampleExpiredSession: VideoRoomSession = { ...base, room: 'EXPIRED' };
/** The vet's side: only the vet can end the visit for everyone. */
export const samplePartnerSession: VideoRoomSession = { ...base, role: 'PARTNER' };

export const videoRoomPaths = definePaths({
  description:
    'Video visit: session fetch, browser check, permissions, devices, join (window), provider, waiting/meeting, ' +
    'reconnecting, five-minute warning and closing, leaving and re-joining, the vet ending the visit for everyone, ' +
    'future/past/expired rooms, the error catalogue.',
  model: videoRoomModel,
  input: { reference: 'PAWV5T8N' },
  eventData: {
    'session.loaded': [
      { session: sampleOpenSession },
      { session: sampleFutureSession },
      { session: samplePastSession },
      { session: sampleExpiredSession },
    ],
    'browser.checked': [{ supported: true }, { supported: false }],
    'devices.denied': [{ error: { code: 'PERMISSION_DENIED' } }],
    'devices.startFailed': [{ error: { code: 'DEVICE_IN_USE' } }],
    'join.done': [{ session: sampleOpenSession }, { session: samplePartnerSession }],
    'join.failed': [
      { error: { code: 'ROOM_FUTURE' } },
      { error: { code: 'ROOM_PAST' } },
      { error: { code: 'SERVER_BUSY' } },
    ],
    'provider.failed': [{ error: { code: 'CANNOT_CONNECT' } }],
    'room.entered': [{ remotePresent: false }, { remotePresent: true }],
    'room.enterFailed': [{ error: { code: 'ROOM_FULL' } }],
    'quality.changed': [{ quality: 'poor' }],
    'provider.error': [{ error: { code: 'CONNECTED_ELSEWHERE' } }],
  },
  // Quality and time phases are context, not places: they would multiply every joined state.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      remote: snapshot.context.remotePresent,
      error: snapshot.context.error?.code ?? null,
      room: snapshot.context.session?.room ?? null,
      role: snapshot.context.session?.role ?? null,
      reconnected: snapshot.context.reconnected,
    }),
  describeState: (snapshot) => snapshot.context.error?.code,
});
