import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { formatPlans, formatStateValue, planPaths } from './plan';
import { UnknownMachineError, getMachinePaths, machineNames } from './registry';
import { definePaths } from './types';

/** A door: closed ⇄ open, locked with a code, unlocked with the right code only. */
const door = setup({
  types: {
    context: {} as { code: string | null },
    events: {} as
      | { type: 'open' }
      | { type: 'close' }
      | { type: 'lock'; code: string }
      | { type: 'unlock'; code: string },
  },
}).createMachine({
  id: 'door',
  context: { code: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: 'open',
        lock: { target: 'locked', actions: assign(({ event }) => ({ code: event.code })) },
      },
    },
    open: { on: { close: 'closed' } },
    locked: {
      on: {
        unlock: {
          guard: ({ context, event }) => event.code === context.code,
          target: 'closed',
          actions: assign({ code: null }),
        },
      },
    },
  },
});

const doorPaths = definePaths({
  description: 'A door with a code lock.',
  model: door,
  eventData: { lock: [{ code: '1234' }], unlock: [{ code: '0000' }, { code: '1234' }] },
});

describe('planPaths', () => {
  const plans = planPaths('door', doorPaths);
  const trails = plans.map((plan) => plan.steps.map((step) => step.label));

  it('takes every transition that changes the state, each path numbered from 1', () => {
    // Equal lengths keep the traversal order, which offers events alphabetically (lock before open).
    expect(trails).toEqual([
      ['lock {"code":"1234"}', 'unlock {"code":"1234"}'],
      ['open', 'close'],
    ]);
    expect(plans.map((plan) => plan.number)).toEqual([1, 2]);
  });

  it('leaves out paths that begin another path and events the state refuses', () => {
    // ['open'] and ['lock'] are the beginnings of the two paths; unlock with 0000 changes nothing.
    expect(trails.flat()).not.toContain('unlock {"code":"0000"}');
    expect(plans).toHaveLength(2);
  });

  it('gives the event data and the expected state after every step', () => {
    const unlock = plans[0]!;
    expect(unlock.startState).toBe('closed');
    expect(unlock.title).toBe('closed after unlock');
    expect(unlock.steps.map((step) => [step.event, step.expectedState])).toEqual([
      [{ type: 'lock', code: '1234' }, 'locked'],
      [{ type: 'unlock', code: '1234' }, 'closed'],
    ]);
  });

  it('asks the registry entry which events a tester performs', () => {
    const noLocking = planPaths('door', { ...doorPaths, filterEvents: (_, event) => event.type !== 'lock' });
    expect(noLocking.map((plan) => plan.steps.map((step) => step.event.type))).toEqual([['open', 'close']]);
  });

  it('tells places apart by the registry serializer', () => {
    const twoCodes = {
      ...doorPaths,
      eventData: { lock: [{ code: '1234' }, { code: '9999' }], unlock: [{ code: '1234' }, { code: '9999' }] },
    };
    const types = (plans: ReturnType<typeof planPaths>) =>
      plans.map((plan) => plan.steps.map((step) => step.label).join(' → '));
    // By default the context counts, so a door locked with each code is a place of its own.
    expect(types(planPaths('door', twoCodes))).toEqual([
      'lock {"code":"1234"} → unlock {"code":"1234"}',
      'lock {"code":"9999"} → unlock {"code":"9999"}',
      'open → close',
    ]);
    // By value alone there is one locked place: locking with 9999 is still taken, but not followed.
    const byValue = planPaths('door', {
      ...twoCodes,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(types(byValue)).toEqual([
      'lock {"code":"9999"}',
      'lock {"code":"1234"} → unlock {"code":"1234"}',
      'open → close',
    ]);
  });
});

describe('formatStateValue', () => {
  it('writes nested states with dots and parallel regions in brackets', () => {
    expect(formatStateValue('idle')).toBe('idle');
    expect(formatStateValue({ checkout: 'confirm' })).toBe('checkout.confirm');
    expect(formatStateValue({ a: { b: 'c' } })).toBe('a.b.c');
    expect(formatStateValue({ upload: 'busy', chat: 'idle' })).toBe('(upload.busy, chat.idle)');
  });
});

describe('formatPlans', () => {
  it('prints numbered plans with the expected state and tags after each event', () => {
    const text = formatPlans('door', 'A door with a code lock.', planPaths('door', doorPaths));
    expect(text).toContain('door: A door with a code lock.\n2 paths\n');
    expect(text).toContain(
      'Path 1: reach closed after unlock\n  start in closed\n  1. lock {"code":"1234"}\n     expect locked\n',
    );
  });
});

describe('registry', () => {
  it('lists the booking machine', () => {
    expect(machineNames()).toContain('booking');
    expect(getMachinePaths('booking').description).toMatch(/Booking checkout/);
  });

  it('names the known machines when asked for an unknown one', () => {
    expect(() => getMachinePaths('bookng')).toThrow(UnknownMachineError);
    expect(() => getMachinePaths('bookng')).toThrow(
      `Unknown machine "bookng". Known machines: ${machineNames().join(', ')}.`,
    );
    expect(machineNames()).toEqual(
      expect.arrayContaining([
        'booking',
        'clientOnboarding',
        'emailVerification',
        'partnerOnboarding',
        'phoneVerification',
        'postCheckout',
      ]),
    );
    expect(() => getMachinePaths('toString')).toThrow(UnknownMachineError);
  });

  it('plans paths that visit every state of every registered model', () => {
    for (const name of machineNames()) {
      const entry = getMachinePaths(name);
      const visited = new Set(
        planPaths(name, entry).flatMap((plan) => [
          plan.startState,
          ...plan.steps.map((step) => step.expectedState),
        ]),
      );
      const leaves: string[] = [];
      type Node = { key: string; states: Record<string, unknown>; always?: unknown[] };
      const walk = (node: Node, prefix: string) => {
        const children = Object.values(node.states) as Node[];
        // A state that only forwards at once (eventless `always`, such as an entry router) is never a resting place.
        if (children.length === 0 && !(node.always && node.always.length > 0)) leaves.push(prefix);
        for (const child of children) walk(child, prefix ? `${prefix}.${child.key}` : child.key);
      };
      walk(entry.model.root, '');
      const unreachable = entry.unreachable ?? [];
      expect(
        leaves.filter((leaf) => !visited.has(leaf) && !unreachable.includes(leaf)),
        name,
      ).toEqual([]);
      // A state said to be unreachable must really be a state no path visits.
      expect(
        unreachable.filter((state) => visited.has(state) || !leaves.includes(state)),
        name,
      ).toEqual([]);
    }
  });
});
