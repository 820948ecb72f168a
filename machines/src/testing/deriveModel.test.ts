import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate';
import { planPaths } from '../paths/plan';
import { definePaths } from '../paths/types';
import { deriveModel } from './deriveModel';

/** A small machine with each thing a model must replace: a call, a callback actor and a timer. */
const doorMachine = setup({
  types: {
    context: {} as { code: string; error: string | null; seconds: number },
    events: {} as { type: 'open' } | { type: 'tick' },
  },
  actors: {
    unlock: fromPromise<{ code: string }, void>(async () => ({ code: 'real' })),
    clock: fromCallback(() => () => {}),
  },
}).createMachine({
  id: 'door',
  context: { code: '', error: null, seconds: 3 },
  initial: 'closed',
  states: {
    closed: { on: { open: 'unlocking' } },
    unlocking: {
      invoke: {
        src: 'unlock',
        onDone: { target: 'opened', actions: assign({ code: ({ event }) => event.output.code }) },
        onError: { target: 'closed', actions: assign({ error: ({ event }) => String(event.error) }) },
      },
    },
    opened: {
      invoke: { src: 'clock' },
      on: { tick: { actions: assign({ seconds: ({ context }) => context.seconds - 1 }) } },
      after: { 30000: 'closed' },
    },
  },
});

type DoorOutcome =
  | { type: 'unlock.done'; code: string }
  | { type: 'unlock.failed'; reason: string }
  | { type: 'clock.finished' }
  | { type: 'timeout' };

const doorModel = deriveModel<typeof doorMachine, DoorOutcome>(doorMachine, {
  invoke: {
    unlock: {
      'unlock.done': { output: (event) => ({ code: event.code }) },
      'unlock.failed': { error: (event) => event.reason },
    },
    clock: {
      'clock.finished': {
        sends: (_, context) => Array.from({ length: context.seconds }, () => ({ type: 'tick' })),
      },
    },
  },
  after: { opened: { 30000: 'timeout' } },
  actorEvents: ['tick'],
});

describe('deriveModel', () => {
  it('settles an invocation through the machine’s own onDone and onError', () => {
    const opened = createActor(doorModel).start();
    opened.send({ type: 'open' });
    opened.send({ type: 'unlock.done', code: '1234' });
    expect(opened.getSnapshot().value).toBe('opened');
    expect(opened.getSnapshot().context.code).toBe('1234');

    const refused = createActor(doorModel).start();
    refused.send({ type: 'open' });
    refused.send({ type: 'unlock.failed', reason: 'jammed' });
    expect(refused.getSnapshot().value).toBe('closed');
    expect(refused.getSnapshot().context.error).toBe('jammed');
  });

  it('raises what a callback actor would send, and hides the actor’s own events from the paths', () => {
    const actor = createActor(doorModel).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'unlock.done', code: '1234' });
    actor.send({ type: 'tick' });
    expect(actor.getSnapshot().context.seconds).toBe(3);
    actor.send({ type: 'clock.finished' });
    expect(actor.getSnapshot().context.seconds).toBe(0);
  });

  it('turns a delayed transition into a named event and starts no timer or actor', () => {
    const actor = createActor(doorModel).start();
    actor.send({ type: 'open' });
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
    actor.send({ type: 'unlock.done', code: '1234' });
    actor.send({ type: 'timeout' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('gives the planner only the client’s events and the outcomes', () => {
    const plans = planPaths(
      'door',
      definePaths({
        description: 'door',
        model: doorModel,
        eventData: { 'unlock.done': [{ code: '1234' }], 'unlock.failed': [{ reason: 'jammed' }] },
      }),
    );
    const events = new Set(plans.flatMap((plan) => plan.steps.map((step) => step.event.type)));
    expect([...events].sort()).toEqual(['clock.finished', 'open', 'timeout', 'unlock.done', 'unlock.failed']);
  });

  it('refuses a machine whose call has no outcome events, or a spec naming a call the machine never makes', () => {
    expect(() =>
      deriveModel<typeof doorMachine, DoorOutcome>(doorMachine, { invoke: {}, after: {} }),
    ).toThrow('door model: no outcome events for "unlock", invoked in state "unlocking".');
    expect(() =>
      deriveModel<typeof doorMachine, DoorOutcome>(doorMachine, {
        invoke: { unlock: {}, lock: {} },
        after: { opened: { 30000: 'timeout' } },
      }),
    ).toThrow('door model: the machine never invokes lock.');
  });

  it('refuses a delay without an event', () => {
    expect(() =>
      deriveModel<typeof doorMachine, DoorOutcome>(doorMachine, { invoke: { unlock: {} } }),
    ).toThrow('door model: no event for the 30000 delay in state "opened".');
  });
});
