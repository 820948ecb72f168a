import type { RealtimeClient } from '@pawcall/api-client';
import { callQuality, VIDEO } from '@pawcall/domain';
import {
  type ProviderSession,
  type ProviderSignal,
  type VideoProvider,
  VideoRoomCallError,
} from './videoProvider';

type Description = { type: 'offer' | 'answer'; sdp: string };

/** ICE servers for peers on different networks come from the build; on one machine none are needed. */
const ICE_SERVERS: RTCIceServer[] = (import.meta.env.VITE_ICE_SERVERS as string | undefined)
  ? JSON.parse(import.meta.env.VITE_ICE_SERVERS as string)
  : [];

/** Waits until ICE gathering is complete (or 2 s), so one offer/answer carries every candidate. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      pc.removeEventListener('icegatheringstatechange', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, 2000);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** "preferred codec VP8": put VP8 first where the browser lets us order codecs. */
function preferVp8(pc: RTCPeerConnection) {
  const capabilities = globalThis.RTCRtpReceiver?.getCapabilities?.('video');
  if (!capabilities) return;
  const vp8 = capabilities.codecs.filter((codec) => codec.mimeType.toLowerCase() === 'video/vp8');
  const rest = capabilities.codecs.filter((codec) => codec.mimeType.toLowerCase() !== 'video/vp8');
  for (const transceiver of pc.getTransceivers()) {
    if (transceiver.sender.track?.kind === 'video' && 'setCodecPreferences' in transceiver) {
      try {
        transceiver.setCodecPreferences([...vp8, ...rest]);
      } catch {
        // Some browsers refuse reordering; the default codec still works.
      }
    }
  }
}

/**
 * Peer-to-peer WebRTC signalled over the visit's presence channel with client events
 * (client-hello, client-offer, client-answer, client-end). The vet's browser makes the offer, so
 * there is never glare; a new offer (ICE restart) follows a reconnection or a late arrival.
 */
export class P2PVideoProvider implements VideoProvider {
  private pc: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private session: ProviderSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private remotePresent = false;
  private wasConnected = false;
  private readonly signals = new Set<(signal: ProviderSignal) => void>();
  private readonly streams = new Set<(stream: MediaStream | null) => void>();

  constructor(private readonly realtime: RealtimeClient) {}

  private emit(signal: ProviderSignal) {
    for (const listener of this.signals) listener(signal);
  }

  private setRemote(stream: MediaStream | null) {
    for (const listener of this.streams) listener(stream);
  }

  private isRemote(info: { type?: string } | undefined): boolean {
    return Boolean(info?.type && this.session && info.type !== this.session.role);
  }

  connect(session: ProviderSession, local: MediaStream): Promise<void> {
    this.session = session;
    this.local = local;
    return new Promise((resolve, reject) => {
      let settled = false;
      this.unsubscribe = this.realtime.subscribe(session.channel, {
        onSubscribed: (members) => {
          this.remotePresent = members.some((member) => this.isRemote(member.info));
          if (!settled) {
            settled = true;
            resolve();
          }
        },
        onResync: (members) => {
          this.remotePresent = members.some((member) => this.isRemote(member.info));
          if (this.remotePresent && session.role === 'PARTNER') void this.offer(true);
        },
        onError: (error) => {
          if (!settled) {
            settled = true;
            reject({ code: error.status === 403 ? 'ROOM_NOT_FOUND' : 'CANNOT_CONNECT' });
          } else {
            this.emit({ type: 'provider.error', error: { code: 'SOMETHING_WENT_WRONG' } });
          }
        },
        onMemberAdded: (member) => {
          if (!this.isRemote(member.info)) {
            // The same person in a second tab or device: "connected from elsewhere".
            return;
          }
          this.remotePresent = true;
        },
        onMemberRemoved: (member) => {
          if (!this.isRemote(member.info)) return;
          this.remotePresent = false;
          this.closePeer();
          this.setRemote(null);
          this.emit({ type: 'remote.left' });
        },
        events: {
          'client-hello': () => {
            this.remotePresent = true;
            if (session.role === 'PARTNER') void this.offer(false);
          },
          'client-offer': (data: Description) => void this.answer(data),
          'client-answer': (data: Description) => void this.pc?.setRemoteDescription(data),
          'client-end': () => this.emit({ type: 'session.ended' }),
        },
      });
    });
  }

