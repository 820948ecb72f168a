import { forwardRef, type ReactNode } from 'react';
import { alert, body, dismiss, iconTone, title as titleClass } from './Alert.css';
import { CloseIcon, StatusIcon } from './icons';

export const alertTones = ['error', 'success', 'warning', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  /** Accessible name of the close button (required with onDismiss), e.g. "Dismiss". */
  dismissLabel?: string;
  className?: string;
}

/** An inline banner for a form or page outcome; announced at once (role="alert"). */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'error', title, children, onDismiss, dismissLabel, className },
  ref,
) {
  return (
    <div
      ref={ref}
      role="alert"
      data-tone={tone}
      className={[alert({ tone }), className].filter(Boolean).join(' ')}
    >
      <StatusIcon tone={tone} className={iconTone({ tone })} />
      <div className={body}>
        {title ? <p className={titleClass}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
});
Alert.displayName = 'Alert';
