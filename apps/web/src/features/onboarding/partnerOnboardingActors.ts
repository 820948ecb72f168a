import { type ApiClients, accountApi, isApiError, type User } from '@pawcall/api-client';
import { type CompletePartnerOnboardingInput, partnerOnboardingMachine } from '@pawcall/machines';
import { fromPromise } from 'xstate';

/** The server refused the onboarding; `message` is its reason in the partner's language, or empty. */
export class OnboardingNotCompletedError extends Error {
  override readonly name = 'OnboardingNotCompletedError';
}

/**
 * The partner onboarding's calls as actors. `onCompleted` runs with the now active partner before
 * the actor answers (the app forgets the draft and updates the session there).
 */
export function partnerOnboardingActors(clients: ApiClients, onCompleted: (user: User) => void) {
  return {
    completeOnboarding: fromPromise<unknown, CompletePartnerOnboardingInput>(async ({ input }) => {
      let user: User;
      try {
        user = await accountApi.completePartnerOnboarding(clients, input);
      } catch (error) {
        throw new OnboardingNotCompletedError(isApiError(error) ? error.message : '');
      }
      onCompleted(user);
      return user;
    }),
  };
}

export function providePartnerOnboardingMachine(clients: ApiClients, onCompleted: (user: User) => void) {
  return partnerOnboardingMachine.provide({ actors: partnerOnboardingActors(clients, onCompleted) });
}
