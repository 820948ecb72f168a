import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const star = style({ color: vars.color.warning });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rate = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
