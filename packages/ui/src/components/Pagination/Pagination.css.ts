import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pages = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const page = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.brandSurface },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const gap = style({ alignSelf: 'center', color: vars.color.textMuted, padding: `0 ${vars.space.xs}` });

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
