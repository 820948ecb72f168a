import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const reducedMotion = '(prefers-reduced-motion: reduce)';
