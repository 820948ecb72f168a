import { forwardRef, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Spinner } from '../Spinner/Spinner';
import {
  detail,
  fail,
  label as labelClass,
  list,
  pass,
  row,
  status as statusClass,
  title as titleClass,
} from './DeviceCheckPanel.css';

export const deviceCheckStatuses = ['pending', 'checking', 'pass', 'fail'] as const;
export type DeviceCheckStatus = (typeof deviceCheckStatuses)[number];

export interface DeviceCheck {
  id: string;
  /** e.g. "Camera", "Microphone", "Speakers", "Network". */
  label: ReactNode;
  status: DeviceCheckStatus;
  /** e.g. the device name, or what to do when it failed. */
  detail?: ReactNode;
  /** A control for this check, e.g. a Select of cameras or a "Play test sound" button. */
  control?: ReactNode;
}

export interface DeviceCheckPanelProps {
  title: ReactNode;
  checks: readonly DeviceCheck[];
  /** Translated status words. */
  statusLabels: Record<DeviceCheckStatus, string>;
  /** e.g. a camera preview (VideoTile). */
  preview?: ReactNode;
  /** e.g. "Continue" and "Check again" buttons. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The pre-call device and network test: each check with its status in words (never colour alone),
 * announced politely as it changes.
 */
export const DeviceCheckPanel = forwardRef<HTMLElement, DeviceCheckPanelProps>(function DeviceCheckPanel(
  { title, checks, statusLabels, preview, actions, headingLevel = 2, className },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card ref={ref} as="section" padding="lg" className={className}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <Heading className={titleClass}>{title}</Heading>
        {preview}
        <ul className={list} aria-live="polite">
          {checks.map((check) => (
            <li key={check.id} className={row} data-status={check.status}>
              <span className={labelClass}>
                <strong>{check.label}</strong>
                {check.detail ? <span className={detail}>{check.detail}</span> : null}
                {check.control}
              </span>
              <span
                className={[
                  statusClass,
                  check.status === 'pass' ? pass : '',
                  check.status === 'fail' ? fail : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
              >
                {check.status === 'checking' ? <Spinner size="sm" /> : null}
                {statusLabels[check.status]}
              </span>
            </li>
          ))}
        </ul>
        {actions ? <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>{actions}</div> : null}
      </div>
    </Card>
  );
});
DeviceCheckPanel.displayName = 'DeviceCheckPanel';
