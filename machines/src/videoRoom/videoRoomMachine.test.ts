import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { videoRoomMachine } from './videoRoomMachine';
import type { VideoRoomModelEvent } from './videoRoomModel';
import { videoRoomPaths } from './videoRoomPaths';
import type { VideoRoomEvent, VideoRoomSession } from './videoRoomTypes';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The real machine with every actor under the test's control: each answers when the path says so. */
function startRoom() {
  const pending: Record<string, Pending[]> = {};
  const controlled = (name: string) =>
    fromPromise<never, unknown>(
      () =>
        new Promise((resolve, reject) => {
          const list = pending[name] ?? [];
          list.push({ resolve: resolve as (value: unknown) => void, reject });
          pending[name] = list;
        }),
    );
  const machine = videoRoomMachine.provide({
    actors: {
      fetchSession: controlled('fetchSession'),
      checkBrowser: controlled('checkBrowser'),
      requestDevices: controlled('requestDevices'),
      startDevices: controlled('startDevices'),
      joinSession: controlled('joinSession'),
      connectProvider: controlled('connectProvider'),
      enterRoom: controlled('enterRoom'),
      // Time and the open moment are driven by the path's own events here.
      sessionClock: fromCallback<VideoRoomEvent, { endAt: string }>(() => () => {}),
      waitUntilOpen: fromCallback<VideoRoomEvent, { startAt: string }>(() => () => {}),
    } as never,
  });
  const actor = createActor(machine, { input: { reference: 'PAWV5T8N' } });
  actor.start();
  const settleLast = (name: string, how: 'resolve' | 'reject', value: unknown) => {
    const item = pending[name]?.at(-1);
    if (!item) throw new Error(`expected the machine to be waiting on ${name}`);
    item[how](value);
  };
  return { actor, settleLast };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(room: ReturnType<typeof startRoom>, event: VideoRoomModelEvent) {
  const { actor, settleLast } = room;
  switch (event.type) {
    case 'session.loaded':
      settleLast('fetchSession', 'resolve', event.session satisfies VideoRoomSession);
      break;
    case 'session.failed':
      settleLast('fetchSession', 'reject', new Error('network'));
      break;
    case 'browser.checked':
      settleLast('checkBrowser', 'resolve', event.supported);
      break;
    case 'devices.granted':
      settleLast('requestDevices', 'resolve', undefined);
      break;
    case 'devices.denied':
      settleLast('requestDevices', 'reject', event.error);
      break;
    case 'devices.started':
      settleLast('startDevices', 'resolve', undefined);
      break;
    case 'devices.startFailed':
      settleLast('startDevices', 'reject', event.error);
      break;
    case 'join.done':
      settleLast('joinSession', 'resolve', event.session);
      break;
    case 'join.failed':
      settleLast('joinSession', 'reject', event.error);
      break;
    case 'provider.connected':
      settleLast('connectProvider', 'resolve', undefined);
      break;
    case 'provider.failed':
      settleLast('connectProvider', 'reject', event.error);
      break;
    case 'room.entered':
      settleLast('enterRoom', 'resolve', { remotePresent: event.remotePresent });
      break;
    case 'room.enterFailed':
      settleLast('enterRoom', 'reject', event.error);
      break;
    default:
      actor.send(event);
  }
  await settle();
}

describe('videoRoomMachine follows every generated path of its model', () => {
  const plans = planPaths('videoRoom', videoRoomPaths);

  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(15);
  });

  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const room = startRoom();
      await settle();
      for (const step of plan.steps) {
        await play(room, step.event as VideoRoomModelEvent);
        const snapshot = room.actor.getSnapshot();
        expect(snapshot.value, `step ${step.number}: ${step.label}`).toEqual(step.expectedValue);
        expect([...snapshot.tags].sort(), `tags after step ${step.number}`).toEqual(
          [...step.expectedTags].sort(),
        );
      }
    });
  }
});

describe('videoRoomMachine', () => {
  it('keeps the catalogue code of a provider failure and recovers on retry', async () => {
    const room = startRoom();
    await settle();
    await play(room, {
      type: 'session.loaded',
      session: {
        reference_id: 'PAWV5T8N',
        role: 'PARTNER',
        room: 'OPEN',
        start_at: '2030-01-07T15:05:00.000Z',
        end_at: '2030-01-07T15:35:00.000Z',
      },
    });
    await play(room, { type: 'browser.checked', supported: true });
    await play(room, { type: 'devices.denied', error: { code: 'NO_DEVICES' } });
    expect(room.actor.getSnapshot().context.error).toEqual({ code: 'NO_DEVICES' });
    room.actor.send({ type: 'room.retry' });
    expect(room.actor.getSnapshot().value).toBe('fetching');
    expect(room.actor.getSnapshot().context.error).toBeNull();
  });

  it('maps an unknown failure to "something went wrong" only when no better code fits', async () => {
    const room = startRoom();
    await settle();
    await play(room, {
      type: 'session.loaded',
      session: {
        reference_id: 'PAWV5T8N',
        role: 'CLIENT',
        room: 'OPEN',
        start_at: '2030-01-07T15:05:00.000Z',
        end_at: '2030-01-07T15:35:00.000Z',
      },
    });
    await play(room, { type: 'browser.checked', supported: true });
    room.settleLast('requestDevices', 'reject', new DOMException('denied', 'NotAllowedError'));
    await settle();
    expect(room.actor.getSnapshot().context.error).toEqual({ code: 'PERMISSION_DENIED' });
  });
  it('lets the client only leave (never end the visit for everyone) and come back', async () => {
    const room = startRoom();
    await settle();
    const session = {
      reference_id: 'PAWV5T8N',
      role: 'CLIENT' as const,
      room: 'OPEN' as const,
      start_at: '2030-01-07T15:05:00.000Z',
      end_at: '2030-01-07T15:35:00.000Z',
    };
    await play(room, { type: 'session.loaded', session });
    await play(room, { type: 'browser.checked', supported: true });
    await play(room, { type: 'devices.granted' });
    await play(room, { type: 'devices.started' });
    await play(room, { type: 'room.join' });
    await play(room, { type: 'join.done', session });
    await play(room, { type: 'provider.connected' });
    await play(room, { type: 'room.entered', remotePresent: true });
    await play(room, { type: 'room.end' });
    expect(room.actor.getSnapshot().value).toEqual({ joined: 'meeting' });
    await play(room, { type: 'room.leave' });
    expect(room.actor.getSnapshot().value).toBe('left');
    await play(room, { type: 'room.rejoin' });
    expect(room.actor.getSnapshot().value).toBe('fetching');
  });
});
