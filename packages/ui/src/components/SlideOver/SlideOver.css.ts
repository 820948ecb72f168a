import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/shared.css';
import { media } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

// Phones: a bottom sheet that can be swiped down. From 640 px: a panel on the right edge.
export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '92dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  touchAction: 'pan-x',
  animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:focus': { outline: 'none' }, '&[data-dragging="true"]': { transition: 'none' } },
  '@media': {
    [media.small]: {
      left: 'auto',
      top: 0,
      width: 'min(28rem, 100vw)',
      maxHeight: 'none',
      borderRadius: 0,
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
    [reducedMotion]: { animation: 'none' },
  },
});

export const handle = style({
  alignSelf: 'center',
  width: '2.5rem',
  height: 4,
  margin: `${vars.space.sm} 0 0`,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  '@media': { [media.small]: { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const title = style({
  flex: 1,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ padding: `0 ${vars.space.xl}`, color: vars.color.textMuted });

export const body = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.md} ${vars.space.xl}` });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
