import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { cancellationMachine } from './cancellationMachine';
import type { CancellationModelEvent } from './cancellationModel';
import { cancellationPaths, sampleCancellablePolicy } from './cancellationPaths';
import type { CancellationEvent } from './cancellationTypes';

function startCancellation() {
  const pending: Record<
    string,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }>
  > = {};
  const controlled = (name: string) =>
    fromPromise<never, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          const list = pending[name] ?? [];
          list.push({ resolve: resolve as (v: unknown) => void, reject, input });
          pending[name] = list;
        }),
    );
  const machine = cancellationMachine.provide({
    actors: {
      fetchPolicy: controlled('fetchPolicy'),
      cancel: controlled('cancel'),
      cancellationTimer: fromCallback<CancellationEvent, { expiresAt: string }>(() => () => {}),
    } as never,
  });
  const actor = createActor(machine, { input: { reference: 'PAW3M8X4' } });
  actor.start();
  const last = (name: string) => {
    const item = pending[name]?.at(-1);
    if (!item) throw new Error(`expected the machine to be waiting on ${name}`);
    return item;
  };
  return { actor, last };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(flow: ReturnType<typeof startCancellation>, event: CancellationModelEvent) {
  switch (event.type) {
    case 'policy.loaded':
      flow.last('fetchPolicy').resolve(event.policy);
      break;
    case 'policy.failed':
      flow.last('fetchPolicy').reject(new Error('network'));
      break;
    case 'cancel.done':
      flow.last('cancel').resolve(undefined);
      break;
    case 'cancel.failed':
      flow.last('cancel').reject({ code: event.code, message: 'from the server' });
      break;
    default:
      flow.actor.send(event);
  }
  await settle();
}

describe('cancellationMachine follows every generated path of its model', () => {
  const plans = planPaths('cancellation', cancellationPaths);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(8);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const flow = startCancellation();
      await settle();
      for (const step of plan.steps) {
        await play(flow, step.event as CancellationModelEvent);
        const snapshot = flow.actor.getSnapshot();
        expect(snapshot.value, `step ${step.number}: ${step.label}`).toEqual(step.expectedValue);
        expect([...snapshot.tags].sort()).toEqual([...step.expectedTags].sort());
      }
    });
  }
});

describe('cancellationMachine', () => {
  it('sends the reason and the trimmed text for "other"', async () => {
    const flow = startCancellation();
    await settle();
    await play(flow, {
      type: 'policy.loaded',
      policy: { can_cancel: true, expires_at: '2099-01-01T00:00:00.000Z' },
    });
    flow.actor.send({ type: 'reason.select', reason: 'OTHER' });
    flow.actor.send({ type: 'cancel.submit' });
    expect(flow.actor.getSnapshot().context.fieldErrors).toEqual({ notes: 'REQUIRED' });
    flow.actor.send({ type: 'notes.change', notes: '  Feeling better  ' });
    flow.actor.send({ type: 'cancel.submit' });
    await settle();
    expect(flow.last('cancel').input).toEqual({
      reference: 'PAW3M8X4',
      reason: 'OTHER',
      notes: 'Feeling better',
    });
  });

  it('shows the expired session when the server refuses the cancel as expired, keeping the reason for the restart', async () => {
    const flow = startCancellation();
    await settle();
    await play(flow, { type: 'policy.loaded', policy: sampleCancellablePolicy });
    flow.actor.send({ type: 'reason.select', reason: 'SCHEDULE_CONFLICT' });
    flow.actor.send({ type: 'cancel.submit' });
    await settle();
    await play(flow, { type: 'cancel.failed', code: 'SESSION_EXPIRED' });
    expect(flow.actor.getSnapshot().value).toBe('expired');
    flow.actor.send({ type: 'cancel.restart' });
    await play(flow, { type: 'policy.loaded', policy: sampleCancellablePolicy });
    expect(flow.actor.getSnapshot().value).toBe('form');
    expect(flow.actor.getSnapshot().context.reason).toBe('SCHEDULE_CONFLICT');
  });
});
