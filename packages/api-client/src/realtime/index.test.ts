// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClients } from '../clients';
import { createRealtimeClient } from './index';

// The browser build of pusher-js (the one the web app ships), over the page's WebSocket below. The
// package's types describe only its main entry, so the build is named through a string.
const BROWSER_BUILD: string = 'pusher-js/dist/web/pusher.js';
vi.mock('pusher-js', async () => ({
  default: ((await import(/* @vite-ignore */ BROWSER_BUILD)) as { default: unknown }).default,
}));

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/**
 * The browser's WebSocket as pusher-js meets it, with a Pusher-protocol server behind it: the
 * handshake, and every subscription accepted. A send once the socket is closing is what Chromium
 * reports as "WebSocket is already in CLOSING or CLOSED state."; it is recorded here.
 */
class BrowserSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: BrowserSocket[] = [];
  readyState = BrowserSocket.CONNECTING;
  readonly received: Frame[] = [];
  readonly sentAfterClose: Frame[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    BrowserSocket.all.push(this);
    setTimeout(() => {
      this.readyState = BrowserSocket.OPEN;
      this.onopen?.();
      this.push({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: '1234.5678', activity_timeout: 120 }),
      });
    }, 0);
  }

  private push(frame: Frame) {
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(frame) }), 0);
  }

  send(raw: string) {
    const frame = JSON.parse(raw) as Frame;
    if (this.readyState !== BrowserSocket.OPEN) {
      this.sentAfterClose.push(frame);
      return;
    }
    this.received.push(frame);
    if (frame.event === 'pusher:subscribe') {
      const channel = (frame.data as { channel: string }).channel;
      this.push({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    }
  }

  close(code = 1000, reason = '') {
    if (this.readyState >= BrowserSocket.CLOSING) return;
    this.readyState = BrowserSocket.CLOSING;
    setTimeout(() => {
      this.readyState = BrowserSocket.CLOSED;
      this.onclose?.({ code, reason, wasClean: true });
    }, 0);
  }
}

/** Lets every pending macrotask (pusher-js defers its sends by one) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const clients = {} as ApiClients;

beforeEach(() => {
  BrowserSocket.all = [];
  vi.stubGlobal('WebSocket', BrowserSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRealtimeClient in the browser', () => {
  it('leaving a page (unsubscribe, then disconnect) sends the unsubscribe before the socket closes', async () => {
    const realtime = createRealtimeClient({ clients, key: 'app-key', wsHost: 'localhost', wsPort: 80 });
    const subscribed = new Promise<void>((resolve) =>
      realtime.subscribe('appointment-updates', { onSubscribed: () => resolve() }),
    );
    const unsubscribe = realtime.subscribe('visit-room', {});
    await subscribed;
    await settle();
    const [socket] = BrowserSocket.all;
    expect(socket?.readyState).toBe(BrowserSocket.OPEN);

    unsubscribe();
    realtime.disconnect();
    await settle();

    expect(socket?.sentAfterClose).toEqual([]);
    expect(socket?.received.filter((frame) => frame.event === 'pusher:unsubscribe')).toEqual([
      { event: 'pusher:unsubscribe', data: { channel: 'visit-room' } },
    ]);
    expect(socket?.readyState).toBe(BrowserSocket.CLOSED);
    expect(realtime.state).toBe('disconnected');
  });

  it('a server that closes the socket as the client disconnects leaves nothing to close later', async () => {
    const realtime = createRealtimeClient({ clients, key: 'app-key', wsHost: 'localhost', wsPort: 80 });
    await new Promise<void>((resolve) =>
      realtime.subscribe('appointment-updates', { onSubscribed: () => resolve() }),
    );
    await settle();
    const [socket] = BrowserSocket.all;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      realtime.disconnect();
      // The server's close frame arrives before the deferred close runs (a server shutting down).
      socket!.readyState = BrowserSocket.CLOSED;
      socket!.onclose?.({ code: 1001, reason: 'going away', wasClean: true });
      await settle();
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
    expect(realtime.state).toBe('disconnected');
  });

  it('connects again after a disconnect, on a new socket', async () => {
    const realtime = createRealtimeClient({ clients, key: 'app-key', wsHost: 'localhost', wsPort: 80 });
    await new Promise<void>((resolve) =>
      realtime.subscribe('appointment-updates', { onSubscribed: () => resolve() }),
    );
    realtime.disconnect();
    await realtime.connect();
    await settle();

    expect(BrowserSocket.all.map((socket) => socket.readyState)).toEqual([
      BrowserSocket.CLOSED,
      BrowserSocket.OPEN,
    ]);
    expect(realtime.state).toBe('connected');
    realtime.disconnect();
    await settle();
  });
});
