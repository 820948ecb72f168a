import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const countdown = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    urgent: { true: { color: vars.color.danger }, false: { color: vars.color.text } },
  },
});
