import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const label = style({ margin: 0, minWidth: 0 });

export const amount = style({ margin: 0, textAlign: 'end' });

export const discount = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const itemDescription = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const total = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});
