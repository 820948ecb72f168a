import { ensureContrast, mix, readableOn } from './color';
import type { ThemeTokens } from './tokens';

export interface BrandInput {
  /** Primary brand colour (hex). Darkened if needed so it passes AA as text and as a button fill. */
  brand: string;
  /** Secondary colour for highlights and badges (hex). */
  accent: string;
  /** CSS font-family list for body text. */
  fontFamily: string;
  /** Optional font for headings; defaults to fontFamily. */
  headingFontFamily?: string;
  /** Base corner radius in px for controls; cards use 1.5×, small parts 0.5×. */
  radius: number;
  /** Optional overrides for status colours (hex); all are contrast-corrected. */
  danger?: string;
  success?: string;
  warning?: string;
  /** Neutral ink colour for text (hex); defaults to a near-black tinted with the brand. */
  ink?: string;
}

const WHITE = '#ffffff';
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

/**
 * Derives the whole semantic token set from a handful of brand inputs.
 * Every text/background pair a component uses is contrast-checked here (WCAG AA),
 * so a new brand cannot ship unreadable text.
 */
export function createBrand(input: BrandInput): ThemeTokens {
  const surfaceRaised = WHITE;
  const surface = mix(input.brand, WHITE, 0.97);
  const surfaceSunken = mix(input.brand, WHITE, 0.92);
  const backgrounds = [surface, surfaceRaised, surfaceSunken];
  const text = ensureContrast(input.ink ?? mix(input.brand, '#000000', 0.82), backgrounds, 7);

  const brand = ensureContrast(input.brand, [...backgrounds, WHITE], AA_TEXT);
  const brandHover = mix(brand, '#000000', 0.18);
  const brandSurface = mix(brand, WHITE, 0.88);
  const accent = input.accent;
  const accentContrast = readableOn(accent, text);

  const statusPair = (base: string) => {
    const surfaceTint = mix(base, WHITE, 0.92);
    return [ensureContrast(base, [...backgrounds, surfaceTint], AA_TEXT), surfaceTint] as const;
  };
  const [danger, dangerSurface] = statusPair(input.danger ?? '#c4320a');
  const [success, successSurface] = statusPair(input.success ?? '#067647');
  const [warning, warningSurface] = statusPair(input.warning ?? '#b54708');

  const r = Math.max(0, input.radius);
  const heading = input.headingFontFamily ?? input.fontFamily;
  const shadowInk = mix(text, '#000000', 0.5);

  return {
    color: {
      brand,
      brandHover,
      brandContrast: readableOn(brand, text),
      brandSurface,
      accent,
      accentContrast: ensureContrast(accentContrast, [accent], AA_TEXT),
      surface,
      surfaceRaised,
      surfaceSunken,
      text,
      textMuted: ensureContrast(mix(text, WHITE, 0.4), [...backgrounds, brandSurface], AA_TEXT),
      border: ensureContrast(mix(text, WHITE, 0.55), backgrounds, AA_NON_TEXT),
      borderSubtle: mix(text, WHITE, 0.85),
      focus: ensureContrast(brand, backgrounds, AA_NON_TEXT),
      danger,
      dangerSurface,
      success,
      successSurface,
      warning,
      warningSurface,
      overlay: 'rgba(16, 24, 40, 0.55)',
    },
    font: {
      body: input.fontFamily,
      heading,
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    fontWeight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
    space: {
      none: '0',
      xxs: '0.125rem',
      xs: '0.25rem',
      sm: '0.5rem',
      md: '0.75rem',
      lg: '1rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    radius: { sm: `${r / 2}px`, md: `${r}px`, lg: `${r * 1.5}px`, pill: '999px' },
    shadow: {
      sm: `0 1px 2px ${shadowInk}1f`,
      md: `0 2px 8px ${shadowInk}24`,
      lg: `0 12px 32px ${shadowInk}33`,
    },
    motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)', shake: '800ms' },
    zIndex: { overlay: '100', dialog: '101', popover: '200', toast: '300' },
  };
}
