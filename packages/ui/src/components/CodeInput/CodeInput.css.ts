import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const cells = style({ display: 'flex', gap: vars.space.sm });

export const cell = style({
  width: '2.75rem',
  height: '3.25rem',
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 1,
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceSunken },
  },
});
