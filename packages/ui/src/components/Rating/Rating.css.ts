import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'inline-flex', gap: vars.space.xxs });

export const star = recipe({
  base: {
    display: 'inline-flex',
    padding: vars.space.xxs,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.border,
    selectors: {
      '&[data-filled="true"]': { color: vars.color.warning },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&:disabled': { opacity: 0.55 },
    },
  },
  variants: {
    size: { sm: { width: '1.5rem' }, md: { width: '2.25rem' }, lg: { width: '2.75rem' } },
  },
  defaultVariants: { size: 'md' },
});

export const display = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const displayStar = style({
  color: vars.color.border,
  selectors: { '&[data-filled="true"]': { color: vars.color.warning } },
});
