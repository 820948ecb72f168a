/**
 * `@pawcall/api-client/visits`: the appointment and video-visit operations and hooks. A subpath of
 * its own, so only the screens that use them load them (the first page's JavaScript stays lean).
 */
export * from './visitOperations';
export * from './visitQueries';
export * from './clinicalOperations';
export * from './clinicalQueries';
export * from './transferOperations';
export * from './followUpOperations';
export * from './partnerCancelOperations';
