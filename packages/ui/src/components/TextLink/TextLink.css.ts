import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textLink = recipe({
  base: {
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover, &:focus-visible': { textDecorationLine: 'underline', textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      // The link to the page being shown (a router NavLink sets aria-current) reads as chosen, in any tone.
      '&[aria-current="page"]': { color: vars.color.brand, textDecorationLine: 'underline' },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
      neutral: { color: vars.color.text },
      danger: { color: vars.color.danger },
    },
    underline: {
      // Links inside running text keep their underline: colour alone must not be what marks them.
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none' },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});

export type TextLinkRecipe = RecipeVariants<typeof textLink>;
