export * from './partnerOnboardingMachine';
export * from './partnerOnboardingModel';
export * from './partnerOnboardingPaths';
export * from './partnerOnboardingTypes';
