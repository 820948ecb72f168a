import { VIDEO } from '@pawcall/domain';
import {
  type ProviderSession,
  type ProviderSignal,
  type VideoProvider,
  VideoRoomCallError,
} from './videoProvider';

type TwilioModule = typeof import('twilio-video');
type Room = import('twilio-video').Room;
type RemoteParticipant = import('twilio-video').RemoteParticipant;

/** Twilio's error codes (53xxx) mapped to the spec's video error catalogue. */
function twilioErrorCode(error: unknown): ProviderSignal & { type: 'provider.error' } {
  const code = (error as { code?: number } | null)?.code;
  const map: Record<number, string> = {
    53000: 'CANNOT_CONNECT',
    53001: 'CANNOT_CONNECT',
    53002: 'SERVER_TIMEOUT',
    53204: 'SERVER_BUSY',
    53105: 'ROOM_FULL',
    53106: 'ROOM_NOT_FOUND',
    53118: 'ROOM_EXPIRED',
    53205: 'CONNECTED_ELSEWHERE',
    53405: 'UNABLE_TO_CONNECT',
    53407: 'CHAT_BLOCKED',
    20104: 'SESSION_FETCH_FAILED',
  };
  return { type: 'provider.error', error: { code: (map[code ?? 0] ?? 'SOMETHING_WENT_WRONG') as never } };
}

/**
 * Twilio Video, loaded only here with `await import('twilio-video')` so only the session route's
 * chunk pays for it. Connect options follow the spec's constants: grid bandwidth mode, standard
 * dominant-speaker priority, 10 tracks, 16 kbps audio, VP8.
 */
export class TwilioVideoProvider implements VideoProvider {
  private room: Room | null = null;
  private twilio: TwilioModule | null = null;
  private readonly signals = new Set<(signal: ProviderSignal) => void>();
  private readonly streams = new Set<(stream: MediaStream | null) => void>();
  private remote = new MediaStream();

  private emit(signal: ProviderSignal) {
    for (const listener of this.signals) listener(signal);
  }

  async connect(session: ProviderSession, local: MediaStream): Promise<void> {
    if (!session.twilio_token) throw new VideoRoomCallError('UNABLE_TO_CONNECT');
    this.twilio = await import('twilio-video');
    try {
      this.room = await this.twilio.connect(session.twilio_token, {
        name: `appointment-${session.reference_id}`,
        tracks: local
          .getTracks()
          .map((track) =>
            track.kind === 'audio'
              ? new (this.twilio as TwilioModule).LocalAudioTrack(track)
              : new (this.twilio as TwilioModule).LocalVideoTrack(track),
          ),
        preferredVideoCodecs: [VIDEO.preferredCodec],
        maxAudioBitrate: VIDEO.maxAudioBitrate,
        bandwidthProfile: {
          video: { mode: VIDEO.bandwidthMode, dominantSpeakerPriority: VIDEO.dominantSpeakerPriority },
        },
        networkQuality: { local: 1, remote: 1 },
      });
    } catch (error) {
      throw twilioErrorCode(error).error;
    }
    const room = this.room;
    room.on('participantConnected', (participant: RemoteParticipant) => this.watch(participant));
    room.on('participantDisconnected', () => {
      this.remote = new MediaStream();
      for (const listener of this.streams) listener(null);
      this.emit({ type: 'remote.left' });
    });
    room.on('reconnecting', () => this.emit({ type: 'connection.lost' }));
    room.on('reconnected', () => this.emit({ type: 'connection.restored' }));
    room.on('disconnected', (_room: Room, error?: unknown) => {
      if (error) this.emit(twilioErrorCode(error));
    });
    room.localParticipant.on('networkQualityLevelChanged', (level: number) => {
      const quality =
        (['poor', 'poor', 'degraded', 'suboptimal', 'good', 'excellent'] as const)[level] ?? 'good';
      this.emit({ type: 'quality.changed', quality });
    });
    for (const participant of room.participants.values()) this.watch(participant);
  }

  private watch(participant: RemoteParticipant) {
    participant.on('trackSubscribed', (track: { mediaStreamTrack?: MediaStreamTrack }) => {
      if (track.mediaStreamTrack) this.remote.addTrack(track.mediaStreamTrack);
      for (const listener of this.streams) listener(this.remote);
      this.emit({ type: 'remote.joined' });
    });
  }

  async enter(): Promise<{ remotePresent: boolean }> {
    return { remotePresent: (this.room?.participants.size ?? 0) > 0 };
  }

  onSignal(listener: (signal: ProviderSignal) => void) {
    this.signals.add(listener);
    return () => this.signals.delete(listener);
  }

  onRemoteStream(listener: (stream: MediaStream | null) => void) {
    this.streams.add(listener);
    return () => this.streams.delete(listener);
  }

  announceEnd() {
    // The server's session.ended push tells the other side; Twilio needs nothing more.
  }

  leave() {
    this.room?.disconnect();
    this.room = null;
  }
}
