import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { currentLabel, item, list, marker, step, stepLabel } from './Stepper.css';

export const stepStatuses = ['upcoming', 'current', 'completed'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface StepperStep {
  id: string;
  label: ReactNode;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Id of the step the user is on. */
  current: string;
  /** Ids of finished steps; defaults to every step before `current`. */
  completed?: readonly string[];
  /** Accessible name of the navigation, e.g. "Booking steps". */
  label: string;
  /** Screen-reader suffix for finished steps, e.g. "completed". */
  completedLabel?: string;
  /** Makes completed steps buttons that go back to that step. */
  onStepSelect?: (id: string) => void;
  className?: string;
}

const Tick = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3 7.5l2.5 2.5L11 4.5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
  </svg>
);

/** Progress through a multi-step flow (booking, onboarding); the current step carries aria-current="step". */
export const Stepper = forwardRef<HTMLElement, StepperProps>(function Stepper(
  { steps, current, completed, label, completedLabel, onStepSelect, className },
  ref,
) {
  const currentIndex = steps.findIndex((s) => s.id === current);
  const done = new Set(completed ?? steps.slice(0, Math.max(0, currentIndex)).map((s) => s.id));
  return (
    <nav ref={ref} aria-label={label} className={className}>
      <ol className={list}>
        {steps.map((s, index) => {
          const status: StepStatus = s.id === current ? 'current' : done.has(s.id) ? 'completed' : 'upcoming';
          const inner = (
            <>
              <span className={marker({ status })} aria-hidden="true">
                {status === 'completed' ? <Tick /> : index + 1}
              </span>
              <span className={status === 'current' ? currentLabel : stepLabel}>{s.label}</span>
              {status === 'completed' && completedLabel ? (
                <span className={visuallyHidden}> {completedLabel}</span>
              ) : null}
            </>
          );
          const common = {
            className: step({ status }),
            'aria-current': status === 'current' ? ('step' as const) : undefined,
            'data-status': status,
          };
          return (
            <li key={s.id} className={item}>
              {onStepSelect && status === 'completed' ? (
                <button type="button" {...common} onClick={() => onStepSelect(s.id)}>
                  {inner}
                </button>
              ) : (
                <span {...common}>{inner}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
Stepper.displayName = 'Stepper';
