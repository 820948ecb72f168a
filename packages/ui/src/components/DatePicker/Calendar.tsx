import { forwardRef, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import {
  addDays,
  addMonths,
  type CalendarDate,
  monthGrid,
  parseDate,
  startOfMonth,
  todayIn,
  weekStartFor,
} from './calendarDates';
import {
  calendar,
  day as dayClass,
  grid,
  header,
  monthTitle,
  navButton,
  outside,
  weekday as weekdayClass,
} from './DatePicker.css';

export interface CalendarProps {
  value?: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  /** Earliest and latest choosable dates (inclusive). */
  min?: CalendarDate;
  max?: CalendarDate;
  isDateDisabled?: (date: CalendarDate) => boolean;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** "Today" for the underline; defaults to the current date in the browser's zone. */
  today?: CalendarDate;
  locale?: string;
  /** Focus the chosen (or today's) day when shown, as in a date picker popover. */
  autoFocus?: boolean;
}

const utc = { timeZone: 'UTC' } as const;

/**
 * A month grid (ARIA grid pattern): arrows move by day and week, Page Up/Down by month, Home/End to
 * the week's ends, Enter or Space chooses. Names are localised with Intl, never hard-coded.
 */
export const Calendar = forwardRef<HTMLDivElement, CalendarProps>(function Calendar(
  {
    value,
    onSelect,
    min,
    max,
    isDateDisabled,
    previousMonthLabel,
    nextMonthLabel,
    today: todayProp,
    locale: localeProp,
    autoFocus,
  },
  ref,
) {
  const locale = useLocale(localeProp);
  const today = todayProp ?? todayIn();
  const [focused, setFocused] = useState<CalendarDate>(value ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(Boolean(autoFocus));
  const weekStart = weekStartFor(locale);
  const weeks = monthGrid(focused, weekStart);

  useEffect(() => {
    if (!moved.current) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const disabled = (date: CalendarDate) =>
    Boolean((min && date < min) || (max && date > max) || isDateDisabled?.(date));

  const moveTo = (date: CalendarDate) => {
    moved.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const dow = (parseDate(focused).getUTCDay() - weekStart + 7) % 7;
    let next: CalendarDate | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(focused, -1);
        break;
      case 'ArrowRight':
        next = addDays(focused, 1);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'PageUp':
        next = addMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = addMonths(focused, event.shiftKey ? 12 : 1);
        break;
      case 'Home':
        next = addDays(focused, -dow);
        break;
      case 'End':
        next = addDays(focused, 6 - dow);
        break;
      default:
    }
    if (next) {
      event.preventDefault();
      moveTo(next);
    }
  };

  const monthName = new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' }).format(
    parseDate(startOfMonth(focused)),
  );
  const weekdayLong = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'narrow' });
  const dayLabel = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: 'full' });
  const headerDays = weeks[0]!.map((_, i) => addDays('2026-01-04', i + weekStart)); // 2026-01-04 is a Sunday
  const titleId = `calendar-${focused.slice(0, 7)}-title`;
  const previousMonthEnd = addDays(startOfMonth(focused), -1);
  const nextMonthStart = addMonths(startOfMonth(focused), 1);

  return (
    <div ref={ref} className={calendar}>
      <div className={header}>
        <button
          type="button"
          className={navButton}
          aria-label={previousMonthLabel}
          disabled={Boolean(min && previousMonthEnd < min)}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M9 2L4 7l5 5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
        <span id={titleId} className={monthTitle} aria-live="polite">
          {monthName}
        </span>
        <button
          type="button"
          className={navButton}
          aria-label={nextMonthLabel}
          disabled={Boolean(max && nextMonthStart > max)}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M5 2l5 5-5 5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern for a date picker */}
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {headerDays.map((d) => (
              <th key={d} scope="col" abbr={weekdayLong.format(parseDate(d))} className={weekdayClass}>
                {weekdayShort.format(parseDate(d))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) =>
                date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only a position
                  <td key={`blank-${i}`} className={outside} />
                ) : (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in a role="grid" table is a gridcell
                  <td key={date} aria-selected={date === value ? true : undefined}>
                    <button
                      type="button"
                      data-date={date}
                      data-today={date === today}
                      className={dayClass}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={dayLabel.format(parseDate(date))}
                      data-selected={date === value}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={disabled(date) || undefined}
                      onClick={() => {
                        moveTo(date);
                        if (!disabled(date)) onSelect(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
Calendar.displayName = 'Calendar';
