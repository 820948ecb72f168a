import type { ApiClients } from '@pawcall/api-client';
import { type CancellationPolicy, cancellationMachine } from '@pawcall/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';

export interface CancellationRequest {
  reference: string;
  reason: string;
  notes: string;
}

/**
 * The calls of one side's cancellation (the client's or the vet's policy and cancel operations) as
 * the machine's actors. They reject with the client's ApiError, an Error whose `code` the machine
 * reads (toCancellationError).
 */
export interface CancellationCalls<P extends CancellationPolicy> {
  /** Reads the policy (starting the cancellation session). */
  fetchPolicy: (clients: ApiClients, reference: string) => Promise<P>;
  /** Cancels and refreshes what shows the appointment. */
  cancel: (clients: ApiClients, queryClient: QueryClient, request: CancellationRequest) => Promise<void>;
}

export function cancellationActors<P extends CancellationPolicy>(
  clients: ApiClients,
  queryClient: QueryClient,
  calls: CancellationCalls<P>,
) {
  return {
    fetchPolicy: fromPromise<CancellationPolicy, { reference: string }>(({ input }) =>
      calls.fetchPolicy(clients, input.reference),
    ),
    cancel: fromPromise<void, CancellationRequest>(({ input }) => calls.cancel(clients, queryClient, input)),
  };
}

export function provideCancellationMachine<P extends CancellationPolicy>(
  clients: ApiClients,
  queryClient: QueryClient,
  calls: CancellationCalls<P>,
) {
  return cancellationMachine.provide({ actors: cancellationActors(clients, queryClient, calls) });
}
