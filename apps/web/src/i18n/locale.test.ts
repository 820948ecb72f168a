import { describe, expect, it } from 'vitest';
import { matchLocale, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('takes ?locale= first, then the stored choice, then the user, then the browser', () => {
    expect(resolveLocale({ query: 'fr-CA', stored: 'en-GB', user: 'en-CA', browser: ['en-US'] })).toBe(
      'fr-CA',
    );
    expect(resolveLocale({ query: null, stored: 'en-GB', user: 'en-CA', browser: ['en-US'] })).toBe('en-GB');
    expect(resolveLocale({ stored: null, user: 'en-CA', browser: ['fr-FR'] })).toBe('en-CA');
    expect(resolveLocale({ browser: ['de-DE', 'fr-FR'] })).toBe('fr-CA');
  });

  it('falls back to en-US and ignores unknown values', () => {
    expect(resolveLocale({ query: 'xx', stored: 'de-DE', browser: ['de-DE'] })).toBe('en-US');
    expect(resolveLocale({})).toBe('en-US');
  });

  it('reads the locale query parameter case-insensitively', () => {
    expect(resolveLocale({ query: 'FR-ca' })).toBe('fr-CA');
  });
});

describe('matchLocale', () => {
  it('maps a browser language to the closest supported locale', () => {
    expect(matchLocale('en-AU')).toBe('en-GB');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('en_CA')).toBe('en-CA');
    expect(matchLocale('fr')).toBe('fr-CA');
    expect(matchLocale('es-MX')).toBeNull();
  });
});
