import { vars } from '@pawcall/ui';
import type { CSSProperties } from 'react';

/**
 * The shell's few styles, as inline styles over the theme's CSS variables: the app adds no
 * stylesheet of its own, so a brand changes the shell exactly as it changes the components.
 */
export const page: CSSProperties = { minHeight: '100vh', display: 'flex', flexDirection: 'column' };

export const header: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
};

export const brand: CSSProperties = {
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  marginRight: 'auto',
};

// Log out is a button among the nav's links (TextLink tone="neutral"), so it reads like them.
export const navButton: CSSProperties = {
  color: vars.color.text,
  padding: 0,
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
};

export const languageSelect: CSSProperties = {
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
};

export const main: CSSProperties = {
  flex: 1,
  width: '100%',
  maxWidth: 1040,
  margin: '0 auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  outline: 'none',
};
