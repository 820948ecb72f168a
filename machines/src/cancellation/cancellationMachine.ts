/**
 * Cancelling an appointment: read the policy (which starts a cancellation session), choose a
 * reason (text required for "other"), confirm. Refusals of the spec: already cancelled; not
 * cancellable (only Confirmed or RequiresPayment before the session ends); the session expired.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { cancellationFormErrors } from '@pawcall/domain';
import {
  type CancellationContext,
  type CancellationEvent,
  type CancellationInput,
  type CancellationPolicy,
  createCancellationContext,
  toCancellationError,
} from './cancellationTypes';

/** Sends session.expired when the policy's cancellation session ends. */
export const cancellationTimer = fromCallback<CancellationEvent, { expiresAt: string }>(
  ({ sendBack, input }) => {
    const timer = setTimeout(
      () => sendBack({ type: 'session.expired' }),
      Math.max(0, Date.parse(input.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  },
);

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    input: {} as CancellationInput,
    tags: {} as 'loading' | 'error' | 'submitting',
  },
  actors: {
    fetchPolicy: fromPromise<CancellationPolicy, { reference: string }>(async () => {
      throw new Error('cancellationMachine: fetchPolicy was not provided');
    }),
    cancel: fromPromise<void, { reference: string; reason: string; notes: string }>(async () => {
      throw new Error('cancellationMachine: cancel was not provided');
    }),
    cancellationTimer,
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
      invoke: {
        src: 'fetchPolicy',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          {
            guard: ({ event }) => event.output.can_cancel,
            target: 'form',
            actions: assign({ policy: ({ event }) => event.output }),
          },
          {
            target: 'refused',
            actions: assign({ policy: ({ event }) => event.output, error: { code: 'NOT_CANCELLABLE' } }),
          },
        ],
        onError: { target: 'policyFailed', actions: assign({ error: { code: 'POLICY_FAILED' } }) },
      },
    },
    policyFailed: { tags: 'error', on: { 'cancel.restart': 'loadingPolicy' } },
    form: {
      invoke: {
        src: 'cancellationTimer',
        input: ({ context }) => ({ expiresAt: context.policy?.expires_at ?? '' }),
      },
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
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({
          reference: context.reference,
          reason: context.reason ?? '',
          notes: context.notes.trim(),
        }),
        onDone: 'cancelled',
        onError: [
          {
            guard: ({ event }) => toCancellationError(event.error).code === 'ALREADY_CANCELLED',
            target: 'alreadyCancelled',
          },
          // The server ends the session too (its clock, not the browser's timer): start again.
          {
            guard: ({ event }) => toCancellationError(event.error).code === 'SESSION_EXPIRED',
            target: 'expired',
          },
          {
            guard: ({ event }) => toCancellationError(event.error).code === 'NOT_CANCELLABLE',
            target: 'refused',
            actions: assign({ error: ({ event }) => toCancellationError(event.error) }),
          },
          { target: 'form', actions: assign({ error: ({ event }) => toCancellationError(event.error) }) },
        ],
      },
    },
    // "Cancellation session expired, please try again": the reason and text are kept for the new session.
    expired: { tags: 'error', on: { 'cancel.restart': 'loadingPolicy' } },
    refused: { tags: 'error' },
    alreadyCancelled: { tags: 'error' },
    cancelled: { type: 'final' },
  },
});
