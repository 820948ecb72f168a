import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  selectors: {
    '&[data-highlighted="true"]': { outline: `2px solid ${vars.color.brand}`, outlineOffset: -2 },
  },
});
export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const interval = style({ color: vars.color.textMuted });
export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: 1,
});
export const benefit = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: 3 });
