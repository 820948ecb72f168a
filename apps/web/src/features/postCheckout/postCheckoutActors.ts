import { type ApiClients, accountApi, isApiError } from '@pawcall/api-client';
import { postCheckoutMachine } from '@pawcall/machines';
import { fromPromise } from 'xstate';

/** The server refused the new password; `message` is its reason in the client's language, or empty. */
export class PasswordNotSavedError extends Error {
  override readonly name = 'PasswordNotSavedError';
}

export interface SavePasswordInput {
  password: string;
}

function passwordRefusal(error: unknown): PasswordNotSavedError {
  if (!isApiError(error)) return new PasswordNotSavedError('');
  return new PasswordNotSavedError(
    error.kind === 'fail' ? Object.values(error.fields).join(' ') : error.message,
  );
}

/** The post-checkout flow's API calls as actors. */
export function postCheckoutActors(clients: ApiClients) {
  return {
    savePassword: fromPromise<unknown, SavePasswordInput>(async ({ input }) => {
      try {
        return await accountApi.changePassword(clients, '', input.password);
      } catch (error) {
        throw passwordRefusal(error);
      }
    }),
  };
}

export function providePostCheckoutMachine(clients: ApiClients) {
  return postCheckoutMachine.provide({ actors: postCheckoutActors(clients) });
}
