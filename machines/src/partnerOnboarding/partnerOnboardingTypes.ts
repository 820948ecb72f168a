/** Partner onboarding at /px/welcome (spec part 1, section 2). */
export const PARTNER_ONBOARDING_STEPS = [
  'welcome',
  'idVerification',
  'aboutYou',
  'photo',
  'credentials',
  'location',
  'phone',
  'availability',
  'complete',
] as const;
export type PartnerOnboardingStep = (typeof PARTNER_ONBOARDING_STEPS)[number];
export const PARTNER_ONBOARDING_SEGMENTS: Record<PartnerOnboardingStep, string> = {
  welcome: '',
  idVerification: 'id-verification',
  aboutYou: 'about-you',
  photo: 'photo',
  credentials: 'credentials',
  location: 'location',
  phone: 'phone',
  availability: 'availability',
  complete: 'complete',
};

export interface AboutYou {
  designation: 'VET' | 'TECH';
  post_nominal: string;
  bio: string;
}
export interface Licence {
  jurisdiction: string;
  country: string;
  number: string;
  expires_on: string;
}
export interface Credentials {
  school_name: string;
  school_year: number;
  licences: Licence[];
}
export interface PartnerLocation {
  province: string;
  country: string;
}
export interface AvailabilityRule {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface PartnerOnboardingInput {
  phoneVerified: boolean;
}

export interface PartnerOnboardingContext {
  aboutYou: AboutYou | null;
  credentials: Credentials | null;
  location: PartnerLocation | null;
  phoneVerified: boolean;
  availability: AvailabilityRule[];
  error: { message?: string } | null;
}

export type PartnerOnboardingEvent =
  | { type: 'welcome.start' }
  /** ID verification has no provider in this region yet: the screen says so and the partner continues. */
  | { type: 'idVerification.continue' }
  | ({ type: 'aboutYou.save' } & AboutYou)
  | { type: 'photo.saved' }
  | { type: 'photo.skip' }
  | ({ type: 'credentials.save' } & Credentials)
  | ({ type: 'location.save' } & PartnerLocation)
  | { type: 'phone.verified' }
  | { type: 'availability.save'; rules: AvailabilityRule[] }
  | { type: 'step.back' };

/** The body of POST /px/onboarding/complete. */
export type CompletePartnerOnboardingInput = AboutYou &
  Credentials &
  PartnerLocation & { availability: AvailabilityRule[] };

/** "Credentials completeness: designation, school name, school year and at least one licence." */
export function isCredentialsComplete(credentials: Credentials): boolean {
  return (
    credentials.school_name.trim() !== '' &&
    credentials.school_year > 1900 &&
    credentials.licences.length > 0 &&
    credentials.licences.length <= 10 &&
    credentials.licences.every((licence) => licence.number.trim() !== '' && licence.expires_on !== '')
  );
}

export function isAvailabilityValid(rules: AvailabilityRule[]): boolean {
  return rules.length > 0 && rules.every((rule) => rule.end_minute > rule.start_minute);
}

export function completeInput(context: PartnerOnboardingContext): CompletePartnerOnboardingInput {
  const { aboutYou, credentials, location } = context;
  if (!aboutYou || !credentials || !location)
    throw new Error('partner onboarding submitted before its steps');
  return { ...aboutYou, ...credentials, ...location, availability: context.availability };
}

export function partnerOnboardingErrorOf(error: unknown): { message?: string } {
  return error && typeof error === 'object' && 'message' in error
    ? { message: String((error as { message: unknown }).message) }
    : {};
}
