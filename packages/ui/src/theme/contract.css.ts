import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens';

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

const shape: NullLeaves<ThemeTokens> = {
  color: {
    brand: null,
    brandHover: null,
    brandContrast: null,
    brandSurface: null,
    accent: null,
    accentContrast: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderSubtle: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    overlay: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null, shake: null },
  zIndex: { overlay: null, dialog: null, popover: null, toast: null },
};

/** CSS variable references for every semantic token; the only values component styles read. */
export const vars = createThemeContract(shape);
