import type { CallQuality } from '@pawcall/domain';
import type { VideoErrorCode } from '@pawcall/machines';

/**
 * A step of joining the room that failed, with the code the room machine decides by
 * (toVideoRoomError): one of the video error catalogue, or the server's own refusal (ROOM_FUTURE,
 * ROOM_PAST, ROOM_EXPIRED) when joining.
 */
export class VideoRoomCallError extends Error {
  override readonly name = 'VideoRoomCallError';
  constructor(readonly code: VideoErrorCode | 'ROOM_FUTURE' | 'ROOM_PAST' | (string & {})) {
    super(code);
  }
}

/** What a provider reports back; the room machine turns these into its events. */
export type ProviderSignal =
  | { type: 'remote.joined' }
  | { type: 'remote.left' }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  | { type: 'quality.changed'; quality: CallQuality }
  | { type: 'provider.error'; error: { code: VideoErrorCode } }
  | { type: 'session.ended' };

export interface ProviderSession {
  reference_id: string;
  role: 'CLIENT' | 'PARTNER';
  provider: 'P2P' | 'TWILIO';
  channel: string;
  twilio_token?: string | null;
}

/**
 * One interface for both video back ends: peer-to-peer WebRTC signalled over the real-time
 * channel (the embedded default) and Twilio Video (when the server is configured for it).
 */
export interface VideoProvider {
  /** Connects to the room (signalling channel or Twilio room) with the local tracks. */
  connect(session: ProviderSession, local: MediaStream): Promise<void>;
  /** Publishes and waits briefly to learn whether the other side is already here. */
  enter(): Promise<{ remotePresent: boolean }>;
  onSignal(listener: (signal: ProviderSignal) => void): () => void;
  onRemoteStream(listener: (stream: MediaStream | null) => void): () => void;
  /** Tells the other side the visit ended (the vet's end). */
  announceEnd(): void;
  leave(): void;
}

/** Spec part 2 §9: 1280x720 at 24 fps on desktop, 640x480 at 24 fps on mobile. */
export function captureConstraints(isMobile: boolean): MediaStreamConstraints {
  const size = isMobile ? { width: 640, height: 480 } : { width: 1280, height: 720 };
  return {
    video: { width: { ideal: size.width }, height: { ideal: size.height }, frameRate: { ideal: 24 } },
    audio: { echoCancellation: true, noiseSuppression: true },
  };
}

/** getUserMedia's DOMException names mapped to the video error catalogue. */
export function mediaErrorCode(error: unknown): VideoErrorCode {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'PERMISSION_DENIED';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'NO_DEVICES';
    case 'NotReadableError':
    case 'AbortError':
      return 'DEVICE_IN_USE';
    default:
      return 'MEDIA_START_FAILED';
  }
}
