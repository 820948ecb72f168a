import { definePaths } from '../paths/types';
import { clientOnboardingModel } from './clientOnboardingModel';

/** A client who has just registered: nothing done yet. */
export const newClientOnboarding = {
  emailVerified: false,
  hasPet: false,
  phoneVerified: false,
  hasPaymentMethod: false,
  hasValidAddress: false,
};

export const clientOnboardingPaths = definePaths({
  description:
    'Client onboarding (/cx/welcome): verify email, add a pet, add and verify a phone, add a card or skip, add an address, activate.',
  model: clientOnboardingModel,
  input: newClientOnboarding,
  eventData: {
    'activate.failed': [{ error: { message: 'Please add your address first.' } }],
  },
  // Steps already visited stay reachable with step.back; the flags make each visit its own place,
  // so only the state value and the error tell places apart.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.error !== null, snapshot.context.hasPaymentMethod]),
});
