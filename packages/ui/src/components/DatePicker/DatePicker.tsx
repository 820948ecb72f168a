import { Popover } from 'radix-ui';
import { forwardRef, type ReactNode, useState } from 'react';
import { useLocale, usePortalContainer } from '../../theme/ThemeProvider';
import { FormField } from '../FormField/FormField';
import { control } from '../TextField/TextField.css';
import { Calendar } from './Calendar';
import { type CalendarDate, parseDate } from './calendarDates';
import { placeholderText, popover, trigger as triggerClass } from './DatePicker.css';

export interface DatePickerProps {
  label: ReactNode;
  /** "YYYY-MM-DD" or null. */
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onValueChange?: (date: CalendarDate) => void;
  /** Shown until a date is chosen, e.g. "Choose a date". */
  placeholder: string;
  previousMonthLabel: string;
  nextMonthLabel: string;
  min?: CalendarDate;
  max?: CalendarDate;
  isDateDisabled?: (date: CalendarDate) => boolean;
  today?: CalendarDate;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  locale?: string;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A date field that opens a calendar (Radix Popover): the chosen date reads in the user's locale
 * (MDY en-US, YMD en-CA, DMY fr-CA), focus moves into the month and returns to the field on close.
 */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  {
    label,
    value,
    defaultValue = null,
    onValueChange,
    placeholder,
    previousMonthLabel,
    nextMonthLabel,
    min,
    max,
    isDateDisabled,
    today,
    description,
    errors,
    required,
    disabled,
    locale: localeProp,
    name,
    id,
    className,
  },
  ref,
) {
  const locale = useLocale(localeProp);
  const container = usePortalContainer();
  const [open, setOpen] = useState(false);
  const [uncontrolled, setUncontrolled] = useState<CalendarDate | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  const shown = selected
    ? new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(parseDate(selected))
    : null;
  return (
    <FormField
      label={label}
      description={description}
      errors={errors}
      required={required}
      id={id}
      className={className}
    >
      {({ 'aria-invalid': invalid, 'aria-required': _required, ...field }) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              ref={ref}
              type="button"
              {...field}
              aria-labelledby={`${field['aria-labelledby']} ${field.id}`}
              aria-haspopup="dialog"
              // aria-invalid and aria-required are not allowed on a button: the error text describes
              // the field and the border shows the error
              data-invalid={invalid}
              className={[control({}), triggerClass].join(' ')}
              disabled={disabled}
            >
              <span className={shown ? undefined : placeholderText}>{shown ?? placeholder}</span>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <rect
                  x="2"
                  y="3"
                  width="12"
                  height="11"
                  rx="2"
                  stroke="currentColor"
                  fill="none"
                  strokeWidth="1.5"
                />
                <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </Popover.Trigger>
          <Popover.Portal container={container}>
            <Popover.Content
              className={popover}
              align="start"
              sideOffset={4}
              aria-labelledby={field['aria-labelledby']}
              role="dialog"
            >
              <Calendar
                value={selected}
                min={min}
                max={max}
                isDateDisabled={isDateDisabled}
                today={today}
                locale={locale}
                previousMonthLabel={previousMonthLabel}
                nextMonthLabel={nextMonthLabel}
                autoFocus
                onSelect={(date) => {
                  if (value === undefined) setUncontrolled(date);
                  setOpen(false);
                  if (date !== selected) onValueChange?.(date);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
          {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
        </Popover.Root>
      )}
    </FormField>
  );
});
DatePicker.displayName = 'DatePicker';
