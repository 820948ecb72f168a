import { forwardRef } from 'react';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from './Box';
import { columns as columnsRecipe } from './Columns.css';

export const columnCounts = [1, 2, 3, 4] as const;
export type ColumnCount = (typeof columnCounts)[number];

export type ColumnsProps = Omit<BoxProps, 'display'> & {
  gap?: Space;
  /** Columns on phones, from 640 px (small) and from 1024 px (large). */
  columns?: { base?: ColumnCount; small?: ColumnCount; large?: ColumnCount };
};

/** Equal-width columns that reflow at the spec's breakpoints (one column on phones by default). */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { gap = 'lg', columns = { base: 1, small: 2, large: 3 }, className, ...rest },
  ref,
) {
  const classes = [
    columnsRecipe({ base: columns.base ?? 1, small: columns.small, large: columns.large }),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box ref={ref} display="grid" gap={gap} className={classes} {...rest} />;
});
Columns.displayName = 'Columns';
