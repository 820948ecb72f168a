import { HttpResponse, http } from 'msw';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The engine's partners all keep the default platform rate of migration 012. */
const PLATFORM_RATE = 0.2;

/** The server's refusals of "the vet did not join" (vetNoShowRefusal), with its en-US messages. */
const NO_SHOW_MESSAGES = {
  ALREADY_INCOMPLETE: 'This appointment is already marked as incomplete.',
  NOT_CONFIRMED: 'Only a confirmed appointment can be reported as one the vet did not join.',
  VET_JOINED:
    'The vet joined this appointment, so it cannot be reported as a no-show. Please contact support if something went wrong.',
  TOO_EARLY: 'You can report that the vet did not join from 10 minutes after the appointment starts.',
  TOO_LATE:
    'It is more than 24 hours since this appointment ended, so it can no longer be reported here. Please contact support.',
} as const;

/**
 * The vet's statement and the client's no-show report for the msw engine: the same rules
 * (partnerStatement, vetNoShowRefusal of @pawcall/domain) and messages as the API server,
 * over the engine's in-memory appointments, whose total stands for the visit's price.
 */
export function receiptNoShowHandlers(state: MockApiState) {
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  return [
    http.get('*/api/v1/px/appointments/:ref/receipt', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      const currency = appointment.total.currency;
      const money = (amount: number) => ({ amount, currency });
      const none =
        appointment.status === 'CANCELLED'
          ? ('CANCELLED' as const)
          : appointment.status === 'INCOMPLETE' && appointment.no_show_reported_by !== 'PARTNER'
            ? ('VET_NO_SHOW' as const)
            : null;
      const gross = none ? 0 : appointment.total.amount;
      const fee = Math.round(gross * PLATFORM_RATE);
      const earned = !none && (appointment.status === 'COMPLETED' || appointment.status === 'INCOMPLETE');
      const paidOn = earned ? new Date(Date.parse(appointment.end_at) + 7 * DAY) : null;
      const paid = paidOn != null && Date.now() >= paidOn.getTime();
      return success({
        reference_id: appointment.reference_id,
        status: appointment.status,
        booked_on: appointment.created_at,
        start_at: appointment.start_at,
        pet_name: appointment.pet.name,
        client_name: `${appointment.client?.first_name ?? ''} ${appointment.client?.last_name ?? ''}`.trim(),
        platform_rate: PLATFORM_RATE,
        gross_earnings: money(gross),
        platform_fee: money(fee),
        tax: money(0),
        discount: money(0),
        net_total: money(gross - fee),
        paid_out: money(paid ? gross - fee : 0),
        paid_on: paidOn ? paidOn.toISOString() : null,
        payout_status: none ? 'NONE' : !earned ? 'PENDING' : paid ? 'PAID' : 'SCHEDULED',
        no_earnings_reason: none,
      } as const);
    }),
    http.put('*/api/v1/cx/appointments/:ref/incomplete', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      const now = Date.now();
      const refusal =
        appointment.status === 'INCOMPLETE'
          ? 'ALREADY_INCOMPLETE'
          : appointment.status !== 'CONFIRMED'
            ? 'NOT_CONFIRMED'
            : appointment.partner_joined_at
              ? 'VET_JOINED'
              : now < Date.parse(appointment.start_at) + 10 * MINUTE
                ? 'TOO_EARLY'
                : now > Date.parse(appointment.end_at) + 24 * HOUR
                  ? 'TOO_LATE'
                  : null;
      if (refusal) return error(409, 'NOT_ALLOWED', NO_SHOW_MESSAGES[refusal]);
      Object.assign(appointment, {
        status: 'INCOMPLETE',
        no_show_reported_by: 'CLIENT',
        can_enter: false,
        can_cancel: false,
        can_transfer: false,
        can_self_transfer: false,
        refund: appointment.total.amount > 0 ? appointment.total : null,
        refund_status: appointment.total.amount > 0 ? 'REFUNDED' : null,
      });
      return success(appointment);
    }),
  ];
}
