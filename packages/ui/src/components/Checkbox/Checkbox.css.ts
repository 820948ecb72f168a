import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const box = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.25rem',
    height: '1.25rem',
    marginTop: '0.125rem',
    padding: 0,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceRaised,
    color: vars.color.brandContrast,
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.55 },
    },
  },
  variants: {
    size: { md: {}, lg: { width: '1.5rem', height: '1.5rem' } },
  },
  defaultVariants: { size: 'md' },
});

export const label = style({ cursor: 'pointer', lineHeight: vars.lineHeight.normal });
export const description = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const errorText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  marginInlineStart: '1.75rem',
});
export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
