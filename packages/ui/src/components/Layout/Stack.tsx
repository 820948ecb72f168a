import { forwardRef } from 'react';
import type { Space } from '../../theme/tokens';
import { Box, type BoxProps } from './Box';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /** Space between children (theme spacing scale). */
  gap?: Space;
  align?: (typeof stackAligns)[number];
};

/** Children in a column with even spacing. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 'md', align, ...rest }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} alignItems={align} {...rest} />;
});
Stack.displayName = 'Stack';
