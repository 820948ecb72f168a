import { forwardRef, type HTMLAttributes } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status or category label (appointment status, species chip). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', className, ...rest },
  ref,
) {
  return <span ref={ref} className={[badge({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
});
Badge.displayName = 'Badge';
