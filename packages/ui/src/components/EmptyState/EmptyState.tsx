import { forwardRef, type ReactNode } from 'react';
import { body, icon as iconClass, root, title as titleClass } from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon; defaults to a paw print. */
  icon?: ReactNode;
  /** The way forward, e.g. a Button "Book a vet". */
  action?: ReactNode;
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  className?: string;
}

const Paw = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <ellipse cx="6" cy="9" rx="2" ry="2.6" />
    <ellipse cx="10" cy="5.5" rx="2" ry="2.6" />
    <ellipse cx="14.5" cy="5.5" rx="2" ry="2.6" />
    <ellipse cx="18.5" cy="9" rx="2" ry="2.6" />
    <path d="M12 11c-3 0-6 4-6 6.5 0 1.8 1.6 2.5 3 2.5 1.3 0 2-.6 3-.6s1.7.6 3 .6c1.4 0 3-.7 3-2.5C18 15 15 11 12 11z" />
  </svg>
);

/** What a list shows when it has nothing yet, with the next step. */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, headingLevel = 2, className },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={[root, className].filter(Boolean).join(' ')}>
      <span className={iconClass} aria-hidden="true">
        {icon ?? <Paw />}
      </span>
      <Heading className={titleClass}>{title}</Heading>
      {description ? <p className={body}>{description}</p> : null}
      {action}
    </section>
  );
});
EmptyState.displayName = 'EmptyState';
