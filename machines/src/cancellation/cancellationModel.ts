/** The abstract model of cancellationMachine: each call's outcome is an event. */
import { deriveModel } from '../testing/deriveModel';
import { cancellationMachine } from './cancellationMachine';
import type { CancellationErrorCode, CancellationEvent, CancellationPolicy } from './cancellationTypes';

export type CancellationOutcomeEvent =
  | { type: 'policy.loaded'; policy: CancellationPolicy }
  | { type: 'policy.failed' }
  | { type: 'cancel.done' }
  | { type: 'cancel.failed'; code: CancellationErrorCode };

export type CancellationModelEvent = CancellationEvent | CancellationOutcomeEvent;

// The session timer's session.expired is already one of the machine's own events.
export const cancellationModel = deriveModel<typeof cancellationMachine, CancellationOutcomeEvent>(
  cancellationMachine,
  {
    invoke: {
      fetchPolicy: { 'policy.loaded': { output: (event) => event.policy }, 'policy.failed': 'error' },
      cancel: { 'cancel.done': 'done', 'cancel.failed': { error: (event) => ({ code: event.code }) } },
    },
  },
);
