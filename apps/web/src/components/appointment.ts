import type { Appointment } from '@pawcall/api-client';
import type { BadgeTone } from '@pawcall/ui';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** Display label and tone of an appointment's state (spec part 1, section 4: labels). */
export function appointmentStatus(
  intl: IntlShape,
  appointment: Pick<Appointment, 'status' | 'partner_declined_at' | 'end_at'>,
  now: number = Date.now(),
): { label: string; tone: BadgeTone } {
  const status = (id: MessageId, tone: BadgeTone) => ({ label: intl.formatMessage({ id }), tone });
  if (appointment.partner_declined_at) return status('appointment.status.declined', 'danger');
  switch (appointment.status) {
    case 'CONFIRMED':
      // "Upcoming means Confirmed" while it has not ended.
      return Date.parse(appointment.end_at) >= now
        ? status('appointment.status.upcoming', 'brand')
        : status('appointment.status.confirmed', 'neutral');
    case 'COMPLETED':
      return status('appointment.status.completed', 'success');
    case 'CANCELLED':
      return status('appointment.status.cancelled', 'neutral');
    case 'INCOMPLETE':
      return status('appointment.status.incomplete', 'warning');
    case 'REQUIRES_PAYMENT':
      return status('appointment.status.requiresPayment', 'warning');
  }
}

export function appointmentTitle(intl: IntlShape, appointment: Pick<Appointment, 'pet'>): string {
  return intl.formatMessage({ id: 'appointment.title' }, { pet: appointment.pet.name });
}
