import { type ApiClients, accountApi, type User } from '@pawcall/api-client';
import { clientOnboardingMachine } from '@pawcall/machines';
import { fromPromise } from 'xstate';

/**
 * The client onboarding's calls as actors. Activation rejects with the client's ApiError, whose
 * message the machine keeps (clientOnboardingErrorOf).
 */
export function clientOnboardingActors(clients: ApiClients, onUser: (user: User) => void) {
  return {
    activate: fromPromise<unknown, void>(async () => {
      const user = await accountApi.completeClientOnboarding(clients);
      onUser(user);
      return user;
    }),
  };
}

export function provideClientOnboardingMachine(clients: ApiClients, onUser: (user: User) => void) {
  return clientOnboardingMachine.provide({ actors: clientOnboardingActors(clients, onUser) });
}
