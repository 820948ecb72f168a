import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/shared.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const errorText = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '10%, 30%, 50%, 70%': { transform: 'translateX(-8px)' },
  '20%, 40%, 60%': { transform: 'translateX(8px)' },
  '80%': { transform: 'translateX(4px)' },
  '90%': { transform: 'translateX(-4px)' },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-shaking="true"]': { animation: `${shakeFrames} ${vars.motion.shake} ${vars.motion.easing}` },
  },
  '@media': {
    // No movement for people who asked for less motion: a static danger outline for the same time.
    [reducedMotion]: {
      selectors: {
        '&[data-shaking="true"]': {
          animation: 'none',
          outline: `2px solid ${vars.color.danger}`,
          outlineOffset: vars.space.sm,
        },
      },
    },
  },
});
