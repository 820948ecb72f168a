/**
 * The semantic token shape every brand fills in. Components read these names only,
 * never raw colours, so a brand changes the whole library by changing values.
 */
export interface ThemeTokens {
  color: {
    /** Primary actions, links, selected states. AA (4.5:1) against `surface` and `surfaceRaised`. */
    brand: string;
    brandHover: string;
    /** Text and icons drawn on `brand`. */
    brandContrast: string;
    /** Tinted background for selected items; `text` is AA on it. */
    brandSurface: string;
    accent: string;
    accentContrast: string;
    /** The page. */
    surface: string;
    /** Cards, dialogs, inputs. */
    surfaceRaised: string;
    /** Wells, skeletons, disabled controls. */
    surfaceSunken: string;
    text: string;
    textMuted: string;
    /** Control boundaries (3:1 against the surfaces). */
    border: string;
    /** Decorative dividers. */
    borderSubtle: string;
    focus: string;
    danger: string;
    dangerSurface: string;
    success: string;
    successSurface: string;
    warning: string;
    warningSurface: string;
    overlay: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  motion: { fast: string; normal: string; easing: string; shake: string };
  zIndex: { overlay: string; dialog: string; popover: string; toast: string };
}

export const spaceScale = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Space = (typeof spaceScale)[number];

/** Breakpoints from the spec (part 2 §9): small 640px, large 1024px; mobile first. */
export const breakpoints = { small: 640, large: 1024 } as const;

/** Media queries for the breakpoints, for styles that cannot use sprinkles. */
export const media = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;
