/**
 * Pure business rules shared by the web app and the API server: plain TypeScript, no xstate, no
 * React, no I/O. Rules return codes; the app translates them.
 */
export * from './appointments';
export * from './bookingDate';
export * from './bookingReadiness';
export * from './bookingSession';
export * from './bookingSteps';
export * from './clinical';
export * from './constants';
export * from './password';
export * from './timeslots';
export * from './userStatus';
export * from './accounts';
export * from './accountSettings';
export * from './landing';
export * from './transfers';
export * from './followUps';
export * from './phoneNumbers';
export * from './credentials';
export * from './regions';
export * from './referralOffer';
export * from './payouts';
export * from './orders';
export * from './uploads';
