import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { forwardRef, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FormField } from '../FormField/FormField';
import { display, displayStar, group, star } from './Rating.css';

export const ratingSizes = ['sm', 'md', 'lg'] as const;

function StarIcon({ half }: { half?: boolean }) {
  const gradientId = `half-star${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 24 24" width="100%" aria-hidden="true">
      {half ? (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={half ? `url(#${gradientId})` : 'currentColor'}
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  );
}

export interface RatingProps {
  label: ReactNode;
  /** Accessible name of each star, e.g. (3) => "3 stars". */
  starLabel: (stars: number) => string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (stars: number) => void;
  max?: number;
  errors?: readonly string[];
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  size?: (typeof ratingSizes)[number];
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Stars to rate a vet (a radio group: arrows move, Space and Enter choose), as the review form
 * needs ("rating, title and text required").
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  {
    label,
    starLabel,
    value,
    defaultValue,
    onValueChange,
    max = 5,
    errors,
    description,
    required,
    disabled,
    hideLabel,
    size = 'md',
    name,
    id,
    className,
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? 0);
  const current = value ?? uncontrolled;
  const [hover, setHover] = useState(0);
  const shown = hover || current;
  const select = (stars: number) => {
    if (value === undefined) setUncontrolled(stars);
    if (stars !== current) onValueChange?.(stars);
  };
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <FormField
      label={label}
      description={description}
      errors={errors}
      required={required}
      hideLabel={hideLabel}
      labelElement="span"
      id={id}
      className={className}
    >
      {({ id: groupId, ...field }) => (
        <RadixRadioGroup.Root
          ref={ref}
          id={groupId}
          {...field}
          className={group}
          orientation="horizontal"
          value={current ? String(current) : ''}
          onValueChange={(v) => select(Number(v))}
          name={name}
          required={required}
          disabled={disabled}
          onMouseLeave={() => setHover(0)}
        >
          {stars.map((n) => (
            <RadixRadioGroup.Item
              key={n}
              value={String(n)}
              aria-label={starLabel(n)}
              className={star({ size })}
              data-filled={n <= shown}
              onMouseEnter={() => !disabled && setHover(n)}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                if (event.key === 'Enter' && !disabled) select(n);
              }}
            >
              <StarIcon />
            </RadixRadioGroup.Item>
          ))}
        </RadixRadioGroup.Root>
      )}
    </FormField>
  );
});
Rating.displayName = 'Rating';

export interface RatingDisplayProps {
  /** 0 to max, halves drawn as half stars. */
  value: number;
  max?: number;
  /** What a screen reader hears, e.g. "Rated 4.5 out of 5". */
  label: string;
  className?: string;
}

/** A read-only star rating: one image named by `label`. */
export const RatingDisplay = forwardRef<HTMLSpanElement, RatingDisplayProps>(function RatingDisplay(
  { value, max = 5, label, className },
  ref,
) {
  return (
    <span ref={ref} role="img" aria-label={label} className={[display, className].filter(Boolean).join(' ')}>
      {Array.from({ length: max }, (_, i) => {
        const n = i + 1;
        const half = value >= n - 0.5 && value < n;
        return (
          <span key={n} className={displayStar} data-filled={n <= value || half} style={{ width: '1rem' }}>
            <StarIcon half={half} />
          </span>
        );
      })}
    </span>
  );
});
RatingDisplay.displayName = 'RatingDisplay';
