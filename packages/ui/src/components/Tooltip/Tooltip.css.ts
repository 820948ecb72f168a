import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/shared.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.text });
