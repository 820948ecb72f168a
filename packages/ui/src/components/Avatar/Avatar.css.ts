import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    background: vars.color.brandSurface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
      md: { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.fontSize.lg },
      xl: { width: '6rem', height: '6rem', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
