import { forwardRef, type ReactNode, useMemo } from 'react';
import { useLocale } from '../../theme/ThemeProvider';
import { Combobox, type ComboboxOption } from '../Combobox/Combobox';

export interface TimeZonePickerProps {
  label: ReactNode;
  /** IANA zone, e.g. "America/Toronto". */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (timeZone: string) => void;
  emptyMessage: string;
  /** Zones offered; defaults to every zone the browser knows (Intl.supportedValuesOf). */
  timeZones?: readonly string[];
  /** The instant whose UTC offset is shown (offsets change with daylight saving); defaults to now. */
  at?: Date;
  description?: ReactNode;
  errors?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  locale?: string;
  name?: string;
  id?: string;
  className?: string;
}

/** "GMT-05:00" style offset of a zone at an instant, in the given locale. */
export function timeZoneOffset(timeZone: string, at: Date, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

function allTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

/**
 * Chooses an IANA time zone by typing any part of its name or offset ("toronto", "GMT-05").
 * The spec asks for the time zone before a time can be chosen; the booking steps use this.
 */
export const TimeZonePicker = forwardRef<HTMLInputElement, TimeZonePickerProps>(function TimeZonePicker(
  { timeZones, at, locale: localeProp, ...rest },
  ref,
) {
  const locale = useLocale(localeProp);
  const instant = at ?? new Date();
  const time = instant.getTime();
  const options: ComboboxOption[] = useMemo(
    () =>
      (timeZones ?? allTimeZones()).map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
        hint: timeZoneOffset(zone, new Date(time), locale),
      })),
    [timeZones, time, locale],
  );
  return <Combobox ref={ref} options={options} {...rest} />;
});
TimeZonePicker.displayName = 'TimeZonePicker';
