import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const control = recipe({
  base: {
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: 1,
        borderColor: vars.color.focus,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
      '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  variants: {
    multiline: { true: { resize: 'vertical', minHeight: '6rem' } },
  },
});

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });
