export { bookingMachine, countdownActor } from './bookingMachine';
export type { BookingActorRef, BookingMachine, BookingMachineEvent } from './bookingMachine';
export { STEP_STATES, stepState, toBookingError } from './bookingContext';
export type { BookingContext, QuoteUpdateKind, StepState } from './bookingContext';
export { bookingModel, isTesterBookingEvent, serializeBookingModelState } from './bookingModel';
export type {
  BookingClientEvent,
  BookingModel,
  BookingModelEvent,
  BookingOutcomeEvent,
} from './bookingModel';
export { BOOKING_ERROR_CODES } from './bookingTypes';
export type * from './bookingTypes';
