import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    variant: {
      raised: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
      outlined: { background: vars.color.surfaceRaised, border: `1px solid ${vars.color.borderSubtle}` },
      flat: { background: vars.color.surfaceSunken },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          '&:hover': { boxShadow: vars.shadow.lg },
          '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
        },
      },
    },
  },
  defaultVariants: { variant: 'raised', padding: 'md' },
});
