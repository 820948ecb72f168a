/** Sample data for the phone and email verification paths. */
import { definePaths } from '../paths/types';
import { verificationModel } from './verificationModel';

const eventData = {
  'phone.change': [{ countryCode: '1', number: '4165550134' }],
  'code.change': [{ code: '482913' }, { code: '12' }],
  'send.done': [{ sentTo: '+•••••••0134', resendIn: 60 }],
  'send.failed': [{ error: { code: 'FIELD' as const, message: 'Please enter a valid phone number.' } }],
  'verify.failed': [
    { error: { code: 'CODE_INCORRECT' as const, message: 'The code you entered was incorrect' } },
  ],
};

const describeState = (snapshot: {
  context: { code: string; resendIn: number; error: { code: string } | null };
}) => {
  const words = [`code "${snapshot.context.code}"`, `resend in ${snapshot.context.resendIn}s`];
  if (snapshot.context.error) words.push(`error ${snapshot.context.error.code}`);
  return words.join(', ');
};

export const phoneVerificationPaths = definePaths({
  description:
    'Phone verification: enter the number, receive a 6-digit code by text, one attempt per code, resend by text or by call after the countdown.',
  model: verificationModel,
  input: { channel: 'PHONE' },
  eventData,
  describeState,
});

export const emailVerificationPaths = definePaths({
  description:
    'Email verification: a 6-digit code by email, one attempt per code, resend after the countdown.',
  model: verificationModel,
  // Without a code at start, so the paths also cover sending the first one.
  input: { channel: 'EMAIL' },
  // The same model as the phone's: its guards keep an email verification out of the phone step.
  unreachable: ['enteringPhone'],
  eventData: {
    'code.change': eventData['code.change'],
    'send.done': eventData['send.done'],
    'send.failed': [{ error: { code: 'UNKNOWN' as const, message: 'Woof! Something went wrong' } }],
    'verify.failed': eventData['verify.failed'],
  },
  describeState,
});
