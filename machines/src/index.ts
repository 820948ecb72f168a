/**
 * @pawcall/machines: XState machines for the app's flows, built on the rules of @pawcall/domain
 * (import those from there). The path planner is a separate entry (`@pawcall/machines/paths`) so apps never
 * bundle xstate/graph.
 */
export * from './booking';
export * from './cancellation';
export * from './medicalRecord';
export * from './videoRoom';
export * from './clientOnboarding';
export * from './partnerOnboarding';
export * from './postCheckout';
export * from './verification';
