import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, position: 'relative' },
  variants: {
    appearance: {
      plain: {},
      card: {
        padding: vars.space.md,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.surfaceRaised,
        selectors: {
          '&:has([data-state="checked"])': {
            borderColor: vars.color.brand,
            background: vars.color.brandSurface,
          },
          '&:has([data-disabled])': { opacity: 0.6 },
        },
      },
    },
  },
  defaultVariants: { appearance: 'plain' },
});

export const radio = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  padding: 0,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
  borderRadius: '50%',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[data-disabled]': { background: vars.color.surfaceSunken },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  background: vars.color.brand,
});

export const optionLabel = style({ display: 'flex', flexDirection: 'column', cursor: 'pointer' });

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
