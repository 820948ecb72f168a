import { type Timeslot, usePartnerAvailability } from '@pawcall/api-client';
import { earliestBookableDate } from '@pawcall/domain';
import { Spinner, Stack, Text, TimeslotPicker } from '@pawcall/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleState } from '../../shared/AppContext';
import { DayPicker, formatCalendarDay } from '../../shared/DayPicker';
import { nextDates, zonedDayRange } from '../../i18n/dates';

const DAYS_SHOWN = 7;

/**
 * A vet's free times, one day at a time (POST partner/{uuid}/availability), for moving an
 * appointment or booking its follow-up. The chosen day and time belong to the caller, so they
 * survive a refetch, a timed-out session or a taken slot.
 */
export function SlotChooser({
  partnerUuid,
  date,
  onDateChange,
  value,
  onChange,
  label,
  disabled = false,
}: {
  partnerUuid: string;
  date: string | null;
  onDateChange: (date: string) => void;
  value: string | null;
  onChange: (slot: Timeslot) => void;
  label: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { timeZone } = useLocaleState();
  const firstDate = earliestBookableDate(new Date(), timeZone);
  const day = date && date >= firstDate ? date : firstDate;
  const week = nextDates(firstDate, DAYS_SHOWN);
  const days = week.includes(day) ? week : [...week, day];
  const body = useMemo(() => zonedDayRange(day, timeZone), [day, timeZone]);
  const availability = usePartnerAvailability(partnerUuid, body);
  // "Silently ignored: availability fetch failures": an empty day.
  const slots = availability.data ?? [];
  const timeLabel = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap="sm">
      <Text tone="muted">{intl.formatMessage({ id: 'partner.book.timeZone' }, { timeZone })}</Text>
      <DayPicker
        days={days}
        value={day}
        onChange={onDateChange}
        label={intl.formatMessage({ id: 'transfer.day.label' })}
      />
      {availability.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'transfer.loadingTimes' })} />
      ) : (
        <TimeslotPicker
          label={label}
          mode="single"
          days={[
            {
              id: day,
              label: formatCalendarDay(intl, day),
              slots: slots.map((slot) => ({
                id: slot.start_at,
                label: timeLabel(slot.start_at),
                accessibleLabel: intl.formatMessage(
                  { id: 'transfer.time.slot' },
                  { day: formatCalendarDay(intl, day), time: timeLabel(slot.start_at) },
                ),
                disabled,
              })),
            },
          ]}
          value={value ? [value] : []}
          onValueChange={(ids) => {
            const slot = slots.find((candidate) => candidate.start_at === ids[0]);
            if (slot) onChange(slot);
          }}
          noSlotsLabel={intl.formatMessage({ id: 'transfer.time.none' })}
        />
      )}
    </Stack>
  );
}
