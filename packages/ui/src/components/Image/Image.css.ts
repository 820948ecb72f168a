import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const image = recipe({
  // Block, so no line-box gap opens under the picture; never wider than its container.
  base: { display: 'block', maxWidth: '100%' },
  variants: {
    fit: {
      // Fills its box and crops the overflow: thumbnails and avatars keep their square.
      cover: { objectFit: 'cover' },
      // Shows the whole picture inside its box (a document scan, a logo).
      contain: { objectFit: 'contain' },
    },
    radius: {
      none: {},
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: '50%' },
    },
    aspectRatio: {
      // The height follows the width, so a fluid picture keeps its shape as the layout reflows.
      auto: {},
      square: { aspectRatio: '1 / 1', height: 'auto' },
      landscape: { aspectRatio: '4 / 3', height: 'auto' },
      wide: { aspectRatio: '16 / 9', height: 'auto' },
    },
  },
  defaultVariants: { fit: 'cover', radius: 'none', aspectRatio: 'auto' },
});

export type ImageRecipe = RecipeVariants<typeof image>;
