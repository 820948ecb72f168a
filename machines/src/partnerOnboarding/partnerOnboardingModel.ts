/** The abstract model of partnerOnboardingMachine: the submit call's outcome is an event. */
import { deriveModel } from '../testing/deriveModel';
import { partnerOnboardingMachine } from './partnerOnboardingMachine';
import type { PartnerOnboardingEvent } from './partnerOnboardingTypes';

type PartnerOnboardingOutcomeEvent =
  | { type: 'complete.done' }
  | { type: 'complete.failed'; error: { message: string } };

export type PartnerOnboardingModelEvent = PartnerOnboardingEvent | PartnerOnboardingOutcomeEvent;

export const partnerOnboardingModel = deriveModel<
  typeof partnerOnboardingMachine,
  PartnerOnboardingOutcomeEvent
>(partnerOnboardingMachine, {
  invoke: {
    completeOnboarding: { 'complete.done': 'done', 'complete.failed': { error: (event) => event.error } },
  },
});
