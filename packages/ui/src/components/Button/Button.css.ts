import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandHover },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandSurface,
            // brand on brandSurface can fall under 4.5:1; the darker hover ink keeps AA.
            color: vars.color.brandHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandSurface,
            // brand on brandSurface can fall under 4.5:1; the darker hover ink keeps AA.
            color: vars.color.brandHover,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: '#ffffff',
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      sm: { minHeight: '2rem', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '2.75rem', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '3.25rem', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonRecipe = RecipeVariants<typeof button>;
