/** Partner onboarding at /px/welcome (spec part 1, section 2). */
import { areCredentialsComplete, type Designation, type LicenceDraft } from '@pawcall/domain';

export const PARTNER_ONBOARDING_STEPS = [
  'welcome',
  'email',
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
  email: 'email',
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
  post_nominal: string;
  bio: string;
}
export type Licence = LicenceDraft;
/** The credentials step: education, licences (up to MAX_LICENCES) and designation. */
export interface Credentials {
  designation: Designation;
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

/**
 * What the partner has entered so far. Nothing is sent before the last step, so the page keeps
 * this in the browser and hands it back after a reload.
 */
export interface PartnerOnboardingDraft {
  aboutYou: AboutYou | null;
  credentials: Credentials | null;
  location: PartnerLocation | null;
  availability: AvailabilityRule[];
}

export const EMPTY_PARTNER_ONBOARDING_DRAFT: PartnerOnboardingDraft = {
  aboutYou: null,
  credentials: null,
  location: null,
  availability: [],
};

export interface PartnerOnboardingInput {
  /** The email registration sent a code to is verified: the email step is skipped. */
  emailVerified: boolean;
  phoneVerified: boolean;
  /** YYYY-MM-DD in the partner's time zone: a licence that expired before it is refused. */
  today: string;
  /** A draft kept from an earlier visit (a reload): its steps stay done. */
  draft?: PartnerOnboardingDraft | null;
  /** The step the URL names: taken when the steps before it are done. */
  requestedStep?: PartnerOnboardingStep | null;
}

export interface PartnerOnboardingContext extends PartnerOnboardingDraft {
  emailVerified: boolean;
  phoneVerified: boolean;
  today: string;
  /** Where the machine starts: see resumeStep. */
  resumeAt: ResumableStep;
  error: { message?: string } | null;
}

export type ResumableStep = Exclude<PartnerOnboardingStep, 'complete'>;

/** The steps whose entries must be in the draft before a step can be shown (every one after the email's needs it verified). */
function isReachable(
  step: PartnerOnboardingStep,
  draft: PartnerOnboardingDraft,
  verified: { email: boolean; phone: boolean },
): step is ResumableStep {
  const phoneVerified = verified.phone;
  if (step !== 'welcome' && step !== 'email' && !verified.email) return false;
  switch (step) {
    case 'welcome':
    case 'email':
    case 'idVerification':
    case 'aboutYou':
      return true;
    case 'photo':
    case 'credentials':
      return draft.aboutYou !== null;
    case 'location':
      return draft.aboutYou !== null && draft.credentials !== null;
    case 'phone':
      return draft.aboutYou !== null && draft.credentials !== null && draft.location !== null;
    case 'availability':
      return (
        draft.aboutYou !== null && draft.credentials !== null && draft.location !== null && phoneVerified
      );
    case 'complete':
      return false;
  }
}

/**
 * Where a (re)opened onboarding starts: the step the URL names when the steps before it are done,
 * otherwise the first step with nothing entered (the photo is optional and already on the server).
 */
export function resumeStep(
  draft: PartnerOnboardingDraft,
  verified: { email: boolean; phone: boolean },
  requested?: PartnerOnboardingStep | null,
): ResumableStep {
  const phoneVerified = verified.phone;
  if (requested && isReachable(requested, draft, verified)) return requested;
  if (draft.aboutYou === null) return 'welcome';
  if (!verified.email) return 'email';
  if (draft.credentials === null) return 'credentials';
  if (draft.location === null) return 'location';
  if (!phoneVerified) return 'phone';
  return 'availability';
}

/** The part of the context worth keeping across a reload. */
export function draftOf(context: PartnerOnboardingDraft): PartnerOnboardingDraft {
  return {
    aboutYou: context.aboutYou,
    credentials: context.credentials,
    location: context.location,
    availability: context.availability,
  };
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
  | { type: 'email.verified' }
  | { type: 'phone.verified' }
  | { type: 'availability.save'; rules: AvailabilityRule[] }
  | { type: 'step.back' };

/** The body of POST /px/onboarding/complete. */
export type CompletePartnerOnboardingInput = AboutYou &
  Credentials &
  PartnerLocation & { availability: AvailabilityRule[] };

/** "Credentials completeness: designation, school name, school year and at least one licence", by the shared rule. */
export function isCredentialsComplete(credentials: Credentials, today: string): boolean {
  return areCredentialsComplete(credentials, today);
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
  const message =
    error && typeof error === 'object' && 'message' in error
      ? (error as { message: unknown }).message
      : undefined;
  // A refusal without the server's reason (an empty message) gets the app's generic line.
  return typeof message === 'string' && message !== '' ? { message } : {};
}
