import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const select = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
