import { forwardRef, type ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Money } from '../Money/Money';
import {
  chips,
  footer,
  header,
  identity,
  muted,
  name as nameClass,
  rate as rateClass,
  rating as ratingClass,
  star,
} from './VetCard.css';

export interface VetCardProps {
  /** Display name, e.g. "Dr. Jane Smith". */
  name: string;
  photoUrl?: string;
  /** Translated designation, e.g. "Veterinarian" or "Veterinary technician". */
  designation?: ReactNode;
  /** e.g. "DVM", "RVT"; shown after the name. */
  postNominal?: string;
  /** 0–5. */
  rating?: number;
  ratingCount?: number;
  /** What a screen reader hears for the rating, e.g. "Rated 4.8 out of 5 from 120 reviews". */
  ratingLabel?: string;
  /** Appointment rate in cents. */
  rate?: { amount: number; currency: string };
  /** Shown after the rate, e.g. "per appointment". */
  rateLabel?: ReactNode;
  /** Hidden pricing: the rate is not shown. */
  hidePrice?: boolean;
  /** Translated species names, shown as chips. */
  species?: readonly string[];
  /** Accessible name for the species list, e.g. "Species treated". */
  speciesLabel?: string;
  /** Slot for the profile link or a Book button (the app's router link). */
  link?: ReactNode;
  /** Extra content (e.g. a TimeslotPicker) under the details. */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  locale?: string;
  className?: string;
}

/** A vet or technician in search results: photo or initials, credentials, rating, rate, species. */
export const VetCard = forwardRef<HTMLElement, VetCardProps>(function VetCard(
  {
    name,
    photoUrl,
    designation,
    postNominal,
    rating,
    ratingCount,
    ratingLabel,
    rate,
    rateLabel,
    hidePrice,
    species,
    speciesLabel,
    link,
    children,
    headingLevel = 3,
    locale,
    className,
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card ref={ref} as="article" variant="outlined" className={className}>
      <div className={header}>
        <Avatar name={name} src={photoUrl} size="lg" decorative />
        <div className={identity}>
          <Heading className={nameClass}>
            {name}
            {postNominal ? `, ${postNominal}` : null}
          </Heading>
          {designation ? <span className={muted}>{designation}</span> : null}
          {rating !== undefined ? (
            <span className={ratingClass} role="img" aria-label={ratingLabel ?? String(rating)}>
              <svg className={star} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M8 1.2l2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.5l-4.2 2.3 1-4.6L1.3 6l4.7-.5z"
                />
              </svg>
              <span aria-hidden="true">
                {rating.toFixed(1)}
                {ratingCount !== undefined ? <span className={muted}> ({ratingCount})</span> : null}
              </span>
            </span>
          ) : null}
        </div>
      </div>
      {species && species.length > 0 ? (
        <ul className={chips} aria-label={speciesLabel}>
          {species.map((s) => (
            <li key={s}>
              <Badge tone="brand">{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      {(rate && !hidePrice) || link ? (
        <div className={footer}>
          {rate && !hidePrice ? (
            <span>
              <Money className={rateClass} amount={rate.amount} currency={rate.currency} locale={locale} />{' '}
              {rateLabel ? <span className={muted}>{rateLabel}</span> : null}
            </span>
          ) : (
            <span />
          )}
          {link}
        </div>
      ) : null}
    </Card>
  );
});
VetCard.displayName = 'VetCard';
