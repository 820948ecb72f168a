import { isApiError } from '@pawcall/api-client';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * Codes whose wording the spec fixes (part 2, section 8): the catalogue's sentence is shown, in the
 * user's language, whatever the server's text. Any other error shows the server's message, which
 * the API already writes in the caller's locale.
 */
const CODE_MESSAGES: Partial<Record<string, MessageId>> = {
  SLOT_UNAVAILABLE: 'booking.error.slotUnavailable',
  PAYMENT_DECLINED: 'booking.error.declined',
  SESSION_EXPIRED: 'booking.error.expired',
  QUOTE_NOT_MODIFIABLE: 'booking.error.quoteNotModifiable',
  BOOKING_FAILED: 'booking.error.bookingFailed',
  PROMO_NOT_APPLICABLE: 'booking.error.promoNotApplicable',
};

export function errorMessage(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetwork) return intl.formatMessage({ id: 'error.connection.title' });
    const id = error.code ? CODE_MESSAGES[error.code] : undefined;
    if (id) return intl.formatMessage({ id });
    if (error.message) return error.message;
  }
  return intl.formatMessage({ id: 'error.generic' });
}

/** Per-field messages of a "fail" answer, as the lists FormField shows. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || error.kind !== 'fail') return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, [message]]));
}

/** A form's errors from a failed call: per-field messages of a "fail" answer, else one form-level message. */
export function formErrors(intl: IntlShape, error: unknown): Record<string, string[]> {
  if (isApiError(error) && error.kind === 'fail') return fieldErrors(error);
  return { form: [errorMessage(intl, error)] };
}
