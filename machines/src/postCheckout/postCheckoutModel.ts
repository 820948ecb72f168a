/** The abstract model of postCheckoutMachine: the password call's outcome is an event. */
import { deriveModel } from '../testing/deriveModel';
import { type PostCheckoutEvent, postCheckoutMachine } from './postCheckoutMachine';

type PostCheckoutOutcomeEvent =
  | { type: 'password.saved' }
  | { type: 'password.failed'; error: { message: string } };

export type PostCheckoutModelEvent = PostCheckoutEvent | PostCheckoutOutcomeEvent;

export const postCheckoutModel = deriveModel<typeof postCheckoutMachine, PostCheckoutOutcomeEvent>(
  postCheckoutMachine,
  {
    invoke: {
      savePassword: { 'password.saved': 'done', 'password.failed': { error: (event) => event.error } },
    },
  },
);
