import { postCheckoutMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** The post-checkout flow's actor, shared by the password, phone and finish steps. */
export const PostCheckoutMachineContext = createActorContext(postCheckoutMachine);

export const usePostCheckoutSelector = PostCheckoutMachineContext.useSelector;
export const usePostCheckoutActor = PostCheckoutMachineContext.useActorRef;
