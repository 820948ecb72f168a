import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tile = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    aspectRatio: '16 / 9',
    borderRadius: vars.radius.lg,
    background: '#101828',
    color: '#ffffff',
    border: '2px solid transparent',
    selectors: { '&[data-speaking="true"]': { borderColor: vars.color.accent } },
  },
  variants: { size: { sm: { width: '12rem' }, md: { width: '100%', maxWidth: '40rem' } } },
  defaultVariants: { size: 'md' },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const mirror = style({ transform: 'scaleX(-1)' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const caption = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(16, 24, 40, 0.75)',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const control = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: '4.5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-pressed="false"]': { background: vars.color.surfaceSunken },
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const hangUp = style({
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: '#ffffff',
  selectors: { '&:hover': { filter: 'brightness(0.9)', borderColor: vars.color.danger } },
});