  async enter(): Promise<{ remotePresent: boolean }> {
    const session = this.session;
    if (!session) throw new VideoRoomCallError('UNABLE_TO_CONNECT');
    if (session.role === 'CLIENT') this.realtime.trigger(session.channel, 'client-hello', { role: 'CLIENT' });
    else if (this.remotePresent) void this.offer(false);
    return { remotePresent: this.remotePresent };
  }

  private createPeer(): RTCPeerConnection {
    this.closePeer();
    const pc = new RTCPeerConnection({ iceServers: ICE_SERVERS, bundlePolicy: 'max-bundle' });
    for (const track of this.local?.getTracks() ?? []) pc.addTrack(track, this.local as MediaStream);
    preferVp8(pc);
    pc.ontrack = (event) => {
      const [stream] = event.streams;
      if (stream) this.setRemote(stream);
    };
    pc.oniceconnectionstatechange = () => {
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') {
        if (this.wasConnected) this.emit({ type: 'connection.restored' });
        this.wasConnected = true;
        this.emit({ type: 'remote.joined' });
      } else if (state === 'disconnected' || state === 'failed') {
        this.emit({ type: 'connection.lost' });
        if (state === 'failed' && this.session?.role === 'PARTNER') void this.offer(true);
      }
    };
    this.pc = pc;
    this.watchQuality(pc);
    return pc;
  }

  private async limitAudio(pc: RTCPeerConnection) {
    for (const sender of pc.getSenders()) {
      if (sender.track?.kind !== 'audio') continue;
      const parameters = sender.getParameters();
      if (!parameters.encodings?.length) continue;
      for (const encoding of parameters.encodings) encoding.maxBitrate = VIDEO.maxAudioBitrate;
      await sender.setParameters(parameters).catch(() => {});
    }
  }

  private async offer(iceRestart: boolean) {
    const session = this.session;
    if (!session) return;
    const pc = iceRestart && this.pc ? this.pc : this.createPeer();
    await pc.setLocalDescription(await pc.createOffer({ iceRestart }));
    await gathered(pc);
    await this.limitAudio(pc);
    const description = pc.localDescription;
    if (description)
      this.realtime.trigger(session.channel, 'client-offer', {
        type: description.type,
        sdp: description.sdp,
      });
  }

  private async answer(offer: Description) {
    const session = this.session;
    if (!session) return;
    const pc =
      this.pc && this.pc.signalingState !== 'closed' && this.wasConnected ? this.pc : this.createPeer();
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    await this.limitAudio(pc);
    const description = pc.localDescription;
    if (description)
      this.realtime.trigger(session.channel, 'client-answer', {
        type: description.type,
        sdp: description.sdp,
      });
  }

  /** Round-trip time and packet loss every 2 s, graded by the shared callQuality rule. */
  private watchQuality(pc: RTCPeerConnection) {
    if (this.statsTimer) clearInterval(this.statsTimer);
    let last = { lost: 0, received: 0 };
    this.statsTimer = setInterval(async () => {
      if (pc.connectionState !== 'connected') return;
      const report = await pc.getStats();
      let rtt: number | null = null;
      let lost = 0;
      let received = 0;
      report.forEach((stat) => {
        if (stat.type === 'candidate-pair' && stat.nominated && typeof stat.currentRoundTripTime === 'number')
          rtt = stat.currentRoundTripTime * 1000;
        if (stat.type === 'inbound-rtp') {
          lost += stat.packetsLost ?? 0;
          received += stat.packetsReceived ?? 0;
        }
      });
      const dLost = lost - last.lost;
      const dReceived = received - last.received;
      last = { lost, received };
      const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
      this.emit({ type: 'quality.changed', quality: callQuality({ rttMs: rtt, packetLoss: loss }) });
    }, 2000);
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
    if (this.session) this.realtime.trigger(this.session.channel, 'client-end', {});
  }

  private closePeer() {
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.statsTimer = null;
    this.pc?.close();
    this.pc = null;
    this.wasConnected = false;
  }

  leave() {
    this.closePeer();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.setRemote(null);
  }
}
