import { forwardRef, type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import { Money } from '../Money/Money';
import {
  amount as amountClass,
  discount,
  heading,
  itemDescription,
  label as labelClass,
  list,
  row,
  total as totalClass,
} from './QuoteSummary.css';

export interface QuoteSummaryItem {
  id: string;
  /** Translated name of the line, e.g. "Appointment fee", "Promo FOLLOWUP15". */
  label: ReactNode;
  description?: ReactNode;
  /** Cents; negative for discounts and coupons. */
  amount: number;
}

export interface QuoteSummaryProps {
  title?: ReactNode;
  items: readonly QuoteSummaryItem[];
  /** e.g. "Total". */
  totalLabel: ReactNode;
  /** Total in cents (from the quote; never summed here, the server is the authority). */
  total: number;
  currency: string;
  locale?: string;
  /** Hidden pricing: amounts are replaced by `hiddenLabel` (or left out). */
  hidden?: boolean;
  hiddenLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The quote's lines and total, as a description list. */
export const QuoteSummary = forwardRef<HTMLElement, QuoteSummaryProps>(function QuoteSummary(
  { title, items, totalLabel, total, currency, locale, hidden, hiddenLabel, headingLevel = 2, className },
  ref,
) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      ref={ref}
      as="section"
      variant="outlined"
      aria-labelledby={title ? headingId : undefined}
      className={className}
    >
      {title ? (
        <Heading id={headingId} className={heading}>
          {title}
        </Heading>
      ) : null}
      <dl className={list}>
        {items.map((item) => (
          <div key={item.id} className={row}>
            <dt className={labelClass}>
              {item.label}
              {item.description ? <span className={itemDescription}>{item.description}</span> : null}
            </dt>
            <dd className={[amountClass, item.amount < 0 ? discount : ''].filter(Boolean).join(' ')}>
              <Money
                amount={item.amount}
                currency={currency}
                locale={locale}
                hidden={hidden}
                hiddenLabel={hiddenLabel}
              />
            </dd>
          </div>
        ))}
        <div className={[row, totalClass].join(' ')}>
          <dt className={labelClass}>{totalLabel}</dt>
          <dd className={amountClass}>
            <Money
              amount={total}
              currency={currency}
              locale={locale}
              hidden={hidden}
              hiddenLabel={hiddenLabel}
            />
          </dd>
        </div>
      </dl>
    </Card>
  );
});
QuoteSummary.displayName = 'QuoteSummary';
