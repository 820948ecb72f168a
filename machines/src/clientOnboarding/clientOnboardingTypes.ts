/** Client onboarding at /cx/welcome: welcome, pet, phone, payment, location, activate. */
export const CLIENT_ONBOARDING_STEPS = [
  'welcome',
  'pet',
  'phone',
  'payment',
  'location',
  'activate',
] as const;
export type ClientOnboardingStep = (typeof CLIENT_ONBOARDING_STEPS)[number];
/** The route segment of each step (welcome is the empty path). */
export const CLIENT_ONBOARDING_SEGMENTS: Record<ClientOnboardingStep, string> = {
  welcome: '',
  pet: 'pet',
  phone: 'phone',
  payment: 'payment-method',
  location: 'location',
  activate: 'complete',
};

export interface ClientOnboardingInput {
  emailVerified: boolean;
  hasPet: boolean;
  phoneVerified: boolean;
  hasPaymentMethod: boolean;
  hasValidAddress: boolean;
  /**
   * The step the URL names (a reload). Every step is saved on the server, so the first step missing
   * is where to go back to; the one exception is the location after a skipped card (nothing to save).
   */
  requestedStep?: ClientOnboardingStep | null;
}

export interface ClientOnboardingContext extends ClientOnboardingInput {
  error: { message?: string } | null;
}

export type ClientOnboardingEvent =
  | { type: 'email.verified' }
  | { type: 'pet.saved' }
  | { type: 'phone.verified' }
  | { type: 'payment.saved' }
  /** The card is optional: a client may add one when booking. */
  | { type: 'payment.skip' }
  | { type: 'address.saved' }
  | { type: 'step.back' }
  /** Forward to a step already done (after going back). */
  | { type: 'step.next' }
  | { type: 'activate.submit' };

export function clientOnboardingErrorOf(error: unknown): { message?: string } {
  return error && typeof error === 'object' && 'message' in error
    ? { message: String((error as { message: unknown }).message) }
    : {};
}
