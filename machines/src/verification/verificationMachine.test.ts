import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { planPaths } from '../paths/plan';
import type { AnyMachinePaths } from '../paths/types';
import { verificationMachine } from './verificationMachine';
import type { VerificationModelEvent } from './verificationModel';
import { emailVerificationPaths, phoneVerificationPaths } from './verificationPaths';
import type { SendCodeInput, SendCodeOutput, VerificationInput, VerifyCodeInput } from './verificationTypes';

interface Pending<T> {
  input: T;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function start(input: VerificationInput) {
  const sends: Pending<SendCodeInput>[] = [];
  const verifies: Pending<VerifyCodeInput>[] = [];
  const machine = verificationMachine.provide({
    actors: {
      sendCode: fromPromise<SendCodeOutput, SendCodeInput>(
        ({ input }) =>
          new Promise((resolve, reject) => sends.push({ input, resolve: resolve as never, reject })),
      ),
      verifyCode: fromPromise<unknown, VerifyCodeInput>(
        ({ input }) => new Promise((resolve, reject) => verifies.push({ input, resolve, reject })),
      ),
      // Ticks are sent by the test.
      countdown: fromCallback(() => {}),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, sends, verifies };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function play(run: ReturnType<typeof start>, event: VerificationModelEvent) {
  switch (event.type) {
    case 'send.done':
      run.sends.at(-1)?.resolve({ sentTo: event.sentTo, resendIn: event.resendIn });
      break;
    case 'send.failed':
      run.sends.at(-1)?.reject(event.error);
      break;
    case 'verify.done':
      run.verifies.at(-1)?.resolve(null);
      break;
    case 'verify.failed':
      run.verifies.at(-1)?.reject(event.error);
      break;
    case 'countdown.finished':
      for (let left = run.actor.getSnapshot().context.resendIn; left > 0; left -= 1)
        run.actor.send({ type: 'tick' });
      break;
    default:
      run.actor.send(event);
  }
  await settle();
}

function replayAll(name: string, entry: AnyMachinePaths) {
  const plans = planPaths(name, entry);
  it('has paths to check', () => {
    expect(plans.length).toBeGreaterThanOrEqual(4);
  });
  for (const plan of plans) {
    it(`path ${plan.number}: ${plan.title}`, async () => {
      const run = start(entry.input as VerificationInput);
      expect(run.actor.getSnapshot().value).toEqual(plan.startValue);
      for (const step of plan.steps) {
        await play(run, step.event as VerificationModelEvent);
        expect(run.actor.getSnapshot().value, `after step ${step.number}, ${step.label}`).toEqual(
          step.expectedValue,
        );
        expect([...run.actor.getSnapshot().tags].sort()).toEqual(step.expectedTags);
      }
      run.actor.stop();
    });
  }
}

describe('phone verification follows every generated path', () => {
  replayAll('phoneVerification', phoneVerificationPaths);
});

describe('email verification follows every generated path', () => {
  replayAll('emailVerification', emailVerificationPaths);
});

describe('verification details', () => {
  it('keeps a wrong code on screen with the server’s message, and sends the number it was given', async () => {
    const run = start({ channel: 'PHONE' });
    run.actor.send({ type: 'phone.change', countryCode: '1', number: '416 555 0134' });
    run.actor.send({ type: 'phone.submit' });
    expect(run.sends[0]?.input).toEqual({
      channel: 'PHONE',
      countryCode: '1',
      phoneNumber: '416 555 0134',
      resend: false,
      by: 'SMS',
    });
    await play(run, { type: 'send.done', sentTo: '+•••0134', resendIn: 60 });
    run.actor.send({ type: 'code.change', code: '123456' });
    run.actor.send({ type: 'code.submit' });
    await play(run, {
      type: 'verify.failed',
      error: { code: 'CODE_INCORRECT', message: 'The code you entered was incorrect' },
    });
    const { context } = run.actor.getSnapshot();
    expect(context.code).toBe('123456');
    expect(context.error?.message).toBe('The code you entered was incorrect');
  });

  it('offers a new code at once after a refused code, which the attempt spent', async () => {
    const run = start({ channel: 'EMAIL', codeAlreadySent: true, resendIn: 60 });
    run.actor.send({ type: 'code.change', code: '123456' });
    run.actor.send({ type: 'code.submit' });
    await play(run, {
      type: 'verify.failed',
      error: { code: 'CODE_INCORRECT', message: 'The code you entered was incorrect' },
    });
    expect(run.actor.getSnapshot().context.resendIn).toBe(0);
    run.actor.send({ type: 'code.resend' });
    expect(run.sends[0]?.input.resend).toBe(true);
  });

  it('keeps the countdown after a failure that did not spend the code', async () => {
    const run = start({ channel: 'EMAIL', codeAlreadySent: true, resendIn: 60 });
    run.actor.send({ type: 'code.change', code: '123456' });
    run.actor.send({ type: 'code.submit' });
    await play(run, {
      type: 'verify.failed',
      error: { code: 'FIELD', message: 'Please enter the 6-digit code.' },
    });
    expect(run.actor.getSnapshot().context.resendIn).toBe(60);
    run.actor.send({ type: 'code.resend' });
    expect(run.sends).toHaveLength(0);
  });

  it('refuses to resend before the countdown ends, then resends', async () => {
    const run = start({ channel: 'EMAIL', codeAlreadySent: true, resendIn: 2 });
    run.actor.send({ type: 'code.resend' });
    expect(run.sends).toHaveLength(0);
    run.actor.send({ type: 'tick' });
    run.actor.send({ type: 'tick' });
    run.actor.send({ type: 'code.resend' });
    expect(run.sends[0]?.input.resend).toBe(true);
  });

  it('asks for a call instead of a text after the same countdown, and texts again on a plain resend', async () => {
    const run = start({ channel: 'PHONE' });
    run.actor.send({ type: 'phone.change', countryCode: '1', number: '4165550134' });
    run.actor.send({ type: 'phone.submit' });
    await play(run, { type: 'send.done', sentTo: '+•••0134', resendIn: 1 });
    run.actor.send({ type: 'code.call' });
    expect(run.sends).toHaveLength(1);
    run.actor.send({ type: 'tick' });
    run.actor.send({ type: 'code.call' });
    expect(run.sends[1]?.input).toMatchObject({ resend: true, by: 'CALL' });
    await play(run, { type: 'send.done', sentTo: '+•••0134', resendIn: 60 });
    expect(run.actor.getSnapshot().context.resendIn).toBe(60);
    await play(run, { type: 'countdown.finished' });
    run.actor.send({ type: 'code.resend' });
    expect(run.sends[2]?.input).toMatchObject({ resend: true, by: 'SMS' });
  });

  it('offers no call for an email code', () => {
    const run = start({ channel: 'EMAIL', codeAlreadySent: true, resendIn: 0 });
    run.actor.send({ type: 'code.call' });
    expect(run.actor.getSnapshot().value).toBe('codeSent');
    expect(run.sends).toHaveLength(0);
  });

  it('does not submit a code that is not 6 digits', () => {
    const run = start({ channel: 'EMAIL', codeAlreadySent: true });
    run.actor.send({ type: 'code.change', code: '12a45' });
    run.actor.send({ type: 'code.submit' });
    expect(run.actor.getSnapshot().value).toBe('codeSent');
    expect(run.actor.getSnapshot().context.code).toBe('1245');
  });
});
