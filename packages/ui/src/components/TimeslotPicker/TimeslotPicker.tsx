import { forwardRef, type ReactNode, useId, useState } from 'react';
import { errorText } from '../FormField/FormField.css';
import {
  day as dayClass,
  dayLabel,
  days as daysClass,
  empty,
  fieldset,
  legend,
  slot as slotClass,
  slots as slotsClass,
  status,
} from './TimeslotPicker.css';

/** Spec part 2 §9: a client may pick up to 3 timeslots. */
export const DEFAULT_MAX_TIMESLOTS = 3;

export const timeslotModes = ['multiple', 'single'] as const;
export type TimeslotMode = (typeof timeslotModes)[number];

export interface Timeslot {
  id: string;
  /** Formatted time, e.g. "9:30 AM". */
  label: string;
  /** Fuller name for screen readers if the label alone is ambiguous, e.g. "Tuesday 9:30 AM". */
  accessibleLabel?: string;
  disabled?: boolean;
}

export interface TimeslotDay {
  id: string;
  /** Formatted day, e.g. "Tue, Nov 24". */
  label: ReactNode;
  slots: readonly Timeslot[];
}

export interface TimeslotPickerProps {
  /** Group label, e.g. "Choose up to 3 times". */
  label: ReactNode;
  days: readonly TimeslotDay[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (ids: string[]) => void;
  /** 'multiple' (up to `max`) or 'single' (choosing one replaces the other). */
  mode?: TimeslotMode;
  max?: number;
  /** Shown (and announced) once `max` slots are chosen, e.g. "You can choose up to 3 times." */
  limitMessage?: ReactNode;
  /** Shown under a day with no free slots, e.g. "No times available". */
  noSlotsLabel?: ReactNode;
  errors?: readonly string[];
  className?: string;
}

/** Days × times; each time is a toggle button (aria-pressed). */
export const TimeslotPicker = forwardRef<HTMLFieldSetElement, TimeslotPickerProps>(function TimeslotPicker(
  {
    label,
    days,
    value,
    defaultValue,
    onValueChange,
    mode = 'multiple',
    max = DEFAULT_MAX_TIMESLOTS,
    limitMessage,
    noSlotsLabel,
    errors,
    className,
  },
  ref,
) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue ?? []);
  const selected = value ?? uncontrolled;
  const limit = mode === 'single' ? 1 : Math.max(1, max);
  const atLimit = mode === 'multiple' && selected.length >= limit;
  const errorId = errors?.length ? `${id}-error` : undefined;

  const toggle = (slotId: string) => {
    let next: string[];
    if (selected.includes(slotId)) next = selected.filter((s) => s !== slotId);
    else if (mode === 'single') next = [slotId];
    else if (atLimit) return;
    else next = [...selected, slotId];
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <fieldset
      ref={ref}
      className={[fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={errorId}
    >
      <legend className={legend}>{label}</legend>
      <div className={daysClass}>
        {days.map((d) => {
          return (
            <fieldset key={d.id} className={dayClass}>
              <legend className={dayLabel}>{d.label}</legend>
              {d.slots.length === 0 ? (
                <span className={empty}>{noSlotsLabel}</span>
              ) : (
                <div className={slotsClass}>
                  {d.slots.map((s) => {
                    const pressed = selected.includes(s.id);
                    const blocked = atLimit && !pressed;
                    return (
                      <button
                        key={s.id}
                        type="button"
                        className={slotClass}
                        aria-pressed={pressed}
                        aria-label={s.accessibleLabel}
                        disabled={s.disabled}
                        aria-disabled={blocked || undefined}
                        onClick={() => toggle(s.id)}
                      >
                        {s.label}
                      </button>
                    );
                  })}
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <p role="status" className={status}>
        {atLimit ? limitMessage : null}
      </p>
      {errorId ? (
        <p id={errorId} className={errorText}>
          {errors!.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
});
TimeslotPicker.displayName = 'TimeslotPicker';
