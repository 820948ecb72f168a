import { describe, expect, it } from 'vitest';
import { isE164 } from './phoneNumbers';

describe('E.164 numbers', () => {
  it('accepts a plus and 8 to 15 digits, nothing else', () => {
    expect(isE164('+15550100199')).toBe(true);
    expect(isE164('+1 555 010 0199')).toBe(false);
    expect(isE164('15550100199')).toBe(false);
    expect(isE164('+0123456789')).toBe(false);
  });
});
