import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});

export const message = style({ maxWidth: '32rem', color: vars.color.textMuted });

export const illustration = style({ color: vars.color.brand });
