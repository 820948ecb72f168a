import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const item = style({ flex: 1, minWidth: 0, display: 'flex' });

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    position: 'relative',
    padding: `${vars.space.xs} 0`,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    textAlign: 'center',
    borderBottom: `3px solid ${vars.color.borderSubtle}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      'button&:hover': { color: vars.color.text },
    },
  },
  variants: {
    status: {
      upcoming: {},
      current: {
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        borderBottomColor: vars.color.brand,
      },
      completed: { color: vars.color.text, borderBottomColor: vars.color.brand },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: '50%',
    border: `2px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    background: vars.color.surfaceRaised,
  },
  variants: {
    status: {
      upcoming: {},
      current: { borderColor: vars.color.brand, color: vars.color.brand },
      completed: {
        borderColor: vars.color.brand,
        background: vars.color.brand,
        color: vars.color.brandContrast,
      },
    },
  },
});

// On phones only the current step's label is shown; the others stay readable by screen readers.
export const stepLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.small]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: '100%',
    },
  },
});

export const currentLabel = style({ display: 'block' });
