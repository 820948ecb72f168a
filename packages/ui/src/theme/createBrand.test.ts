import { describe, expect, it } from 'vitest';
import { exampleTokens } from '../themes/example.css';
import { pawcallTokens } from '../themes/pawcall.css';
import { pharmacyTokens } from '../themes/pharmacy.css';
import { contrast } from './color';
import { createBrand } from './createBrand';
import type { ThemeTokens } from './tokens';

function textPairs(t: ThemeTokens): Array<[string, string, string]> {
  const c = t.color;
  const surfaces = { surface: c.surface, surfaceRaised: c.surfaceRaised, surfaceSunken: c.surfaceSunken };
  const pairs: Array<[string, string, string]> = [];
  for (const [name, bg] of Object.entries(surfaces)) {
    pairs.push([`text on ${name}`, c.text, bg]);
    pairs.push([`textMuted on ${name}`, c.textMuted, bg]);
    pairs.push([`brand on ${name}`, c.brand, bg]);
    pairs.push([`danger on ${name}`, c.danger, bg]);
    pairs.push([`success on ${name}`, c.success, bg]);
    pairs.push([`warning on ${name}`, c.warning, bg]);
  }
  pairs.push(['brandContrast on brand', c.brandContrast, c.brand]);
  pairs.push(['brandContrast on brandHover', c.brandContrast, c.brandHover]);
  pairs.push(['accentContrast on accent', c.accentContrast, c.accent]);
  pairs.push(['text on brandSurface', c.text, c.brandSurface]);
  pairs.push(['brandHover on brandSurface (hovered secondary/ghost button)', c.brandHover, c.brandSurface]);
  pairs.push(['textMuted on brandSurface', c.textMuted, c.brandSurface]);
  pairs.push(['danger on dangerSurface', c.danger, c.dangerSurface]);
  pairs.push(['success on successSurface', c.success, c.successSurface]);
  pairs.push(['warning on warningSurface', c.warning, c.warningSurface]);
  pairs.push(['text on dangerSurface', c.text, c.dangerSurface]);
  pairs.push(['white on danger (danger button)', '#ffffff', c.danger]);
  return pairs;
}

const brands: Record<string, ThemeTokens> = {
  pawcall: pawcallTokens,
  pharmacy: pharmacyTokens,
  example: exampleTokens,
  'a pale yellow brand': createBrand({ brand: '#ffe066', accent: '#fff3bf', fontFamily: 'serif', radius: 0 }),
  'a mid grey brand': createBrand({ brand: '#999', accent: '#777', fontFamily: 'serif', radius: 12 }),
};

describe.each(Object.entries(brands))('%s', (_name, tokens) => {
  it.each(textPairs(tokens))('%s meets WCAG AA (4.5:1)', (_pair, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders and the focus ring meet 3:1 on every surface', () => {
    const c = tokens.color;
    for (const bg of [c.surface, c.surfaceRaised, c.surfaceSunken]) {
      expect(contrast(c.border, bg)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.focus, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('createBrand', () => {
  it('derives radii from the base radius and keeps the font', () => {
    const tokens = createBrand({ brand: '#0b7a75', accent: '#f4b860', fontFamily: 'Inter', radius: 6 });
    expect(tokens.radius).toEqual({ sm: '3px', md: '6px', lg: '9px', pill: '999px' });
    expect(tokens.font.body).toBe('Inter');
    expect(tokens.font.heading).toBe('Inter');
    expect(tokens.motion.shake).toBe('800ms');
  });

  it('rejects a colour that is not hex', () => {
    expect(() => createBrand({ brand: 'teal', accent: '#fff', fontFamily: 'x', radius: 4 })).toThrow(
      /hex colour/,
    );
  });
});
