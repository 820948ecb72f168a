import { usePartnerAvailability } from '@pawcall/api-client';
import { bookableDate, earliestBookableDate } from '@pawcall/domain';
import { Alert, Spinner, Stack, TimeslotPicker } from '@pawcall/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleState, useViewer } from '../../shared/AppContext';
import { DayPicker, formatCalendarDay } from '../../shared/DayPicker';
import { dateInZone, nextDates, zonedDayRange } from '../../i18n/dates';
import { useBookingActor, useBookingSelector } from './BookingMachineContext';

/**
 * "When a chosen slot is no longer available, the other choices stay saved and the client picks a
 * new slot": the vet's free times, starting on the day of the slot that was taken.
 */
export function SlotTaken() {
  const intl = useIntl();
  const actor = useBookingActor();
  const viewer = useViewer();
  const { timeZone } = useLocaleState();
  const quote = useBookingSelector((s) => s.context.quote);
  const creating = useBookingSelector((s) => s.hasTag('loading'));
  const error = useBookingSelector((s) => s.context.error);
  const now = new Date();
  const [date, setDate] = useState(() =>
    bookableDate(quote ? dateInZone(quote.start_at, timeZone) : null, now, timeZone),
  );
  const address = viewer?.profile_address;
  const body = useMemo(
    () => ({
      ...zonedDayRange(date, timeZone),
      ...(address ? { country: address.country, province: address.province } : {}),
    }),
    [date, timeZone, address],
  );
  const availability = usePartnerAvailability(quote?.partner.uuid, body);
  const slots = availability.data ?? [];
  const time = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });

  return (
    <Stack gap="lg">
      <Alert tone="warning">{intl.formatMessage({ id: 'booking.error.slotUnavailable' })}</Alert>
      {error && error.code !== 'SLOT_UNAVAILABLE' ? <Alert tone="error">{error.message}</Alert> : null}
      <DayPicker
        days={nextDates(earliestBookableDate(now, timeZone), 7)}
        value={date}
        onChange={setDate}
        label={intl.formatMessage({ id: 'partner.book.days' })}
      />
      {availability.isPending || creating ? (
        <Spinner
          label={intl.formatMessage({
            id: creating ? 'partner.book.reserving' : 'partner.book.loadingTimes',
          })}
        />
      ) : (
        <TimeslotPicker
          label={intl.formatMessage({ id: 'booking.slotTaken.choose' })}
          mode="single"
          value={[]}
          days={[
            {
              id: date,
              label: formatCalendarDay(intl, date),
              slots: slots.map((slot) => ({
                id: slot.start_at,
                label: time(slot.start_at),
                accessibleLabel: intl.formatMessage(
                  { id: 'partner.book.slotLabel' },
                  { day: formatCalendarDay(intl, date), time: time(slot.start_at) },
                ),
              })),
            },
          ]}
          onValueChange={(ids) => {
            const slot = slots.find((candidate) => candidate.start_at === ids[0]);
            if (slot)
              actor.send({
                type: 'slot.select',
                start_at: slot.start_at,
                end_at: slot.end_at,
                now: Date.now(),
              });
          }}
          noSlotsLabel={intl.formatMessage({ id: 'partner.book.noTimes' })}
        />
      )}
    </Stack>
  );
}
