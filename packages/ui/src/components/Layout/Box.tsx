import { type ElementType, forwardRef, type HTMLAttributes } from 'react';
import { elementReset, type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Omit<HTMLAttributes<HTMLElement>, 'color'> &
  Sprinkles & {
    /** Element to render; defaults to div. A ul, ol or fieldset loses its bullets, indent and frame. */
    as?: ElementType;
  };

const sprinkleKeys = new Set(sprinkles.properties);

/** A styled element whose layout props (padding, gap, display…) map to theme tokens, responsively. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as: Component = 'div', className, ...rest },
  ref,
) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkleKeys.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  const reset = Component === 'ul' || Component === 'ol' || Component === 'fieldset';
  const classes = [sprinkles(atoms as Sprinkles), reset && elementReset, className].filter(Boolean).join(' ');
  return <Component ref={ref} className={classes} {...native} />;
});
Box.displayName = 'Box';
