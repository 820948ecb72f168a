import { videoRoomMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** One visit's video room, shared by the check, waiting, meeting and end screens. */
export const VideoRoomMachineContext = createActorContext(videoRoomMachine);

export const useVideoRoomSelector = VideoRoomMachineContext.useSelector;
export const useVideoRoomActor = VideoRoomMachineContext.useActorRef;
