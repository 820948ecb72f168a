/**
 * The states both the machine and its model share. Only `activating` differs: the machine invokes
 * the activation call there, the model takes its outcome as an event.
 */
import type { ClientOnboardingInput } from './clientOnboardingTypes';

export const clientOnboardingGuards = {
  needsEmail: ({ context }: { context: ClientOnboardingInput }) => !context.emailVerified,
  needsPet: ({ context }: { context: ClientOnboardingInput }) => !context.hasPet,
  needsPhone: ({ context }: { context: ClientOnboardingInput }) => !context.phoneVerified,
  needsAddress: ({ context }: { context: ClientOnboardingInput }) => !context.hasValidAddress,
  hasEmail: ({ context }: { context: ClientOnboardingInput }) => context.emailVerified,
  hasPet: ({ context }: { context: ClientOnboardingInput }) => context.hasPet,
  hasPhone: ({ context }: { context: ClientOnboardingInput }) => context.phoneVerified,
  hasAddress: ({ context }: { context: ClientOnboardingInput }) => context.hasValidAddress,
};

/** The first step with something missing; payment is optional, so it is never "missing". */
export const startTransitions = [
  { guard: 'needsEmail', target: 'welcome' },
  { guard: 'needsPet', target: 'pet' },
  { guard: 'needsPhone', target: 'phone' },
  { guard: 'needsAddress', target: 'payment' },
  { target: 'activate' },
] as const;
