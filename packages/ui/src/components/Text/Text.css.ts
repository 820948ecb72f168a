import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    // No size or weight means the parent's: a Text span inside a small label stays small.
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: 'inherit' },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    // Text typed over several lines (a bio, an address) keeps its line breaks.
    preserveLineBreaks: { true: { whiteSpace: 'pre-line' } },
  },
  defaultVariants: { tone: 'default' },
});

export type TextRecipe = RecipeVariants<typeof text>;
