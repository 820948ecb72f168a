import { partnerOnboardingMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** The partner onboarding's actor, shared by its steps. */
export const PartnerOnboardingMachineContext = createActorContext(partnerOnboardingMachine);

export const usePartnerOnboardingSelector = PartnerOnboardingMachineContext.useSelector;
export const usePartnerOnboardingActor = PartnerOnboardingMachineContext.useActorRef;
