import { clientOnboardingMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** The client onboarding's actor, shared by its steps. */
export const ClientOnboardingMachineContext = createActorContext(clientOnboardingMachine);

export const useClientOnboardingSelector = ClientOnboardingMachineContext.useSelector;
export const useClientOnboardingActor = ClientOnboardingMachineContext.useActorRef;
