export * from './types';
export * from './errors';
export * from './clients';
export * from './operations';
export * from './accountOperations';
export * from './queries';
export * from './ApiProvider';
export * from './realtime';
