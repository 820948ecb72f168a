import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Inline';
import {
  illustration as illustrationClass,
  message as messageClass,
  screen,
  title as titleClass,
} from './ErrorScreen.css';

export interface ErrorScreenProps {
  /** e.g. "Woof! Unable to connect" (translated by the app). */
  title: ReactNode;
  message?: ReactNode;
  tryAgainLabel?: string;
  onTryAgain?: () => void;
  logOutLabel?: string;
  onLogOut?: () => void;
  /** Replaces the default paw illustration; pass null for none. */
  illustration?: ReactNode;
  headingLevel?: 1 | 2;
  /** Move focus to the title on mount so screen readers announce the failure (default true). */
  focusOnMount?: boolean;
  className?: string;
}

const Paw = () => (
  <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
    <g fill="currentColor">
      <ellipse cx="32" cy="42" rx="14" ry="11" />
      <ellipse cx="14" cy="28" rx="6" ry="8" />
      <ellipse cx="50" cy="28" rx="6" ry="8" />
      <ellipse cx="24" cy="16" rx="6" ry="8" />
      <ellipse cx="40" cy="16" rx="6" ry="8" />
    </g>
  </svg>
);

/** A full-page failure (e.g. connection lost) with try-again and log-out actions. */
export const ErrorScreen = forwardRef<HTMLDivElement, ErrorScreenProps>(function ErrorScreen(
  {
    title,
    message,
    tryAgainLabel,
    onTryAgain,
    logOutLabel,
    onLogOut,
    illustration,
    headingLevel = 1,
    focusOnMount = true,
    className,
  },
  ref,
) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div ref={ref} className={[screen, className].filter(Boolean).join(' ')}>
      {illustration === undefined ? (
        <span className={illustrationClass}>
          <Paw />
        </span>
      ) : (
        illustration
      )}
      <Heading ref={headingRef} tabIndex={-1} className={titleClass}>
        {title}
      </Heading>
      {message ? <p className={messageClass}>{message}</p> : null}
      <Inline gap="md" justify="center">
        {onTryAgain && tryAgainLabel ? <Button onClick={onTryAgain}>{tryAgainLabel}</Button> : null}
        {onLogOut && logOutLabel ? (
          <Button variant="secondary" onClick={onLogOut}>
            {logOutLabel}
          </Button>
        ) : null}
      </Inline>
    </div>
  );
});
ErrorScreen.displayName = 'ErrorScreen';
