import { definePaths } from '../paths/types';
import { partnerOnboardingModel } from './partnerOnboardingModel';

export const sampleAboutYou = {
  post_nominal: 'DVM',
  bio: 'Small animals and exotics.',
};
export const sampleCredentials = {
  designation: 'VET' as const,
  school_name: 'Ontario Veterinary College',
  school_year: 2015,
  licences: [{ jurisdiction: 'ON', country: 'CA', number: 'ON-12345', expires_on: '2031-06-30' }],
};
export const sampleAvailability = [{ weekday: 1, start_minute: 540, end_minute: 1020 }];

export const partnerOnboardingPaths = definePaths({
  description:
    'Partner onboarding (/px/welcome): welcome, email verification (skipped when verified), ID verification, about you, photo, credentials, location, phone, availability, complete.',
  model: partnerOnboardingModel,
  input: { emailVerified: false, phoneVerified: false, today: '2030-01-07' },
  eventData: {
    'aboutYou.save': [sampleAboutYou],
    'credentials.save': [
      sampleCredentials,
      { ...sampleCredentials, licences: [] },
      {
        ...sampleCredentials,
        licences: [{ jurisdiction: 'ON', country: 'CA', number: 'ON-12345', expires_on: '2029-12-31' }],
      },
    ],
    'location.save': [{ province: 'ON', country: 'CA' }],
    'availability.save': [{ rules: sampleAvailability }, { rules: [] }],
    'complete.failed': [{ error: { message: 'Please add and verify your phone number first.' } }],
  },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error !== null]),
});
