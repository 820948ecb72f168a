export { Box, type BoxProps } from './Box';
export { Inline, type InlineProps, inlineAligns, inlineJustifies } from './Inline';
export { Stack, type StackProps, stackAligns } from './Stack';
export {
  type ColumnCount,
  type ColumnMinItemWidth,
  Columns,
  type ColumnsProps,
  columnCounts,
  columnMinItemWidths,
} from './Columns';
