import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    // The theme's type scale by name, so a heading's look is chosen independently of its level.
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
    },
    tone: {
      default: { color: 'inherit' },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type HeadingRecipe = RecipeVariants<typeof heading>;
