export * from './verificationMachine';
export * from './verificationModel';
export * from './verificationPaths';
export * from './verificationTypes';
