import { forwardRef, type HTMLAttributes } from 'react';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const headingTones = ['default', 'muted', 'brand'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size each level takes unless `size` says otherwise. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = { 1: 'xxl', 2: 'lg', 3: 'md', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: renders h1–h4. */
  level?: HeadingLevel;
  /** The visual size (theme type scale), independent of the level. */
  size?: HeadingSize;
  tone?: HeadingTone;
}

/** A heading in the brand's heading font; `level` is structure, `size` is looks. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone = 'default', className, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  const classes = [heading({ size: size ?? defaultHeadingSize[level], tone }), className]
    .filter(Boolean)
    .join(' ');
  return <Element ref={ref} className={classes} {...rest} />;
});
Heading.displayName = 'Heading';
