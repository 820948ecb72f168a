import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

type BookingErrorLike = { code: string; message?: string; fields?: Record<string, string[]> };

const MESSAGES: Record<string, MessageId> = {
  SLOT_UNAVAILABLE: 'booking.error.slotUnavailable',
  PAYMENT_DECLINED: 'booking.error.declined',
  SESSION_EXPIRED: 'booking.error.expired',
  QUOTE_NOT_MODIFIABLE: 'booking.error.quoteNotModifiable',
  NETWORK: 'error.connection.title',
};

/** The spec's sentence for each booking error (part 2, section 8), in the user's language. */
export function bookingErrorMessage(intl: IntlShape, error: BookingErrorLike): string {
  const id = MESSAGES[error.code];
  if (id) return intl.formatMessage({ id });
  if (error.code === 'VALIDATION') {
    const fieldMessages = Object.values(error.fields ?? {}).flat();
    if (fieldMessages.length > 0) return fieldMessages.join(' ');
  }
  return error.message || intl.formatMessage({ id: 'booking.error.bookingFailed' });
}
