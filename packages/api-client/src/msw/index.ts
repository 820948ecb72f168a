export * from './fixtures';
export * from './handlers';
export * from './petsBillingHandlers';
