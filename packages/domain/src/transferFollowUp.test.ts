import { describe, expect, it } from 'vitest';
import {
  FOLLOW_UP_FEE_MINOR,
  TRANSFER_FEE_MINOR,
  freeTransferReason,
  isAutoFollowUpDue,
  isE164,
  transferFeeMinor,
} from './transferFollowUp';

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
  it('and the follow-up price is the spec’s flat 50', () => {
    expect(FOLLOW_UP_FEE_MINOR).toBe(5000);
  });
});

describe('the 24-hour auto follow-up', () => {
  const now = new Date('2030-01-08T12:00:00Z');
  const visit = { status: 'COMPLETED' as const, end_at: '2030-01-08T10:00:00Z', followup_status: null };
  it('is due for a completed visit with none yet, while the vet has it on, within 24 hours', () => {
    expect(isAutoFollowUpDue(visit, true, now)).toBe(true);
    expect(isAutoFollowUpDue({ ...visit, visit_ended_at: '2030-01-07T12:00:01Z' }, true, now)).toBe(true);
  });
  it('is not due with the switch off, after 24 hours, with a follow-up already, or before completion', () => {
    expect(isAutoFollowUpDue(visit, false, now)).toBe(false);
    expect(isAutoFollowUpDue({ ...visit, visit_ended_at: '2030-01-07T12:00:00Z' }, true, now)).toBe(false);
    expect(isAutoFollowUpDue({ ...visit, followup_status: 'CANCELLED' }, true, now)).toBe(false);
    expect(isAutoFollowUpDue({ ...visit, status: 'CONFIRMED' }, true, now)).toBe(false);
  });
});

describe('E.164 numbers', () => {
  it('accepts a plus and 8 to 15 digits, nothing else', () => {
    expect(isE164('+15550100199')).toBe(true);
    expect(isE164('+1 555 010 0199')).toBe(false);
    expect(isE164('15550100199')).toBe(false);
    expect(isE164('+0123456789')).toBe(false);
  });
});
