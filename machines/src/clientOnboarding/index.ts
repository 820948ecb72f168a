export * from './clientOnboardingMachine';
export * from './clientOnboardingModel';
export * from './clientOnboardingPaths';
export * from './clientOnboardingTypes';
