export * from './testClock';
export * from './fixtures';
export * from './handlers';
export * from './accountSettingsHandlers';
export * from './petsBillingHandlers';
export * from './clinicalHandlers';
export * from './transferFollowUpHandlers';
export * from './orderHandlers';
