import { vars } from '@pawcall/ui';
import type { CSSProperties } from 'react';

/**
 * A router link that looks like a ui Button. Button renders a <button>, and navigation must stay a
 * real link (middle-click, copy address), so links borrow the button's look from theme variables.
 */
export const buttonLink: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
};

export const secondaryButtonLink: CSSProperties = {
  ...buttonLink,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  border: `1px solid ${vars.color.border}`,
};
