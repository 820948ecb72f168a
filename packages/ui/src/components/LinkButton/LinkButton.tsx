import { type ButtonHTMLAttributes, forwardRef } from 'react';
import type { TextLinkTone, TextLinkUnderline } from '../TextLink/TextLink';
import { textLink } from '../TextLink/TextLink.css';
import { buttonReset } from './LinkButton.css';

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: TextLinkTone;
  /** `hover` (default): underlined on hover and keyboard focus, like a stand-alone TextLink. */
  underline?: TextLinkUnderline;
}

/**
 * A button that reads like the links around it: an action (log out, open a notification) among
 * navigation links or in a list, where a filled Button would shout. It stays a real <button>, so
 * it acts on the page instead of navigating; for navigation use TextLink.
 */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton(
  { tone = 'brand', underline = 'hover', type = 'button', className, ...rest },
  ref,
) {
  const classes = [textLink({ tone, underline }), buttonReset, className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...rest} />;
});
LinkButton.displayName = 'LinkButton';
