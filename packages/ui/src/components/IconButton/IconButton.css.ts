import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled), &[data-state="open"]': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const count = style({
  minWidth: '1.25rem',
  padding: '0 4px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

// A flex box, so the inline <svg> sits without the line box's descender gap under it.
export const icon = style({ display: 'inline-flex' });
