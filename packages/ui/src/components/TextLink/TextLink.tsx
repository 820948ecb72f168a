import { Slot } from 'radix-ui';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { textLink } from './TextLink.css';

export const textLinkTones = ['brand', 'neutral', 'danger'] as const;
export const textLinkUnderlines = ['always', 'hover'] as const;
export type TextLinkTone = (typeof textLinkTones)[number];
export type TextLinkUnderline = (typeof textLinkUnderlines)[number];

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: TextLinkTone;
  /**
   * `always` (default) for links in running text, where colour alone must not mark a link;
   * `hover` for links that stand alone (lists, navigation): underlined on hover and keyboard focus.
   */
  underline?: TextLinkUnderline;
  /**
   * Style the single child instead of rendering an <a>, e.g. a router link:
   * <TextLink asChild><Link to="/cx/appointments">Appointments</Link></TextLink>.
   */
  asChild?: boolean;
}

/** A link that looks like one, with a visible focus ring; navigation stays a real <a>. */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { tone = 'brand', underline = 'always', asChild, className, ...rest },
  ref,
) {
  const classes = [textLink({ tone, underline }), className].filter(Boolean).join(' ');
  const Element = asChild ? Slot.Root : 'a';
  return <Element ref={ref} className={classes} {...rest} />;
});
TextLink.displayName = 'TextLink';
