import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSurface,
  color: vars.color.brand,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ maxWidth: '32rem', color: vars.color.textMuted });
