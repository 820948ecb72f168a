import { forwardRef } from 'react';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from './Box';
import { autoFill, columns as columnsRecipe } from './Columns.css';

export const columnCounts = [1, 2, 3, 4] as const;
export type ColumnCount = (typeof columnCounts)[number];
/** The narrowest an item may get: xs 8rem, sm 12.5rem (200 px), md 16rem, lg 20rem. */
export const columnMinItemWidths = ['xs', 'sm', 'md', 'lg'] as const;
export type ColumnMinItemWidth = (typeof columnMinItemWidths)[number];

export type ColumnsProps = Omit<BoxProps, 'display'> & {
  gap?: Space;
} & (
    | {
        /** Columns on phones, from 640 px (small) and from 1024 px (large). */
        columns?: { base?: ColumnCount; small?: ColumnCount; large?: ColumnCount };
        minItemWidth?: never;
      }
    | {
        /**
         * Instead of counts: as many columns as fit the container with no item narrower than
         * this (a list of checkboxes, a gallery), so the grid follows its own width, not the page's.
         */
        minItemWidth: ColumnMinItemWidth;
        columns?: never;
      }
  );

/**
 * Equal-width columns that reflow at the spec's breakpoints (one column on phones by default), or,
 * with `minItemWidth`, as many as fit.
 */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { gap = 'lg', columns = { base: 1, small: 2, large: 3 }, minItemWidth, className, ...rest },
  ref,
) {
  const classes = [
    minItemWidth
      ? autoFill({ minItemWidth })
      : columnsRecipe({ base: columns.base ?? 1, small: columns.small, large: columns.large }),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box ref={ref} display="grid" gap={gap} className={classes} {...rest} />;
});
Columns.displayName = 'Columns';
