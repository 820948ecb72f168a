import { globalStyle, style } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints, media } from './tokens';

export { breakpoints };

const responsive = defineProperties({
  conditions: {
    base: {},
    small: { '@media': media.small },
    large: { '@media': media.large },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'small', 'large'],
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      danger: vars.color.danger,
    },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      brand: vars.color.brandSurface,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    // Reading widths for a page's column (a sign-in form, a settings page); rem, so they follow the text size.
    maxWidth: { xs: '27.5rem', sm: '30rem', md: '32.5rem', lg: '35rem', xl: '40rem' },
    // An item of an Inline that grows to share the row and wraps onto a line of its own when the row
    // would squeeze it below its basis (about 220, 280 and 320 px): side-by-side panels that stack on phones.
    flex: { sm: '1 1 13.75rem', md: '1 1 17.5rem', lg: '1 1 20rem' },
    marginLeft: { auto: 'auto' },
    marginRight: { auto: 'auto' },
  },
  shorthands: {
    // marginX="auto" centres a Box that has a maxWidth.
    marginX: ['marginLeft', 'marginRight'],
  },
});

export const sprinkles = createSprinkles(responsive, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/**
 * Marks a Box rendered as a list or a fieldset, whose browser styles it drops. It lives beside the
 * atoms rather than in a Box.css.ts: the build inlines the class name, and a module left with only
 * that export would be a bare import that bundlers warn they drop.
 */
export const elementReset = style({});

// A Box is a layout element: a list of cards or a group of fields has no bullets, indent or frame.
// :where() keeps the reset at zero specificity, so the Box's own padding props still apply.
globalStyle(`:where(ul.${elementReset}, ol.${elementReset})`, { listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`:where(fieldset.${elementReset})`, { border: 0, margin: 0, padding: 0, minWidth: 0 });
