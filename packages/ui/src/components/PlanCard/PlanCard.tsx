import { forwardRef, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Money } from '../Money/Money';
import {
  amount as amountClass,
  benefit,
  benefits as benefitsClass,
  check,
  interval as intervalClass,
  name as nameClass,
  note,
  plan,
  price as priceClass,
  top,
} from './PlanCard.css';

export interface PlanCardProps {
  /** e.g. "Plus" or "Unlimited". */
  name: string;
  /** Price per term in cents. */
  price: { amount: number; currency: string };
  /** e.g. "per month", "every 3 months", "per year". */
  intervalLabel: ReactNode;
  benefits: readonly ReactNode[];
  /** e.g. "Save up to $300 annually". */
  savings?: ReactNode;
  /** A ribbon, e.g. "Most popular". */
  badge?: string;
  highlighted?: boolean;
  /** Hidden pricing: the price is replaced by `hiddenPriceLabel`. */
  hidePrice?: boolean;
  hiddenPriceLabel?: string;
  /** The choose button (or a link to checkout). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  locale?: string;
  className?: string;
}

/** A subscription plan (Plus, Unlimited): price per term, benefits and the way to buy it. */
export const PlanCard = forwardRef<HTMLElement, PlanCardProps>(function PlanCard(
  {
    name,
    price,
    intervalLabel,
    benefits,
    savings,
    badge,
    highlighted,
    hidePrice,
    hiddenPriceLabel,
    action,
    headingLevel = 3,
    locale,
    className,
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card ref={ref} as="article" padding="lg" aria-label={name} className={className}>
      <div className={plan} data-highlighted={highlighted || undefined}>
        <div className={top}>
          <Heading className={nameClass}>{name}</Heading>
          {badge ? <Badge tone="accent">{badge}</Badge> : null}
        </div>
        <p className={priceClass}>
          <span className={amountClass}>
            <Money
              amount={price.amount}
              currency={price.currency}
              locale={locale}
              hidden={hidePrice}
              hiddenLabel={hiddenPriceLabel}
            />
          </span>
          {hidePrice ? null : <span className={intervalClass}>{intervalLabel}</span>}
        </p>
        {savings ? <p className={note}>{savings}</p> : null}
        <ul className={benefitsClass}>
          {benefits.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: benefits are a fixed, ordered list
            <li key={i} className={benefit}>
              <svg className={check} width="14" height="14" viewBox="0 0 12 12" aria-hidden="true">
                <path
                  d="M2 6.5l2.5 2.5L10 3"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
              <span>{b}</span>
            </li>
          ))}
        </ul>
        {action}
      </div>
    </Card>
  );
});
PlanCard.displayName = 'PlanCard';
