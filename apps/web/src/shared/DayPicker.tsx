import { Box, Button, Inline, visuallyHidden } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { calendarDateValue } from '../i18n/dates';

/** A row of day buttons (one pressed) above a TimeslotPicker; @pawcall/ui has no date picker yet. */
export function DayPicker({
  days,
  value,
  onChange,
  label,
}: {
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
  label: string;
}) {
  const intl = useIntl();
  const format = (day: string, width: 'short' | 'long') =>
    intl.formatDate(calendarDateValue(day), {
      weekday: width,
      month: width,
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Box as="fieldset">
      <legend className={visuallyHidden}>{label}</legend>
      <Inline gap="xs">
        {days.map((day) => (
          <Button
            key={day}
            size="sm"
            variant={day === value ? 'primary' : 'secondary'}
            aria-pressed={day === value}
            title={format(day, 'long')}
            onClick={() => onChange(day)}
          >
            {format(day, 'short')}
          </Button>
        ))}
      </Inline>
    </Box>
  );
}

export function formatCalendarDay(intl: ReturnType<typeof useIntl>, day: string): string {
  return intl.formatDate(calendarDateValue(day), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
