import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { clientOnboardingMachine } from './clientOnboardingMachine';
import type { ClientOnboardingModelEvent } from './clientOnboardingModel';
import { clientOnboardingPaths, newClientOnboarding } from './clientOnboardingPaths';
import type { ClientOnboardingInput } from './clientOnboardingTypes';

function start(input: ClientOnboardingInput) {
  const activations: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const machine = clientOnboardingMachine.provide({
    actors: {
      activate: fromPromise(() => new Promise((resolve, reject) => activations.push({ resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, activations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(run: ReturnType<typeof start>, event: ClientOnboardingModelEvent) {
  if (event.type === 'activate.done') run.activations.at(-1)?.resolve(null);
  else if (event.type === 'activate.failed') run.activations.at(-1)?.reject(event.error);
  else run.actor.send(event);
  await settle();
}

describe('clientOnboardingMachine follows every generated path of its model', () => {
  const plans = planPaths('clientOnboarding', clientOnboardingPaths);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(6);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const run = start(newClientOnboarding);
      expect(run.actor.getSnapshot().value).toEqual(plan.startValue);
      for (const step of plan.steps) {
        await play(run, step.event as ClientOnboardingModelEvent);
        expect(run.actor.getSnapshot().value, `after step ${step.number}, ${step.label}`).toEqual(
          step.expectedValue,
        );
        expect([...run.actor.getSnapshot().tags].sort()).toEqual(step.expectedTags);
      }
      run.actor.stop();
    });
  }
});

describe('clientOnboardingMachine entry', () => {
  it('starts at the first step with something missing', () => {
    expect(start({ ...newClientOnboarding, emailVerified: true }).actor.getSnapshot().value).toBe('pet');
    expect(
      start({ ...newClientOnboarding, emailVerified: true, hasPet: true }).actor.getSnapshot().value,
    ).toBe('phone');
    expect(
      start({
        ...newClientOnboarding,
        emailVerified: true,
        hasPet: true,
        phoneVerified: true,
      }).actor.getSnapshot().value,
    ).toBe('payment');
    expect(
      start({
        emailVerified: true,
        hasPet: true,
        phoneVerified: true,
        hasPaymentMethod: false,
        hasValidAddress: true,
      }).actor.getSnapshot().value,
    ).toBe('activate');
  });

  it('a reload on the location after a skipped card stays there; other steps are not skipped by the URL', () => {
    const done = { emailVerified: true, hasPet: true, phoneVerified: true, hasPaymentMethod: false };
    expect(
      start({ ...done, hasValidAddress: false, requestedStep: 'location' }).actor.getSnapshot().value,
    ).toBe('location');
    expect(start({ ...done, hasValidAddress: false }).actor.getSnapshot().value).toBe('payment');
    expect(start({ ...newClientOnboarding, requestedStep: 'location' }).actor.getSnapshot().value).toBe(
      'welcome',
    );
  });

  it('does not move past a step that is not done', () => {
    const run = start(newClientOnboarding);
    run.actor.send({ type: 'step.next' });
    expect(run.actor.getSnapshot().value).toBe('welcome');
  });

  it('shows the server’s reason when activation fails and lets the client retry', async () => {
    const run = start({
      emailVerified: true,
      hasPet: true,
      phoneVerified: true,
      hasPaymentMethod: true,
      hasValidAddress: true,
    });
    run.actor.send({ type: 'activate.submit' });
    await play(run, { type: 'activate.failed', error: { message: 'Please add your address first.' } });
    expect(run.actor.getSnapshot().value).toBe('activate');
    expect(run.actor.getSnapshot().context.error).toEqual({ message: 'Please add your address first.' });
    run.actor.send({ type: 'activate.submit' });
    await play(run, { type: 'activate.done' });
    expect(run.actor.getSnapshot().status).toBe('done');
  });
});
