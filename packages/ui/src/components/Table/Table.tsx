import {
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useId,
} from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { caption as captionClass, cell, head, row, scroller, table } from './Table.css';

export const tableDensities = ['comfortable', 'compact'] as const;
export const tableRowStyles = ['divided', 'zebra'] as const;
export const tableCellAligns = ['start', 'center', 'end'] as const;
export type TableDensity = (typeof tableDensities)[number];
export type TableRowStyle = (typeof tableRowStyles)[number];
export type TableCellAlign = (typeof tableCellAligns)[number];

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * A table says what it holds: a caption (shown, or read to screen readers only when a heading beside
 * it already says so), or else the id of that heading or a label. The same name labels the scrolling
 * region, so a keyboard user who lands on it hears what they are about to scroll.
 */
type TableName =
  | { caption: ReactNode; hideCaption?: boolean; 'aria-labelledby'?: undefined; 'aria-label'?: undefined }
  | { caption?: undefined; hideCaption?: undefined; 'aria-labelledby': string; 'aria-label'?: undefined }
  | { caption?: undefined; hideCaption?: undefined; 'aria-labelledby'?: undefined; 'aria-label': string };

export type TableProps = Omit<TableHTMLAttributes<HTMLTableElement>, 'aria-label' | 'aria-labelledby'> &
  TableName & {
    /** `comfortable` (default) or `compact`, for long lists read at a glance. */
    density?: TableDensity;
    /** `divided` (default): a line between rows; `zebra`: every other row shaded. */
    rows?: TableRowStyle;
  };

/**
 * A data table. It scrolls sideways inside its own frame on narrow screens; the frame is a named,
 * focusable region so it can be scrolled from the keyboard (WCAG 2.1.1).
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  {
    caption,
    hideCaption = false,
    density = 'comfortable',
    rows = 'divided',
    className,
    children,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...rest
  },
  ref,
) {
  const captionId = useId();
  const hasCaption = caption != null && caption !== false;
  const labelledBy = hasCaption ? captionId : ariaLabelledBy;
  return (
    // A named <section> is a region (the frame's name is the table's).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse.
    <section aria-labelledby={labelledBy} aria-label={ariaLabel} tabIndex={0} className={scroller}>
      <table
        ref={ref}
        className={join(table({ density, rows }), className)}
        aria-labelledby={hasCaption ? undefined : ariaLabelledBy}
        aria-label={ariaLabel}
        {...rest}
      >
        {hasCaption ? (
          <caption id={captionId} className={join(captionClass, hideCaption && visuallyHidden)}>
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </section>
  );
});
Table.displayName = 'Table';

export const TableHead = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableHead({ className, ...rest }, ref) {
    return <thead ref={ref} className={join(head, className)} {...rest} />;
  },
);
TableHead.displayName = 'TableHead';

export const TableBody = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableBody(props, ref) {
    return <tbody ref={ref} {...props} />;
  },
);
TableBody.displayName = 'TableBody';

export const TableRow = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(
  function TableRow({ className, ...rest }, ref) {
    return <tr ref={ref} className={join(row, className)} {...rest} />;
  },
);
TableRow.displayName = 'TableRow';

interface CellOptions {
  /** `end` for amounts and counts; follows the writing direction. */
  align?: TableCellAlign;
  /** Amounts and counts: aligned to the end with digits of equal width, so the column lines up. */
  numeric?: boolean;
}

export type TableHeaderCellProps = Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align' | 'scope'> &
  CellOptions & {
    /** `col` (default) heads a column; `row` names its row (the row's first cell). */
    scope?: 'col' | 'row';
  };

export const TableHeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(
  function TableHeaderCell({ scope = 'col', align, numeric = false, className, ...rest }, ref) {
    const classes = cell({
      align: align ?? (numeric ? 'end' : 'start'),
      numeric,
      kind: scope === 'col' ? 'column' : 'row',
    });
    return <th ref={ref} scope={scope} className={join(classes, className)} {...rest} />;
  },
);
TableHeaderCell.displayName = 'TableHeaderCell';

export type TableCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & CellOptions;

export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { align, numeric = false, className, ...rest },
  ref,
) {
  const classes = cell({ align: align ?? (numeric ? 'end' : 'start'), numeric, kind: 'data' });
  return <td ref={ref} className={join(classes, className)} {...rest} />;
});
TableCell.displayName = 'TableCell';
