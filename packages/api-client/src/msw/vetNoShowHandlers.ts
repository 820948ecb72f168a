import { HttpResponse, http } from 'msw';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
 * The client's report that the vet did not join, for the msw engine: the same rule
 * (vetNoShowRefusal of @pawcall/domain) and messages as the API server, over the engine's
 * in-memory appointments.
 */
export function vetNoShowHandlers(state: MockApiState) {
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  return [
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
