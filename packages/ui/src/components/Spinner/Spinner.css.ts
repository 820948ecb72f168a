import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { pulse, reducedMotion, spin } from '../../theme/shared.css';

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: 3 },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const spinnerWrap = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.brand });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const skeletonLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
