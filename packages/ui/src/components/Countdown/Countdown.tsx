import { forwardRef, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { countdown } from './Countdown.css';

/** 75 → "01:15"; minutes are not wrapped into hours. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export interface CountdownProps {
  /** Seconds left, when the caller (e.g. a machine) owns the clock. */
  secondsLeft?: number;
  /** Deadline, when the component should tick by itself. */
  endsAt?: Date | number;
  /** Accessible name, e.g. "Time left to complete your booking". */
  label: string;
  /** Announcement politely read at each minute change, e.g. (4) => "4 minutes left". */
  announce?: (minutesLeft: number) => string;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
  /** Turns the danger colour at or below this many seconds (default 60). */
  urgentAtSeconds?: number;
  className?: string;
}

function secondsUntil(endsAt: Date | number) {
  return Math.max(0, Math.ceil((Number(endsAt) - Date.now()) / 1000));
}

/** mm:ss timer. The digits are not live (role=timer, too chatty); a polite region speaks once a minute. */
export const Countdown = forwardRef<HTMLDivElement, CountdownProps>(function Countdown(
  { secondsLeft, endsAt, label, announce, onExpire, urgentAtSeconds = 60, className },
  ref,
) {
  const [ticked, setTicked] = useState(() => (endsAt === undefined ? 0 : secondsUntil(endsAt)));
  useEffect(() => {
    if (endsAt === undefined) return;
    setTicked(secondsUntil(endsAt));
    const timer = setInterval(() => setTicked(secondsUntil(endsAt)), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const seconds = Math.max(0, secondsLeft ?? ticked);
  const minutes = Math.floor(seconds / 60);

  const [announcement, setAnnouncement] = useState('');
  const lastMinute = useRef(minutes);
  useEffect(() => {
    if (minutes !== lastMinute.current) {
      lastMinute.current = minutes;
      if (announce) setAnnouncement(announce(minutes));
    }
  }, [minutes, announce]);

  const expired = useRef(false);
  useEffect(() => {
    if (seconds === 0 && !expired.current) {
      expired.current = true;
      onExpire?.();
    } else if (seconds > 0) {
      expired.current = false;
    }
  }, [seconds, onExpire]);

  return (
    <div ref={ref} className={className}>
      <span role="timer" aria-label={label} className={countdown({ urgent: seconds <= urgentAtSeconds })}>
        {formatCountdown(seconds)}
      </span>
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
});
Countdown.displayName = 'Countdown';
