import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const days = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' },
  },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const dayLabel = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.small]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const slot = style({
  minHeight: '2.75rem',
  minWidth: '5.5rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      textDecoration: 'line-through',
    },
    '&[aria-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({
  marginTop: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  minHeight: '1.5em',
});
