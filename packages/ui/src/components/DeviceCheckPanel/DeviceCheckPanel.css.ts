import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-status="fail"]': { borderColor: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const label = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const pass = style({ color: vars.color.success });
export const fail = style({ color: vars.color.danger });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
