import { describe, expect, it } from 'vitest';
import { isValidPassword, unmetPasswordRequirements } from './password';

describe('password rule', () => {
  it('accepts 6 characters with a lowercase letter, an uppercase letter and a number', () => {
    expect(unmetPasswordRequirements('Abcde1')).toEqual([]);
    expect(isValidPassword('Abcde1')).toBe(true);
  });

  it('lists every unmet requirement in order', () => {
    expect(unmetPasswordRequirements('')).toEqual(['MIN_LENGTH', 'LOWERCASE', 'UPPERCASE', 'NUMBER']);
    expect(unmetPasswordRequirements('Ab1')).toEqual(['MIN_LENGTH']);
    expect(unmetPasswordRequirements('ABCDE1')).toEqual(['LOWERCASE']);
    expect(unmetPasswordRequirements('abcde1')).toEqual(['UPPERCASE']);
    expect(unmetPasswordRequirements('Abcdef')).toEqual(['NUMBER']);
    expect(isValidPassword('abcdef')).toBe(false);
  });

  it('counts accented letters as letters', () => {
    expect(unmetPasswordRequirements('Élève1')).toEqual([]);
  });
});
