import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});
export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0 });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
