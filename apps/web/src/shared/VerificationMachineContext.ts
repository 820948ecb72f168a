import { verificationMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** One email or phone verification, shared by the phone form and the code form. */
export const VerificationMachineContext = createActorContext(verificationMachine);

export const useVerificationSelector = VerificationMachineContext.useSelector;
export const useVerificationActor = VerificationMachineContext.useActorRef;
