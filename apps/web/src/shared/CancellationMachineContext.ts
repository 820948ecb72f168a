import { cancellationMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** One cancellation (either side's), shared by the form's parts. */
export const CancellationMachineContext = createActorContext(cancellationMachine);

export const useCancellationSelector = CancellationMachineContext.useSelector;
export const useCancellationActor = CancellationMachineContext.useActorRef;
