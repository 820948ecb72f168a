import { describe, expect, it } from 'vitest';
import { freeTransferReason, TRANSFER_FEE_MINOR, transferFeeMinor } from './transfers';

describe('the transfer fee', () => {
  it('is charged once the vet has confirmed a paid appointment', () => {
    const confirmed = { partner_confirmed_at: '2030-01-07T15:00:00Z', total: { amount: 7500 } };
    expect(freeTransferReason(confirmed)).toBeNull();
    expect(transferFeeMinor(confirmed)).toBe(TRANSFER_FEE_MINOR);
  });
  it('is free while the vet has not confirmed, and for an appointment that cost nothing', () => {
    expect(freeTransferReason({ partner_confirmed_at: null, total: 7500 })).toBe('NOT_CONFIRMED_BY_VET');
    expect(freeTransferReason({ partner_confirmed_at: '2030-01-07T15:00:00Z', total: 0 })).toBe(
      'FREE_APPOINTMENT',
    );
    expect(transferFeeMinor({ partner_confirmed_at: null, total: 7500 })).toBe(0);
  });
});
