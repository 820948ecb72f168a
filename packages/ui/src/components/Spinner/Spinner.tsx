import { type CSSProperties, forwardRef } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { skeleton, skeletonLines, spinner, spinnerWrap } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, for screen readers (e.g. "Loading vets"). Omit when the parent already says it. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator; with a label it is a polite status region. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 'md', className },
  ref,
) {
  return (
    <span
      ref={ref}
      className={[spinnerWrap, className].filter(Boolean).join(' ')}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <span className={spinner({ size })} />
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </span>
  );
});
Spinner.displayName = 'Spinner';

export interface SkeletonProps {
  /** CSS width, e.g. "60%" or 120 (px). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Number of text lines to draw; the last is shorter. */
  lines?: number;
  circle?: boolean;
  className?: string;
}

/** A placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '1em', lines, circle, className },
  ref,
) {
  if (lines && lines > 1) {
    return (
      <span ref={ref} className={[skeletonLines, className].filter(Boolean).join(' ')} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical placeholders
          <span key={i} className={skeleton} style={{ width: i === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-testid="skeleton"
      className={[skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height: circle ? width : height, borderRadius: circle ? '50%' : undefined }}
    />
  );
});
Skeleton.displayName = 'Skeleton';
