import { describe, expect, it } from 'vitest';
import { PAYOUT_DELAY_DAYS, partnerStatement } from './payouts';

const visit = {
  fee: 8000,
  total: 8000,
  end_at: '2030-01-07T15:30:00Z',
};
const at = (iso: string) => new Date(iso);

describe("the vet's statement", () => {
  it('takes the platform rate of the gross and pays the rest out 7 days after the visit', () => {
    const completed = { ...visit, status: 'COMPLETED' as const };
    const before = partnerStatement(completed, 0.2, at('2030-01-14T15:29:59Z'));
    expect(before).toMatchObject({
      gross_earnings: 8000,
      platform_fee: 1600,
      tax: 0,
      discount: 0,
      net_total: 6400,
      paid_out: 0,
      payout_status: 'SCHEDULED',
    });
    expect(before.paid_on?.toISOString()).toBe('2030-01-14T15:30:00.000Z');
    expect(PAYOUT_DELAY_DAYS).toBe(7);
    const after = partnerStatement(completed, 0.2, at('2030-01-14T15:30:00Z'));
    expect(after).toMatchObject({ paid_out: 6400, payout_status: 'PAID' });
  });

  it('counts from the moment the vet ended the visit when it ended early, and rounds the fee to the cent', () => {
    const statement = partnerStatement(
      { ...visit, fee: 4999, status: 'COMPLETED', visit_ended_at: '2030-01-07T15:20:00Z' },
      0.1875,
      at('2030-01-08T00:00:00Z'),
    );
    expect(statement.platform_fee).toBe(937);
    expect(statement.net_total).toBe(4062);
    expect(statement.paid_on?.toISOString()).toBe('2030-01-14T15:20:00.000Z');
  });

  it("shows the client's discount without taking it from the vet", () => {
    const statement = partnerStatement(
      { ...visit, total: 7200, status: 'COMPLETED' },
      0.2,
      at('2030-01-08T00:00:00Z'),
    );
    expect(statement).toMatchObject({
      gross_earnings: 8000,
      discount: -800,
      platform_fee: 1600,
      net_total: 6400,
    });
  });

  it('is pending with the expected earnings before the visit is held', () => {
    const statement = partnerStatement({ ...visit, status: 'CONFIRMED' }, 0.2, at('2030-01-07T10:00:00Z'));
    expect(statement).toMatchObject({
      net_total: 6400,
      paid_out: 0,
      paid_on: null,
      payout_status: 'PENDING',
    });
  });

  it("pays the vet for the client's no-show, nothing for the vet's or a cancelled appointment", () => {
    const now = at('2030-01-20T00:00:00Z');
    expect(
      partnerStatement({ ...visit, status: 'INCOMPLETE', no_show_reported_by: 'PARTNER' }, 0.2, now),
    ).toMatchObject({ net_total: 6400, paid_out: 6400, payout_status: 'PAID' });
    expect(
      partnerStatement({ ...visit, status: 'INCOMPLETE', no_show_reported_by: 'CLIENT' }, 0.2, now),
    ).toMatchObject({
      gross_earnings: 0,
      net_total: 0,
      payout_status: 'NONE',
      no_earnings_reason: 'VET_NO_SHOW',
    });
    expect(partnerStatement({ ...visit, status: 'CANCELLED' }, 0.2, now)).toMatchObject({
      net_total: 0,
      paid_on: null,
      payout_status: 'NONE',
      no_earnings_reason: 'CANCELLED',
    });
  });
});
