/**
 * The abstract model of verificationMachine (phone and email): actor outcomes are events
 * (`send.done`, `send.failed`, `verify.done`, `verify.failed`); the countdown's ticks are summed
 * up as `countdown.finished`. An email verification never takes the phone events, since its
 * guards refuse them, so one model serves both channels.
 */
import { deriveModel } from '../testing/deriveModel';
import { verificationMachine } from './verificationMachine';
import type { SendCodeOutput, VerificationError, VerificationEvent } from './verificationTypes';

export type VerificationOutcomeEvent =
  | ({ type: 'send.done' } & SendCodeOutput)
  | { type: 'send.failed'; error: VerificationError }
  | { type: 'verify.done' }
  | { type: 'verify.failed'; error: VerificationError }
  | { type: 'countdown.finished' };

export type VerificationModelEvent = Exclude<VerificationEvent, { type: 'tick' }> | VerificationOutcomeEvent;

export const verificationModel = deriveModel<typeof verificationMachine, VerificationOutcomeEvent>(
  verificationMachine,
  {
    invoke: {
      sendCode: {
        'send.done': { output: ({ sentTo, resendIn }) => ({ sentTo, resendIn }) },
        'send.failed': { error: (event) => event.error },
      },
      verifyCode: { 'verify.done': 'done', 'verify.failed': { error: (event) => event.error } },
      countdown: {
        'countdown.finished': {
          sends: (_, context) => Array.from({ length: context.resendIn }, () => ({ type: 'tick' })),
        },
      },
    },
    actorEvents: ['tick'],
  },
);
