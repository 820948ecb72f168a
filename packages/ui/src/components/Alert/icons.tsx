export type StatusTone = 'error' | 'success' | 'warning' | 'info';

const paths: Record<StatusTone, string> = {
  error: 'M10 5.5v6M10 14v.5',
  warning: 'M10 6v5M10 13.5v.5',
  success: 'M6 10.5l2.5 2.5L14 7.5',
  info: 'M10 9v5M10 6v.5',
};

/** A decorative status icon; meaning is always carried by text too. */
export function StatusIcon({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d={paths[tone]} stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
