import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { type PostCheckoutInput, postCheckoutErrorOf, postCheckoutMachine } from './postCheckoutMachine';
import type { PostCheckoutModelEvent } from './postCheckoutModel';
import { postCheckoutPaths } from './postCheckoutPaths';

function start(input: PostCheckoutInput) {
  const saves: {
    input: { password: string };
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = postCheckoutMachine.provide({
    actors: {
      savePassword: fromPromise<unknown, { password: string }>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, saves };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('postCheckoutMachine follows every generated path of its model', () => {
  const plans = planPaths('postCheckout', postCheckoutPaths);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(3);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const run = start({ requiresPassword: true, phoneVerified: false });
      expect(run.actor.getSnapshot().value).toEqual(plan.startValue);
      for (const step of plan.steps) {
        const event = step.event as PostCheckoutModelEvent;
        if (event.type === 'password.saved') run.saves.at(-1)?.resolve(null);
        else if (event.type === 'password.failed') run.saves.at(-1)?.reject(event.error);
        else run.actor.send(event);
        await settle();
        expect(run.actor.getSnapshot().value, `after step ${step.number}, ${step.label}`).toEqual(
          step.expectedValue,
        );
        expect([...run.actor.getSnapshot().tags].sort()).toEqual(step.expectedTags);
      }
      run.actor.stop();
    });
  }
});

describe('postCheckoutMachine entry', () => {
  it('skips what is already done', () => {
    expect(start({ requiresPassword: false, phoneVerified: false }).actor.getSnapshot().value).toBe(
      'addPhone',
    );
    expect(start({ requiresPassword: false, phoneVerified: true }).actor.getSnapshot().value).toBe('finish');
  });

  it('does not save a password shorter than 8 characters (the server judges breached ones)', () => {
    const run = start({ requiresPassword: true, phoneVerified: false });
    run.actor.send({ type: 'password.change', password: 'Short1' });
    run.actor.send({ type: 'password.submit' });
    expect(run.saves).toHaveLength(0);
  });
});

describe('a refused password', () => {
  it("keeps the server's reason and leaves a refusal without one to the app's generic line", () => {
    expect(postCheckoutErrorOf(new Error('Too common.'))).toEqual({ message: 'Too common.' });
    expect(postCheckoutErrorOf(new Error(''))).toEqual({});
    expect(postCheckoutErrorOf({ message: undefined })).toEqual({});
  });
});
