import { forwardRef } from 'react';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from './Box';

export const inlineAligns = ['flex-start', 'center', 'flex-end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  gap?: Space;
  align?: (typeof inlineAligns)[number];
  justify?: (typeof inlineJustifies)[number];
  /** Wrap onto new lines when out of room (default true). */
  wrap?: boolean;
};

/** Children in a row that wraps, with even spacing. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', align = 'center', justify, wrap = true, ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...rest}
    />
  );
});
Inline.displayName = 'Inline';
