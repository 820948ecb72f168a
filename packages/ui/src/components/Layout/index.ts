export { Box, type BoxProps } from './Box';
export { Inline, type InlineProps, inlineAligns, inlineJustifies } from './Inline';
export { Stack, type StackProps, stackAligns } from './Stack';
export { type ColumnCount, Columns, type ColumnsProps, columnCounts } from './Columns';
