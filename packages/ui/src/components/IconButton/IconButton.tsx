import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { count as countClass, icon, iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /**
   * The button's name, read by screen readers in place of the icon. When a count is shown, say it
   * here too ("Notifications, 3 unread"): the badge itself is hidden from them.
   */
  label: string;
  /** The icon: an inline <svg> drawn in currentColor; it is hidden from screen readers. */
  children: ReactNode;
  /**
   * A number beside the icon (unread notifications); nothing is shown for 0 or none. Shown as
   * given, never abbreviated, so the label can say exactly what is seen.
   */
  count?: number;
}

/**
 * A button that is an icon (the header's bell), with an optional count badge. Forwards its ref and
 * every prop, so it can be a menu's trigger (DropdownMenu's `trigger`).
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, count, type = 'button', className, ...rest },
  ref,
) {
  const classes = [iconButton, className].filter(Boolean).join(' ');
  return (
    <button ref={ref} type={type} aria-label={label} className={classes} {...rest}>
      <span aria-hidden="true" className={icon}>
        {children}
      </span>
      {count != null && count > 0 ? (
        <span aria-hidden="true" className={countClass}>
          {count}
        </span>
      ) : null}
    </button>
  );
});
IconButton.displayName = 'IconButton';
