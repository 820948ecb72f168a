import { Slot } from 'radix-ui';
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus (so a double submit cannot happen). */
  loading?: boolean;
  fullWidth?: boolean;
  /**
   * Style the single child instead of rendering a <button>, e.g. a router link:
   * <Button asChild><Link to="/book">Book</Link></Button>. `loading` and `type` do not apply.
   */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth,
    asChild,
    className,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root {...rest} ref={ref} className={classes} onClick={onClick}>
        {children}
      </Slot.Root>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
