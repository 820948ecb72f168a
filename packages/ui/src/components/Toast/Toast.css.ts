import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/shared.css';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '26rem',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    borderInlineStart: '4px solid',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
    '@media': { [reducedMotion]: { animation: 'none !important' } },
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.brand },
      success: { borderColor: vars.color.success },
      error: { borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
