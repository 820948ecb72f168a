/**
 * Sample data for the booking paths: the payloads QA types in and the model-based test replays
 * on the real machine. Amounts are integer cents.
 */
import { definePaths } from '../paths/types';
import { type BookingContext, missingField } from './bookingContext';
import { bookingModel, isTesterBookingEvent, serializeBookingModelState } from './bookingModel';
import type { BookingQuote } from './bookingTypes';

export const samplePaidQuote: BookingQuote = {
  uuid: '0b8f1a52-3c1e-4d8e-9a51-6f1d2c3b4a01',
  partner: {
    uuid: '7d2c9e10-58b4-4a3f-b1e2-0c9a8f7e6d02',
    first_name: 'Ada',
    last_name: 'Okafor',
    designation: 'VET',
  },
  start_at: '2030-03-14T15:00:00Z',
  end_at: '2030-03-14T15:30:00Z',
  // Far ahead so a replayed path never expires by the wall clock; expiry is its own event.
  expires_at: '2099-01-01T00:00:00Z',
  total: { amount: 6500, currency: 'USD' },
  pet: null,
  payment_method: null,
};

export const sampleFreeQuote: BookingQuote = {
  ...samplePaidQuote,
  uuid: '0b8f1a52-3c1e-4d8e-9a51-6f1d2c3b4a03',
  // A coupon covers the whole visit.
  total: { amount: 0, currency: 'USD' },
};

/** The quote for the new slot the client picks after the first one was taken. */
export const sampleNewSlotQuote: BookingQuote = {
  ...samplePaidQuote,
  uuid: '0b8f1a52-3c1e-4d8e-9a51-6f1d2c3b4a04',
  start_at: '2030-03-14T16:00:00Z',
  end_at: '2030-03-14T16:30:00Z',
  pet: { uuid: 'pet-rex' },
};

function money(total: BookingQuote['total']): string {
  return `${(total.amount / 100).toFixed(2)} ${total.currency}`;
}

export const bookingPaths = definePaths({
  description:
    'Booking checkout: quote, pet, location, payment option, payment, confirm, book (3-D Secure confirm), ' +
    'taken slot, declined card, session expiry.',
  model: bookingModel,
  input: { quoteUuid: samplePaidQuote.uuid },
  eventData: {
    'quote.loaded': [{ quote: samplePaidQuote }, { quote: sampleFreeQuote }],
    'quote.failed': [{ error: { code: 'NETWORK' } }],
    'pet.select': [{ petUuid: 'pet-rex' }],
    'concerns.change': [{ concerns: ['VOMITING'] }],
    'description.change': [{ description: 'Vomited twice since breakfast' }],
    'location.change': [{ location: { country: 'US', province: 'NY', city: 'Albany' } }],
    'paymentOption.select': [{ option: 'SINGLE' }],
    'paymentMethod.select': [{ paymentMethodUuid: 'card-visa-4242' }],
    'promo.apply': [{ code: 'FOLLOWUP15' }],
    'step.goto': [{ step: 5 }],
    'payment.actionCompleted': [{}],
    'payment.actionFailed': [{ message: 'Authentication failed' }],
    'slot.select': [{ start_at: sampleNewSlotQuote.start_at, end_at: sampleNewSlotQuote.end_at }],
    'slot.quoted': [{ quote: sampleNewSlotQuote }],
    'slot.failed': [{ error: { code: 'SLOT_UNAVAILABLE' } }],
    'booking.restart': [{}],
    'book.booked': [{ referenceId: 'BK7Q2M9X' }],
    'book.requiresAction': [{ paymentIntentId: 'pi_3Pawcall', clientSecret: 'pi_3Pawcall_secret_x' }],
    'book.failed': [{ error: { code: 'UNKNOWN' } }],
    'confirm.done': [{ referenceId: 'BK7Q2M9X' }],
    'confirm.failed': [{ error: { code: 'PAYMENT_DECLINED' } }],
  },
  serializeState: serializeBookingModelState,
  filterEvents: isTesterBookingEvent,
  describeState: (snapshot) => {
    const context: BookingContext = snapshot.context;
    if (typeof snapshot.value !== 'object' || !('checkout' in snapshot.value)) return undefined;
    const words = [`missing ${missingField(context) ?? 'nothing'}`];
    if (context.firstMissing) words.push(`form points at ${context.firstMissing}`);
    if (context.quote && context.quote.total.amount === 0) words.push('free quote');
    if (context.error) words.push(`error ${context.error.code}`);
    return words.join(', ');
  },
  describeEvent: (event) => {
    if (event.type === 'quote.loaded' || event.type === 'slot.quoted') {
      return `quote ${event.quote.uuid.slice(-4)}, total ${money(event.quote.total)}, slot ${event.quote.start_at}`;
    }
    return undefined;
  },
});
