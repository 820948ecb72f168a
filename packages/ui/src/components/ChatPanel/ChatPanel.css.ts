import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '20rem',
  maxHeight: '32rem',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const statusBar = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const log = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  overflowY: 'auto',
});

export const list = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '80%',
  alignSelf: 'flex-start',
  selectors: { '&[data-mine="true"]': { alignSelf: 'flex-end', alignItems: 'flex-end' } },
});

export const bubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${message}[data-mine="true"] &`]: { background: vars.color.brand, color: vars.color.brandContrast },
  },
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const composer = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });
