import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSurface },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexShrink: 0 });
