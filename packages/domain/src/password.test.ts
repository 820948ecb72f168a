import { describe, expect, it } from 'vitest';
import { isValidPassword, unmetPasswordRequirements } from './password';

describe('password rule (NIST SP 800-63B-4)', () => {
  it('accepts 8 characters of any kind, without composition rules', () => {
    expect(unmetPasswordRequirements('abcdefgh')).toEqual([]);
    expect(isValidPassword('correct horse battery staple')).toBe(true);
    expect(isValidPassword('Pawcall123')).toBe(true);
  });

  it('refuses fewer than 8 characters, counting an emoji as one', () => {
    expect(unmetPasswordRequirements('')).toEqual(['MIN_LENGTH']);
    expect(unmetPasswordRequirements('Abcde1')).toEqual(['MIN_LENGTH']);
    expect(unmetPasswordRequirements('🐶🐱🐭🐹🐰🦊🐻')).toEqual(['MIN_LENGTH']);
    expect(unmetPasswordRequirements('🐶🐱🐭🐹🐰🦊🐻🐼')).toEqual([]);
  });

  it('accepts 64 characters and more, up to 128', () => {
    expect(isValidPassword('a'.repeat(64))).toBe(true);
    expect(isValidPassword('é'.repeat(128))).toBe(true);
    expect(unmetPasswordRequirements('a'.repeat(129))).toEqual(['MAX_LENGTH']);
  });
});
