import { forwardRef } from 'react';
import { Button } from '../Button/Button';
import {
  gap as gapClass,
  nav,
  page as pageClass,
  pages as pagesClass,
  status as statusClass,
} from './Pagination.css';

export const paginationVariants = ['numbers', 'compact'] as const;

export interface PaginationProps {
  /** 1-based current page (the spec's default list page is 1). */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Search results pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Spoken/visible status, e.g. (2, 5) => "Page 2 of 5". */
  statusLabel: (page: number, pageCount: number) => string;
  /** Accessible name of a page button, e.g. (3) => "Page 3". */
  pageLabel?: (page: number) => string;
  /** numbers: page buttons with gaps; compact: previous/next and the status only. */
  variant?: (typeof paginationVariants)[number];
  /** Show the control even when there is one page. */
  alwaysShow?: boolean;
  className?: string;
}

/** Pages to show: first, last, the current one and its neighbours; null marks a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** Previous / next paging with page numbers; hidden when everything fits on one page. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageCount,
    onPageChange,
    label,
    previousLabel,
    nextLabel,
    statusLabel,
    pageLabel,
    variant = 'numbers',
    alwaysShow,
    className,
  },
  ref,
) {
  const count = Math.max(1, pageCount);
  if (count <= 1 && !alwaysShow) return null;
  return (
    <nav ref={ref} aria-label={label} className={[nav, className].filter(Boolean).join(' ')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      {variant === 'numbers' ? (
        <ul className={pagesClass}>
          {pageWindow(page, count).map((p, i) =>
            p === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <li key={`gap-${i}`} className={gapClass} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className={pageClass}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={pageLabel?.(p)}
                  onClick={() => p !== page && onPageChange(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      <span className={statusClass} aria-live="polite">
        {statusLabel(page, count)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= count} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
