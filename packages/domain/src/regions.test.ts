import { describe, expect, it } from 'vitest';
import { defaultRegionOf, isGlobalRegion, isRegionCode, REGION_CODES, regionLocale } from './regions';

describe('regions rule', () => {
  it('makes a client outside Canada, the US and the UK a global client', () => {
    expect(['CA', 'US', 'GB'].map(isGlobalRegion)).toEqual([false, false, false]);
    expect(['FR', 'AU', 'MX', 'JP'].map(isGlobalRegion)).toEqual([true, true, true, true]);
  });

  it('lists each region once, by its ISO code', () => {
    expect(new Set(REGION_CODES).size).toBe(REGION_CODES.length);
    expect(REGION_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isRegionCode('FR')).toBe(true);
    expect(isRegionCode('XX')).toBe(false);
    expect(isRegionCode('fr')).toBe(false);
  });

  it('takes the locale’s country before a region is chosen, and gives each region its locale', () => {
    expect(['en-US', 'en-CA', 'fr-CA', 'en-GB'].map(defaultRegionOf)).toEqual(['US', 'CA', 'CA', 'GB']);
    expect(regionLocale('CA', 'fr-CA')).toBe('fr-CA');
    expect(regionLocale('CA', 'en-US')).toBe('en-CA');
    expect(regionLocale('GB', 'fr-CA')).toBe('en-GB');
    expect(regionLocale('FR', 'fr-CA')).toBe('en-US');
  });
});
