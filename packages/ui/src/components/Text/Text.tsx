import { forwardRef, type HTMLAttributes } from 'react';
import { text } from './Text.css';

export const textElements = ['p', 'span', 'div'] as const;
export const textSizes = ['sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'danger', 'success'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; defaults to p. */
  as?: TextElement;
  /** Omitted: the parent's size. */
  size?: TextSize;
  /** `default` keeps the surrounding colour (the theme's text colour on a page). */
  tone?: TextTone;
  /** Omitted: the parent's weight. */
  weight?: TextWeight;
  /** Keep the line breaks of text typed over several lines. */
  preserveLineBreaks?: boolean;
}

/** Body text without the browser's paragraph margins; spacing comes from the layout (Stack, Inline). */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Element = 'p', size, tone = 'default', weight, preserveLineBreaks, className, ...rest },
  ref,
) {
  const classes = [text({ size, tone, weight, preserveLineBreaks }), className].filter(Boolean).join(' ');
  // The three elements share HTMLElement's attributes; the cast only narrows the ref's element type.
  return <Element ref={ref as React.Ref<HTMLParagraphElement>} className={classes} {...rest} />;
});
Text.displayName = 'Text';
