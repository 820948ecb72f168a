import { describe, expect, it } from 'vitest';
import { canReportVetNoShow, vetNoShowRefusal, vetNoShowReportOpensAt } from './appointments';

const confirmed = {
  status: 'CONFIRMED' as const,
  start_at: '2030-01-07T15:00:00Z',
  end_at: '2030-01-07T15:30:00Z',
  partner_joined_at: null,
};
const at = (iso: string) => new Date(iso);

describe('the client reports that the vet did not join', () => {
  it('opens 10 minutes after the start and closes 24 hours after the end', () => {
    expect(vetNoShowRefusal(confirmed, at('2030-01-07T15:09:59Z'))).toBe('TOO_EARLY');
    expect(vetNoShowRefusal(confirmed, at('2030-01-07T15:10:00Z'))).toBeNull();
    expect(vetNoShowRefusal(confirmed, at('2030-01-08T15:30:00Z'))).toBeNull();
    expect(vetNoShowRefusal(confirmed, at('2030-01-08T15:30:01Z'))).toBe('TOO_LATE');
    expect(vetNoShowReportOpensAt(confirmed.start_at).toISOString()).toBe('2030-01-07T15:10:00.000Z');
  });

  it('is refused once the vet joined the session, even late', () => {
    const joined = { ...confirmed, partner_joined_at: '2030-01-07T15:12:00Z' };
    expect(vetNoShowRefusal(joined, at('2030-01-07T15:20:00Z'))).toBe('VET_JOINED');
    expect(canReportVetNoShow(joined, at('2030-01-07T15:20:00Z'))).toBe(false);
  });

  it('is only for a confirmed appointment', () => {
    const now = at('2030-01-07T15:20:00Z');
    expect(vetNoShowRefusal({ ...confirmed, status: 'INCOMPLETE' }, now)).toBe('ALREADY_INCOMPLETE');
    expect(vetNoShowRefusal({ ...confirmed, status: 'CANCELLED' }, now)).toBe('NOT_CONFIRMED');
    expect(vetNoShowRefusal({ ...confirmed, status: 'COMPLETED' }, now)).toBe('NOT_CONFIRMED');
    expect(vetNoShowRefusal({ ...confirmed, status: 'REQUIRES_PAYMENT' }, now)).toBe('NOT_CONFIRMED');
    expect(canReportVetNoShow(confirmed, now)).toBe(true);
  });
});
