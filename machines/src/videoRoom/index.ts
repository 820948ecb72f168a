export { sessionClock, videoRoomMachine } from './videoRoomMachine';
export { type VideoRoomModelEvent, type VideoRoomOutcomeEvent, videoRoomModel } from './videoRoomModel';
export { videoRoomPaths } from './videoRoomPaths';
export * from './videoRoomTypes';
