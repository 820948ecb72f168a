import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// Off screen until it takes keyboard focus (the first Tab on a page); then it takes its place above
// the header rather than covering the brand, so nothing it could hide is out of reach.
export const skipLink = style({
  position: 'absolute',
  top: 0,
  left: 0,
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { position: 'static', transform: 'none', margin: vars.space.xs },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

// Tighter on phones, so the navigation keeps room before it wraps under the brand.
const gutter = { padding: `${vars.space.sm} ${vars.space.md}` };
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  ...gutter,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [media.small]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

// The brand takes the spare room, pushing navigation and actions to the end of the row.
export const brand = style({
  marginRight: 'auto',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});
// The brand is usually the app's link home: it keeps the brand's look, not a link's.
globalStyle(`${brand} a`, { color: 'inherit', textDecoration: 'none', borderRadius: vars.radius.sm });
globalStyle(`${brand} a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });

export const slot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '65rem',
  margin: '0 auto',
  padding: vars.space.md,
  boxSizing: 'border-box',
  // Focused only by the skip link and after navigation, to move the reading position; no ring.
  outline: 'none',
  '@media': { [media.small]: { padding: vars.space.lg } },
});
