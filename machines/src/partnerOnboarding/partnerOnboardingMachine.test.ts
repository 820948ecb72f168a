import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import { partnerOnboardingMachine } from './partnerOnboardingMachine';
import { partnerOnboardingErrorOf } from './partnerOnboardingTypes';
import type { PartnerOnboardingModelEvent } from './partnerOnboardingModel';
import {
  partnerOnboardingPaths,
  sampleAboutYou,
  sampleAvailability,
  sampleCredentials,
} from './partnerOnboardingPaths';
import type {
  CompletePartnerOnboardingInput,
  PartnerOnboardingDraft,
  PartnerOnboardingInput,
} from './partnerOnboardingTypes';

function start(input: Partial<PartnerOnboardingInput> = {}) {
  const submits: {
    input: CompletePartnerOnboardingInput;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = partnerOnboardingMachine.provide({
    actors: {
      completeOnboarding: fromPromise<unknown, CompletePartnerOnboardingInput>(
        ({ input }) => new Promise((resolve, reject) => submits.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { emailVerified: true, phoneVerified: false, today: '2030-01-07', ...input },
  });
  actor.start();
  return { actor, submits };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(run: ReturnType<typeof start>, event: PartnerOnboardingModelEvent) {
  if (event.type === 'complete.done') run.submits.at(-1)?.resolve(null);
  else if (event.type === 'complete.failed') run.submits.at(-1)?.reject(event.error);
  else run.actor.send(event);
  await settle();
}

describe('partnerOnboardingMachine follows every generated path of its model', () => {
  const plans = planPaths('partnerOnboarding', partnerOnboardingPaths);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(9);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const run = start(partnerOnboardingPaths.input as PartnerOnboardingInput);
      expect(run.actor.getSnapshot().value).toEqual(plan.startValue);
      for (const step of plan.steps) {
        await play(run, step.event as PartnerOnboardingModelEvent);
        expect(run.actor.getSnapshot().value, `after step ${step.number}, ${step.label}`).toEqual(
          step.expectedValue,
        );
        expect([...run.actor.getSnapshot().tags].sort()).toEqual(step.expectedTags);
      }
      run.actor.stop();
    });
  }
});

describe('partnerOnboardingMachine email step', () => {
  it('asks for the email code after welcome until the email is verified, then goes on', () => {
    const run = start({ emailVerified: false });
    run.actor.send({ type: 'welcome.start' });
    expect(run.actor.getSnapshot().value).toBe('email');
    run.actor.send({ type: 'idVerification.continue' });
    expect(run.actor.getSnapshot().value).toBe('email');
    run.actor.send({ type: 'email.verified' });
    expect(run.actor.getSnapshot().value).toBe('idVerification');
    expect(run.actor.getSnapshot().context.emailVerified).toBe(true);
  });

  it('skips the email step when the email is already verified', () => {
    const run = start({ emailVerified: true });
    run.actor.send({ type: 'welcome.start' });
    expect(run.actor.getSnapshot().value).toBe('idVerification');
  });
});

describe('partnerOnboardingMachine submit', () => {
  it('submits everything the steps collected in one call', async () => {
    const run = start();
    run.actor.send({ type: 'welcome.start' });
    run.actor.send({ type: 'idVerification.continue' });
    run.actor.send({ type: 'aboutYou.save', ...sampleAboutYou });
    run.actor.send({ type: 'photo.skip' });
    run.actor.send({ type: 'credentials.save', ...sampleCredentials });
    run.actor.send({ type: 'location.save', province: 'ON', country: 'CA' });
    run.actor.send({ type: 'phone.verified' });
    run.actor.send({ type: 'availability.save', rules: sampleAvailability });
    expect(run.submits[0]?.input).toEqual({
      ...sampleAboutYou,
      ...sampleCredentials,
      province: 'ON',
      country: 'CA',
      availability: sampleAvailability,
    });
  });

  it('refuses credentials without a licence', () => {
    const run = start();
    run.actor.send({ type: 'welcome.start' });
    run.actor.send({ type: 'idVerification.continue' });
    run.actor.send({ type: 'aboutYou.save', ...sampleAboutYou });
    run.actor.send({ type: 'photo.skip' });
    run.actor.send({ type: 'credentials.save', ...sampleCredentials, licences: [] });
    expect(run.actor.getSnapshot().value).toBe('credentials');
  });

  it('refuses more than 10 licences and a licence that expired before today, and keeps 10', () => {
    const run = start();
    run.actor.send({ type: 'welcome.start' });
    run.actor.send({ type: 'idVerification.continue' });
    run.actor.send({ type: 'aboutYou.save', ...sampleAboutYou });
    run.actor.send({ type: 'photo.skip' });
    const licence = sampleCredentials.licences[0] as (typeof sampleCredentials.licences)[number];
    const eleven = Array.from({ length: 11 }, (_, index) => ({ ...licence, number: `ON-${index}` }));
    run.actor.send({ type: 'credentials.save', ...sampleCredentials, licences: eleven });
    expect(run.actor.getSnapshot().value).toBe('credentials');
    run.actor.send({
      type: 'credentials.save',
      ...sampleCredentials,
      licences: [{ ...licence, expires_on: '2030-01-06' }],
    });
    expect(run.actor.getSnapshot().value).toBe('credentials');
    run.actor.send({ type: 'credentials.save', ...sampleCredentials, licences: eleven.slice(0, 10) });
    expect(run.actor.getSnapshot().value).toBe('location');
    expect(run.actor.getSnapshot().context.credentials?.licences).toHaveLength(10);
  });
});

describe('partnerOnboardingMachine resumes a kept draft', () => {
  const resume = (input: Partial<PartnerOnboardingInput>) =>
    createActor(partnerOnboardingMachine, {
      input: { emailVerified: true, phoneVerified: false, today: '2030-01-07', ...input },
    }).start();
  const saved: PartnerOnboardingDraft = {
    aboutYou: sampleAboutYou,
    credentials: sampleCredentials,
    location: null,
    availability: [],
  };

  it('starts at welcome without a draft, whatever step the URL names', () => {
    expect(resume({}).getSnapshot().value).toBe('welcome');
    expect(resume({ requestedStep: 'credentials' }).getSnapshot().value).toBe('welcome');
  });

  it('opens the step the URL names when the steps before it are done, with their entries', () => {
    const actor = resume({ draft: saved, requestedStep: 'credentials' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.aboutYou).toEqual(sampleAboutYou);
    expect(actor.getSnapshot().context.credentials).toEqual(sampleCredentials);
  });

  it('goes to the first step not done when the URL names one out of reach', () => {
    expect(resume({ draft: saved, requestedStep: 'availability' }).getSnapshot().value).toBe('location');
    expect(resume({ draft: saved }).getSnapshot().value).toBe('location');
    const located = { ...saved, location: { province: 'ON', country: 'CA' } };
    expect(resume({ draft: located, requestedStep: 'availability' }).getSnapshot().value).toBe('phone');
    expect(
      resume({ draft: located, phoneVerified: true, requestedStep: 'availability' }).getSnapshot().value,
    ).toBe('availability');
  });

  it('resumes at the email step, whatever the draft or the URL, while the email is not verified', () => {
    const located = { ...saved, location: { province: 'ON', country: 'CA' } };
    expect(
      resume({ emailVerified: false, draft: located, requestedStep: 'location' }).getSnapshot().value,
    ).toBe('email');
    expect(resume({ emailVerified: false, requestedStep: 'email' }).getSnapshot().value).toBe('email');
    expect(resume({ emailVerified: false, requestedStep: 'aboutYou' }).getSnapshot().value).toBe('welcome');
  });

  it('submits the restored entries with the last step', async () => {
    const run = start({
      draft: { ...saved, location: { province: 'ON', country: 'CA' } },
      phoneVerified: true,
      requestedStep: 'availability',
    });
    run.actor.send({ type: 'availability.save', rules: sampleAvailability });
    expect(run.submits[0]?.input).toEqual({
      ...sampleAboutYou,
      ...sampleCredentials,
      province: 'ON',
      country: 'CA',
      availability: sampleAvailability,
    });
  });
});

describe('a refused onboarding', () => {
  it("keeps the server's reason and leaves a refusal without one to the app's generic line", () => {
    expect(partnerOnboardingErrorOf(new Error('Licence expired.'))).toEqual({ message: 'Licence expired.' });
    expect(partnerOnboardingErrorOf(new Error(''))).toEqual({});
    expect(partnerOnboardingErrorOf({ message: undefined })).toEqual({});
  });
});
