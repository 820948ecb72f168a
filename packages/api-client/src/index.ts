export * from './types';
export * from './errors';
export * from './clients';
export * from './operations';
export * from './accountOperations';
export * from './orderOperations';
// Types only: the operations live behind @pawcall/api-client/petProfile and /paymentHistory, so the
// login page's preloaded api-client chunk does not carry code only the account pages run.
export type { PaymentHistoryPage, PaymentHistoryQuery, PaymentTransaction } from './paymentHistory';
export type { Clinic, HomeClinic, HomeClinicBody, PetPhoto } from './petProfile';
export * from './queries';
export * from './ApiProvider';
export * from './realtime';
