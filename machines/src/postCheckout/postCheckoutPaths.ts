import { definePaths } from '../paths/types';
import { postCheckoutModel } from './postCheckoutModel';

export const postCheckoutPaths = definePaths({
  description:
    'Post-checkout (/cx/post-checkout): create a password, add a phone, verify it by code, finish.',
  model: postCheckoutModel,
  input: { requiresPassword: true, phoneVerified: false },
  eventData: {
    'password.change': [{ password: 'Biscuit42' }, { password: 'password1' }],
    'password.failed': [{ error: { message: 'Please enter your password.' } }],
  },
});
