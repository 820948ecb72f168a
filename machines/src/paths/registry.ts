/**
 * Every machine whose paths QA can list. A new machine adds one line here with its
 * definePaths(...) entry (model, sample event data, optional traversal hints).
 */
import { bookingPaths } from '../booking/bookingPaths';
import { cancellationPaths } from '../cancellation/cancellationPaths';
import { medicalRecordPaths } from '../medicalRecord/medicalRecordPaths';
import { clientOnboardingPaths } from '../clientOnboarding/clientOnboardingPaths';
import { partnerOnboardingPaths } from '../partnerOnboarding/partnerOnboardingPaths';
import { postCheckoutPaths } from '../postCheckout/postCheckoutPaths';
import { emailVerificationPaths, phoneVerificationPaths } from '../verification/verificationPaths';
import type { AnyMachinePaths } from './types';
import { videoRoomPaths } from '../videoRoom/videoRoomPaths';

export const machinePaths: Readonly<Record<string, AnyMachinePaths>> = {
  booking: bookingPaths,
  cancellation: cancellationPaths,
  medicalRecord: medicalRecordPaths,
  clientOnboarding: clientOnboardingPaths,
  emailVerification: emailVerificationPaths,
  partnerOnboarding: partnerOnboardingPaths,
  phoneVerification: phoneVerificationPaths,
  postCheckout: postCheckoutPaths,
  videoRoom: videoRoomPaths,
};

export function machineNames(): string[] {
  return Object.keys(machinePaths).sort();
}

export class UnknownMachineError extends Error {
  constructor(name: string) {
    super(`Unknown machine "${name}". Known machines: ${machineNames().join(', ')}.`);
    this.name = 'UnknownMachineError';
  }
}

export function getMachinePaths(name: string): AnyMachinePaths {
  const entry = Object.hasOwn(machinePaths, name) ? machinePaths[name] : undefined;
  if (entry === undefined) throw new UnknownMachineError(name);
  return entry;
}
