import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_FEE_MINOR, isAutoFollowUpDue } from './followUps';

describe('the follow-up price', () => {
  it('is the spec’s flat 50', () => {
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
