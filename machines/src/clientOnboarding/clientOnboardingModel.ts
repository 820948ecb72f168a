/** The abstract model of clientOnboardingMachine: the activation call's outcome is an event. */
import { deriveModel } from '../testing/deriveModel';
import { clientOnboardingMachine } from './clientOnboardingMachine';
import type { ClientOnboardingEvent } from './clientOnboardingTypes';

type ClientOnboardingOutcomeEvent =
  | { type: 'activate.done' }
  | { type: 'activate.failed'; error: { message: string } };

export type ClientOnboardingModelEvent = ClientOnboardingEvent | ClientOnboardingOutcomeEvent;

export const clientOnboardingModel = deriveModel<
  typeof clientOnboardingMachine,
  ClientOnboardingOutcomeEvent
>(clientOnboardingMachine, {
  invoke: { activate: { 'activate.done': 'done', 'activate.failed': { error: (event) => event.error } } },
});
