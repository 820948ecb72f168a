import { forwardRef, type HTMLAttributes } from 'react';
import { card } from './Card.css';

export const cardVariants = ['raised', 'outlined', 'flat'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElements = ['div', 'section', 'article', 'li'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  variant?: (typeof cardVariants)[number];
  padding?: (typeof cardPaddings)[number];
  /** Hover lift and focus-within ring, for cards that contain a main link. */
  interactive?: boolean;
  as?: (typeof cardElements)[number];
}

/** A surface that groups related content. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { variant = 'raised', padding = 'md', interactive, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      // biome-ignore lint/suspicious/noExplicitAny: the element type varies with `as`
      ref={ref as any}
      className={[card({ variant, padding, interactive }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
Card.displayName = 'Card';
