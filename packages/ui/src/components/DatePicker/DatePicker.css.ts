import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'max-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const monthTitle = style({ fontWeight: vars.fontWeight.bold, textTransform: 'capitalize' });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSurface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.4 },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: '2.5rem',
  height: '2rem',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSurface },
    '&[data-today="true"]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&[data-selected="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const outside = style({ visibility: 'hidden' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const placeholderText = style({ color: vars.color.textMuted });

export const popover = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
