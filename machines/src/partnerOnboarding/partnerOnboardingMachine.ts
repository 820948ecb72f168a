/**
 * Partner onboarding (spec part 1, section 2: welcome, id-verification, about-you, photo,
 * credentials with education, licences and designation, location, phone, availability,
 * complete), with the email verification first (part 1 section 4: "Email and phone: not verified
 * to verified by code"), skipped when already verified. The steps collect what the partner
 * enters; the email and phone steps run the verification machine; the last step submits everything at once and the partner becomes active and listed.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type AboutYou,
  type AvailabilityRule,
  type CompletePartnerOnboardingInput,
  type Credentials,
  type PartnerLocation,
  type PartnerOnboardingContext,
  type PartnerOnboardingEvent,
  type PartnerOnboardingInput,
  type ResumableStep,
  completeInput,
  EMPTY_PARTNER_ONBOARDING_DRAFT,
  resumeStep,
  partnerOnboardingErrorOf,
  isAvailabilityValid,
  isCredentialsComplete,
} from './partnerOnboardingTypes';

const RESUMABLE_STEPS: readonly ResumableStep[] = [
  'welcome',
  'email',
  'idVerification',
  'aboutYou',
  'photo',
  'credentials',
  'location',
  'phone',
  'availability',
];

export const partnerOnboardingMachine = setup({
  types: {
    context: {} as PartnerOnboardingContext,
    events: {} as PartnerOnboardingEvent,
    input: {} as PartnerOnboardingInput,
    tags: {} as 'submitting' | 'error',
  },
  actors: {
    completeOnboarding: fromPromise<unknown, CompletePartnerOnboardingInput>(() => {
      throw new Error('completeOnboarding is not provided: inject it with machine.provide({ actors })');
    }),
  },
  guards: {
    isResumingAt: ({ context }, params: { step: ResumableStep }) => context.resumeAt === params.step,
    isEmailVerified: ({ context }) => context.emailVerified,
    isAboutYouComplete: (_, params: AboutYou) => params.post_nominal.trim() !== '',
    isCredentialsComplete: ({ context }, params: Credentials) => isCredentialsComplete(params, context.today),
    isLocationComplete: (_, params: PartnerLocation) =>
      params.province.trim() !== '' && params.country.trim() !== '',
    isAvailabilityValid: (_, params: { rules: AvailabilityRule[] }) => isAvailabilityValid(params.rules),
  },
  actions: {
    saveAboutYou: assign((_, params: AboutYou) => ({
      aboutYou: {
        post_nominal: params.post_nominal.trim(),
        bio: params.bio,
      },
    })),
    saveCredentials: assign((_, params: Credentials) => ({
      credentials: {
        designation: params.designation,
        school_name: params.school_name.trim(),
        school_year: params.school_year,
        licences: params.licences.map((licence) => ({
          jurisdiction: licence.jurisdiction.trim().toUpperCase(),
          country: licence.country,
          number: licence.number.trim(),
          expires_on: licence.expires_on,
        })),
      },
    })),
    saveLocation: assign((_, params: PartnerLocation) => ({
      location: { province: params.province, country: params.country },
    })),
    saveAvailability: assign((_, params: { rules: AvailabilityRule[] }) => ({
      availability: params.rules,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: partnerOnboardingErrorOf(params.error) })),
  },
}).createMachine({
  id: 'partnerOnboarding',
  context: ({ input }) => {
    const draft = input.draft ?? EMPTY_PARTNER_ONBOARDING_DRAFT;
    return {
      ...draft,
      emailVerified: input.emailVerified,
      phoneVerified: input.phoneVerified,
      today: input.today,
      resumeAt: resumeStep(
        draft,
        { email: input.emailVerified, phone: input.phoneVerified },
        input.requestedStep,
      ),
      error: null,
    };
  },
  initial: 'start',
  states: {
    // A reload resumes where the partner was, with what they entered (resumeStep).
    start: {
      always: RESUMABLE_STEPS.map((step) => ({
        guard: { type: 'isResumingAt' as const, params: { step } },
        target: step,
      })),
    },
    welcome: {
      on: {
        'welcome.start': [{ guard: 'isEmailVerified', target: 'idVerification' }, { target: 'email' }],
      },
    },
    email: {
      on: {
        'email.verified': { target: 'idVerification', actions: assign({ emailVerified: true }) },
        'step.back': 'welcome',
      },
    },
    idVerification: { on: { 'idVerification.continue': 'aboutYou', 'step.back': 'welcome' } },
    aboutYou: {
      on: {
        'aboutYou.save': {
          guard: { type: 'isAboutYouComplete', params: ({ event }) => event },
          target: 'photo',
          actions: { type: 'saveAboutYou', params: ({ event }) => event },
        },
        'step.back': 'idVerification',
      },
    },
    photo: { on: { 'photo.saved': 'credentials', 'photo.skip': 'credentials', 'step.back': 'aboutYou' } },
    credentials: {
      on: {
        'credentials.save': {
          guard: { type: 'isCredentialsComplete', params: ({ event }) => event },
          target: 'location',
          actions: { type: 'saveCredentials', params: ({ event }) => event },
        },
        'step.back': 'photo',
      },
    },
    location: {
      on: {
        'location.save': {
          guard: { type: 'isLocationComplete', params: ({ event }) => event },
          target: 'phone',
          actions: { type: 'saveLocation', params: ({ event }) => event },
        },
        'step.back': 'credentials',
      },
    },
    phone: {
      on: {
        'phone.verified': { target: 'availability', actions: assign({ phoneVerified: true }) },
        'step.back': 'location',
      },
    },
    availability: {
      on: {
        'availability.save': {
          guard: { type: 'isAvailabilityValid', params: ({ event }) => event },
          target: 'submitting',
          actions: { type: 'saveAvailability', params: ({ event }) => event },
        },
        'step.back': 'phone',
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'completeOnboarding',
        input: ({ context }) => completeInput(context),
        onDone: 'complete',
        onError: {
          target: 'availability',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    complete: { type: 'final' },
  },
});
