import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const bars = style({ display: 'inline-flex', alignItems: 'flex-end', gap: 2, height: 16 });
export const bar = recipe({
  base: { width: 4, borderRadius: 1, background: vars.color.borderSubtle },
  variants: {
    tone: {
      off: {},
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
  },
});
