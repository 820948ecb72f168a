import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = recipe({
  base: { display: 'flex', gap: vars.space.xs, overflowX: 'auto' },
  variants: {
    variant: {
      line: { borderBottom: `1px solid ${vars.color.borderSubtle}` },
      pill: {
        padding: vars.space.xxs,
        background: vars.color.surfaceSunken,
        borderRadius: vars.radius.pill,
        width: 'fit-content',
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const trigger = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.brand },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      '&:disabled': { opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      line: {
        borderBottom: '3px solid transparent',
        marginBottom: -1,
        selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.brand } },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[data-state="active"]': { background: vars.color.surfaceRaised, boxShadow: vars.shadow.sm },
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
});

export const panel = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
