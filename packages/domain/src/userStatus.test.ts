import { describe, expect, it } from 'vitest';
import { canBook, isActiveStatus } from './userStatus';

describe('isActiveStatus', () => {
  it('is active unless VERIFICATION_FAILED or INACTIVE', () => {
    expect(isActiveStatus('ACTIVE')).toBe(true);
    expect(isActiveStatus('ONBOARDING')).toBe(true);
    expect(isActiveStatus('VERIFICATION')).toBe(true);
    expect(isActiveStatus('INACTIVE')).toBe(false);
    expect(isActiveStatus('VERIFICATION_FAILED')).toBe(false);
  });
});

describe('canBook', () => {
  it('lets an active client book', () => {
    expect(canBook({ type: 'CLIENT', status: 'ACTIVE' })).toBe(true);
  });

  it('stops an inactive client', () => {
    expect(canBook({ type: 'CLIENT', status: 'INACTIVE' })).toBe(false);
    expect(canBook({ type: 'CLIENT', status: 'VERIFICATION_FAILED' })).toBe(false);
  });

  it('never lets a partner check out, even an active one', () => {
    expect(canBook({ type: 'PARTNER', status: 'ACTIVE' })).toBe(false);
  });

  it('does not let a guest book', () => {
    expect(canBook(null)).toBe(false);
  });
});
