export * from './postCheckoutMachine';
export * from './postCheckoutModel';
export * from './postCheckoutPaths';
