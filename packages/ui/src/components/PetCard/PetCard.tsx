import { forwardRef, type ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { detail, facts, footer, header, identity, muted, name as nameClass, term } from './PetCard.css';

export interface PetFact {
  /** e.g. "Age", "Weight", "Sex". */
  label: ReactNode;
  value: ReactNode;
}

export interface PetCardProps {
  name: string;
  photoUrl?: string;
  /** Translated species and breed, e.g. "Dog · Beagle". */
  summary?: ReactNode;
  facts?: readonly PetFact[];
  /** Short flags, e.g. "Weight outdated" (spec: a weight older than 6 months). */
  warnings?: readonly string[];
  /** Actions or a link to the pet's page. */
  actions?: ReactNode;
  selected?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A pet in lists and the booking's pet step: photo or initials, species and breed, key facts. */
export const PetCard = forwardRef<HTMLElement, PetCardProps>(function PetCard(
  { name, photoUrl, summary, facts: factList, warnings, actions, selected, headingLevel = 3, className },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      ref={ref}
      as="article"
      variant={selected ? 'outlined' : 'raised'}
      padding="md"
      className={className}
      aria-label={name}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <div className={header}>
          <Avatar name={name} src={photoUrl} size="lg" decorative />
          <div className={identity}>
            <Heading className={nameClass}>{name}</Heading>
            {summary ? <span className={muted}>{summary}</span> : null}
          </div>
        </div>
        {factList && factList.length > 0 ? (
          <dl className={facts}>
            {factList.map((fact, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: facts are a fixed, ordered list
              <div key={i} style={{ display: 'contents' }}>
                <dt className={term}>{fact.label}</dt>
                <dd className={detail}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {warnings?.length || actions ? (
          <div className={footer}>
            {warnings?.map((w) => (
              <Badge key={w} tone="warning">
                {w}
              </Badge>
            ))}
            {actions}
          </div>
        ) : null}
      </div>
    </Card>
  );
});
PetCard.displayName = 'PetCard';
