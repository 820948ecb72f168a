import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: { margin: 0 },
  variants: {
    layout: {
      // Terms in a column as wide as the longest one, details beside them.
      columns: {
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: `${vars.space.sm} ${vars.space.xl}`,
        alignItems: 'baseline',
      },
      // Each detail under its term: for long details and narrow containers.
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
    },
  },
  defaultVariants: { layout: 'columns' },
});

// HTML lets a <div> group one term with its details; in the grid the group must not be a box.
globalStyle(`${list.classNames.variants.layout.columns} > div`, { display: 'contents' });

export const term = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      muted: { color: vars.color.textMuted },
      strong: { color: 'inherit', fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'muted' },
});

export const details = style({ margin: 0, minWidth: 0 });

// Amounts line up on their last digit.
export const alignEnd = style({ textAlign: 'end' });

// Details typed over several lines (a description, an address) keep their line breaks.
export const preserveLines = style({ whiteSpace: 'pre-line' });
