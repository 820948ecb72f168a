import { describe, expect, it } from 'vitest';
import { type BookingDraft, firstMissingBookingField, isBookingReady, isFreeTotal } from './bookingReadiness';

const complete: BookingDraft = {
  petUuid: 'pet-1',
  concerns: ['VOMITING'],
  description: 'Threw up twice since breakfast',
  paymentMethodUuid: 'card-1',
};
const paidQuote = { total: { amount: 6500, currency: 'USD' } };
const freeQuote = { total: { amount: 0, currency: 'USD' } };

describe('isFreeTotal', () => {
  it('is free only for a known total of exactly zero', () => {
    expect(isFreeTotal({ amount: 0 })).toBe(true);
    expect(isFreeTotal({ amount: 1 })).toBe(false);
    expect(isFreeTotal(null)).toBe(false);
    expect(isFreeTotal(undefined)).toBe(false);
  });
});

describe('firstMissingBookingField', () => {
  it('reports PET first when everything is missing', () => {
    expect(
      firstMissingBookingField({ petUuid: null, concerns: [], description: '', paymentMethodUuid: null }),
    ).toBe('PET');
  });

  it('reports CONCERNS before DESCRIPTION and PAYMENT_METHOD', () => {
    expect(
      firstMissingBookingField({ ...complete, concerns: [], description: '', paymentMethodUuid: null }),
    ).toBe('CONCERNS');
  });

  it('reports DESCRIPTION before PAYMENT_METHOD, and a blank description counts as missing', () => {
    expect(firstMissingBookingField({ ...complete, description: '   ', paymentMethodUuid: null })).toBe(
      'DESCRIPTION',
    );
  });

  it('reports PAYMENT_METHOD last', () => {
    expect(firstMissingBookingField({ ...complete, paymentMethodUuid: null }, paidQuote.total)).toBe(
      'PAYMENT_METHOD',
    );
  });

  it('requires a payment method when the total is unknown', () => {
    expect(firstMissingBookingField({ ...complete, paymentMethodUuid: null })).toBe('PAYMENT_METHOD');
  });

  it('does not require a payment method for a zero total', () => {
    expect(firstMissingBookingField({ ...complete, paymentMethodUuid: null }, freeQuote.total)).toBeNull();
  });

  it('does not ask for concerns or a description when the booking is for a service', () => {
    const service: BookingDraft = {
      ...complete,
      serviceType: 'FLEA_AND_TICK',
      concerns: [],
      description: '',
    };
    expect(firstMissingBookingField(service, paidQuote.total)).toBeNull();
    expect(firstMissingBookingField({ ...service, paymentMethodUuid: null }, paidQuote.total)).toBe(
      'PAYMENT_METHOD',
    );
  });

  it('still asks for the pet of a service booking', () => {
    expect(firstMissingBookingField({ ...complete, serviceType: 'ALLERGIES', petUuid: null })).toBe('PET');
  });

  it('returns null for a complete draft', () => {
    expect(firstMissingBookingField(complete, paidQuote.total)).toBeNull();
  });
});

describe('isBookingReady', () => {
  it('is ready with every field, a quote and time left', () => {
    expect(isBookingReady(complete, paidQuote, 1)).toBe(true);
  });

  it('is not ready without a quote', () => {
    expect(isBookingReady(complete, null, 600)).toBe(false);
  });

  it('is not ready once the countdown reaches zero', () => {
    expect(isBookingReady(complete, paidQuote, 0)).toBe(false);
    expect(isBookingReady(complete, paidQuote, Number.NaN)).toBe(false);
  });

  it('is not ready while a field is missing', () => {
    expect(isBookingReady({ ...complete, concerns: [] }, paidQuote, 600)).toBe(false);
  });

  it('is ready without a card when the quote is free', () => {
    expect(isBookingReady({ ...complete, paymentMethodUuid: null }, freeQuote, 600)).toBe(true);
    expect(isBookingReady({ ...complete, paymentMethodUuid: null }, paidQuote, 600)).toBe(false);
  });
});
