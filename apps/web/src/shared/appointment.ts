import type { Appointment } from '@pawcall/api-client';
import {
  type AppointmentDisplayLabel,
  appointmentDisplayLabel,
  JOIN_OPENS_MINUTES_BEFORE,
} from '@pawcall/domain';
import type { BadgeTone } from '@pawcall/ui';
import type { IntlShape } from 'react-intl';
import type { AnyMessageId } from '../i18n/messages';

const TONES: Record<AppointmentDisplayLabel, BadgeTone> = {
  requested: 'warning',
  vetResponded: 'accent',
  confirmed: 'brand',
  unconfirmed: 'warning',
  upcoming: 'brand',
  completed: 'success',
  incomplete: 'warning',
  cancelled: 'neutral',
  declined: 'danger',
  transferred: 'neutral',
  refunded: 'neutral',
  refundInProgress: 'neutral',
  undetermined: 'neutral',
};

/**
 * The appointment's display label and badge tone, from the one label rule of spec part 1 §4
 * (appointmentDisplayLabel), so a list and the appointment's page read the same. Its messages are in
 * the visit catalogue: the screens that show it are wrapped in <VisitMessages>.
 */
export function appointmentStatus(
  intl: IntlShape,
  appointment: Parameters<typeof appointmentDisplayLabel>[0],
  now: Date = new Date(),
): { label: string; tone: BadgeTone } {
  const label = appointmentDisplayLabel(appointment, now);
  return {
    label: intl.formatMessage({ id: `appointment.label.${label}` as AnyMessageId }),
    tone: TONES[label],
  };
}

export function appointmentTitle(intl: IntlShape, appointment: Pick<Appointment, 'pet'>): string {
  return intl.formatMessage({ id: 'appointment.title' }, { pet: appointment.pet.name });
}

/**
 * The moments the join rule (canJoin) can change its answer, to re-render at: the window opens 10
 * minutes before the start and closes at the end (only those already in may come back after it).
 */
export function joinWindowEdges(appointment: Pick<Appointment, 'start_at' | 'end_at'>): number[] {
  return [
    Date.parse(appointment.start_at) - JOIN_OPENS_MINUTES_BEFORE * 60_000,
    Date.parse(appointment.end_at),
  ];
}
