import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/shared.css';

// A cell's padding comes from its table's density, so a cell needs no density of its own.
const cellPaddingY = createVar();
const cellPaddingX = createVar();

/** The scrolling frame: a table wider than the screen scrolls inside it, not the whole page. */
export const scroller = style([
  focusRing,
  {
    overflowX: 'auto',
    maxWidth: '100%',
    // Keyboard users scroll it with the arrow keys once it has focus; the ring sits inside the frame
    // because the frame clips whatever overflows it.
    selectors: { '&:focus-visible': { outlineOffset: -2 } },
  },
]);

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
  },
  variants: {
    density: {
      comfortable: { vars: { [cellPaddingY]: vars.space.sm, [cellPaddingX]: vars.space.md } },
      compact: { vars: { [cellPaddingY]: vars.space.xxs, [cellPaddingX]: vars.space.sm } },
    },
    rows: { divided: {}, zebra: {} },
  },
  defaultVariants: { density: 'comfortable', rows: 'divided' },
});

const divided = table.classNames.variants.rows.divided;
const zebra = table.classNames.variants.rows.zebra;

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
});

export const head = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  selectors: {
    [`${divided} tbody > &:not(:first-child)`]: { borderTop: `1px solid ${vars.color.borderSubtle}` },
    [`${zebra} tbody > &:nth-child(even)`]: { background: vars.color.surfaceSunken },
  },
});

export const cell = recipe({
  base: {
    padding: `${cellPaddingY} ${cellPaddingX}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  variants: {
    align: {
      start: {},
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    // Amounts and counts: digits of equal width, so a column of them lines up.
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
    // A column's header is quieter than the data under it; a row's header reads as the row's name.
    kind: {
      data: {},
      column: { fontWeight: vars.fontWeight.bold, color: vars.color.textMuted },
      row: { fontWeight: vars.fontWeight.bold },
    },
  },
});
