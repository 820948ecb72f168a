import { bookingMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** The booking flow's actor, shared by the step screens of one /cx/book/{uuid} visit. */
export const BookingMachineContext = createActorContext(bookingMachine);

export const useBookingSelector = BookingMachineContext.useSelector;
export const useBookingActor = BookingMachineContext.useActorRef;
