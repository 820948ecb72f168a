/**
 * en-US: the complete catalogue and the fallback for every other locale. Wording in quotes comes
 * from the spec's error catalogue (part 2, section 8); the rest is ours, in the same voice.
 * Placeholders are {name}.
 */
export const messagesEnUS = {
  'generic.error': 'Woof! Something went wrong, please refresh, try again or contact support.',
  'generic.processing': 'There was an error processing your request.',
  'generic.notFound': "We couldn't find what you were looking for.",
  'generic.malformedJson': "We couldn't read this request. Please try again.",
  'auth.unauthenticated': 'Please sign in to continue.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.invalidCredentials': 'The email or password you entered is incorrect.',
  'auth.throttledAccount':
    'Too many unsuccessful sign-in attempts for this account. Please wait {minutes} minutes and try again, or reset your password.',
  'auth.throttledIp':
    'Too many sign-in attempts from your network. Please wait {minutes} minutes and try again.',
  'auth.throttledRegister':
    'Too many sign-up attempts from your network. Please wait {minutes} minutes and try again.',
  'auth.clientsOnly': 'This is only available to pet parents.',
  'register.emailTaken':
    'An account with this email already exists. Forgot your password? You can reset it from the sign-in page.',
  'register.terms': 'Please agree to the terms of use.',
  'field.first_name.required': 'Please enter your first name.',
  'field.last_name.required': 'Please enter your last name.',
  'field.email.required': 'Please enter your email address.',
  'field.email.invalid': 'Please enter a valid email address.',
  'field.password.required': 'Please enter your password.',
  'password.MIN_LENGTH': 'Your password must be at least 6 characters long.',
  'password.LOWERCASE': 'Your password must include at least 1 lowercase letter.',
  'password.UPPERCASE': 'Your password must include at least 1 uppercase letter.',
  'password.NUMBER': 'Your password must include at least 1 number.',
  'validation.required': 'This field is required.',
  'validation.invalid': 'Please enter a valid value.',
  'validation.uuid': 'Please choose a uuid',
  'validation.dateTime': 'Please enter a valid date and time.',
  'validation.date': 'Please enter a valid date.',
  'validation.enum': 'Please choose one of the available options.',
  'validation.number': 'Please enter a number.',
  'validation.minimum': 'Please enter a value of at least {limit}.',
  'validation.maximum': 'Please enter a value of {limit} or less.',
  'validation.unknownField': 'This field is not recognised.',
  'booking.partnerCannotCheckout':
    "Partner accounts can't book appointments. Please sign in as a pet parent to book.",
  'booking.inactiveClient':
    "Your account is inactive, so you can't book appointments. Please contact support.",
  'booking.sessionExpired': 'Your booking session has expired',
  'booking.slotUnavailable':
    'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.',
  'booking.quoteNotModifiable': 'Sorry! This quote can no longer be modified.',
  'booking.quoteNotFound': 'There was an error loading your quote - please try again or contact support.',
  'booking.paymentDeclined': 'We were unable to charge your card, Please try again or select another card.',
  'booking.failed': 'There may have been an error while booking your appointment - please contact support',
  'booking.restart': 'Something went wrong. Please start your booking again.',
  'booking.pet.required': 'Please select a pet.',
  'booking.pet.invalid': 'Please select one of your pets.',
  'booking.concerns.required': 'Please select at least one concern.',
  'booking.concerns.tooMany': 'Please select up to {count} concerns.',
  'booking.description.required': "Please tell the vet what's going on.",
  'booking.paymentMethod.required': 'Please choose a card.',
  'booking.paymentMethod.invalid': 'Please choose one of your saved cards.',
  'booking.slot.invalid': 'Please choose a 30-minute time slot.',
  'promo.required': 'Please add a promo code.',
  'promo.invalid': 'Invalid promo code',
  'promo.notApplicable': 'Oops! This promo code is not applicable to your current purchase',
  'availability.endBeforeStart': 'The end must be later than the start.',
  'availability.rangeTooLong': 'Please choose a range of {days} days or less.',
  'partner.notFound': "We couldn't find this vet.",
  'appointment.notFound': "We couldn't find this appointment.",
  'paymentMethod.unknownToken': "We couldn't save this card. Please check the card details and try again.",
  'payment.intentNotFound': "We couldn't find this payment. Please start your booking again.",
  'payment.secretMismatch': "We couldn't verify this payment. Please start your booking again.",
} as const;

export type MessageKey = keyof typeof messagesEnUS;
export type MessageCatalogue = Record<MessageKey, string>;
