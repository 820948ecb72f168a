import { forwardRef } from 'react';
import { bar, bars, root } from './CallQualityIndicator.css';

/** Spec part 1 §4: call quality levels, best first. */
export const callQualities = ['excellent', 'good', 'suboptimal', 'degraded', 'poor'] as const;
export type CallQuality = (typeof callQualities)[number];

const levels: Record<CallQuality, { filled: number; tone: 'success' | 'warning' | 'danger' }> = {
  excellent: { filled: 5, tone: 'success' },
  good: { filled: 4, tone: 'success' },
  suboptimal: { filled: 3, tone: 'warning' },
  degraded: { filled: 2, tone: 'warning' },
  poor: { filled: 1, tone: 'danger' },
};

export interface CallQualityIndicatorProps {
  quality: CallQuality;
  /** Translated name of each level, e.g. { excellent: 'Excellent connection', ... }. */
  labels: Record<CallQuality, string>;
  /** Show the label beside the bars (otherwise it is for screen readers only). */
  showLabel?: boolean;
  className?: string;
}

/** Signal bars for the call's network quality; the level's name is always announced. */
export const CallQualityIndicator = forwardRef<HTMLSpanElement, CallQualityIndicatorProps>(
  function CallQualityIndicator({ quality, labels, showLabel, className }, ref) {
    const { filled, tone } = levels[quality];
    return (
      <span
        ref={ref}
        role="img"
        aria-label={labels[quality]}
        data-quality={quality}
        className={[root, className].filter(Boolean).join(' ')}
      >
        <span className={bars} aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <span
              key={n}
              className={bar({ tone: n <= filled ? tone : 'off' })}
              style={{ height: 3 + n * 2.6 }}
            />
          ))}
        </span>
        {showLabel ? <span aria-hidden="true">{labels[quality]}</span> : null}
      </span>
    );
  },
);
CallQualityIndicator.displayName = 'CallQualityIndicator';
