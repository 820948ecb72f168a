/** The abstract model of cancellationMachine (no invoke, no timers) for generated paths. */
import { assign, setup } from 'xstate';
import { cancellationFormErrors } from '../rules';
import {
  type CancellationContext,
  type CancellationErrorCode,
  type CancellationEvent,
  type CancellationInput,
  type CancellationPolicy,
  createCancellationContext,
} from './cancellationTypes';

export type CancellationOutcomeEvent =
  | { type: 'policy.loaded'; policy: CancellationPolicy }
  | { type: 'policy.failed' }
  | { type: 'cancel.done' }
  | { type: 'cancel.failed'; code: CancellationErrorCode };

export type CancellationModelEvent = CancellationEvent | CancellationOutcomeEvent;

export const cancellationModel = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationModelEvent,
    input: {} as CancellationInput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(cancellationFormErrors(context)).length === 0,
  },
}).createMachine({
  id: 'cancellation',
  context: ({ input }) => createCancellationContext(input),
  initial: 'loadingPolicy',
  states: {
    loadingPolicy: {
      tags: 'loading',
      entry: assign({ error: null }),
      on: {
        'policy.loaded': [
          {
            guard: ({ event }) => event.policy.can_cancel,
            target: 'form',
            actions: assign({ policy: ({ event }) => event.policy }),
          },
          {
            target: 'refused',
            actions: assign({ policy: ({ event }) => event.policy, error: { code: 'NOT_CANCELLABLE' } }),
          },
        ],
        'policy.failed': { target: 'policyFailed', actions: assign({ error: { code: 'POLICY_FAILED' } }) },
      },
    },
    policyFailed: { tags: 'error', on: { 'cancel.restart': 'loadingPolicy' } },
    form: {
      on: {
        'reason.select': { actions: assign({ reason: ({ event }) => event.reason, fieldErrors: {} }) },
        'notes.change': { actions: assign({ notes: ({ event }) => event.notes, fieldErrors: {} }) },
        'cancel.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { actions: assign({ fieldErrors: ({ context }) => cancellationFormErrors(context) }) },
        ],
        'session.expired': 'expired',
      },
    },
    submitting: {
      tags: 'submitting',
      on: {
        'cancel.done': 'cancelled',
        'cancel.failed': [
          { guard: ({ event }) => event.code === 'ALREADY_CANCELLED', target: 'alreadyCancelled' },
          {
            guard: ({ event }) => event.code === 'NOT_CANCELLABLE',
            target: 'refused',
            actions: assign({ error: { code: 'NOT_CANCELLABLE' } }),
          },
          { target: 'form', actions: assign({ error: ({ event }) => ({ code: event.code }) }) },
        ],
      },
    },
    expired: { tags: 'error', on: { 'cancel.restart': 'loadingPolicy' } },
    refused: { tags: 'error' },
    alreadyCancelled: { tags: 'error' },
    cancelled: { type: 'final' },
  },
});
