import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      info: { background: vars.color.brandSurface, borderColor: vars.color.brand },
    },
  },
  defaultVariants: { tone: 'error' },
});

export const iconTone = recipe({
  base: { flexShrink: 0, marginTop: 2 },
  variants: {
    tone: {
      error: { color: vars.color.danger },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      info: { color: vars.color.brand },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
