import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.brandSurface },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const hint = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });
