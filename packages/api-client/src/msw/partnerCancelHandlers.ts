import { HttpResponse, http } from 'msw';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';

/**
 * The vet's cancel of an appointment (its policy, then the cancel with a reason), for the msw
 * engine: the same rules and messages as the API server, over the engine's in-memory state.
 */
export function partnerCancelHandlers(state: MockApiState) {
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  return [
    http.get('*/api/v1/px/appointments/:ref/cancellation-policy', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      return success({
        can_cancel: Boolean(appointment.can_cancel),
        refund: appointment.total,
        reasons: ['SCHEDULE_CONFLICT', 'EMERGENCY', 'OUTSIDE_EXPERTISE', 'OTHER'] as const,
        expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
    }),
    http.post('*/api/v1/px/appointments/:ref/cancel', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      if (appointment.status === 'CANCELLED')
        return error(409, 'ALREADY_CANCELLED', 'This appointment has already been cancelled.');
      const body = (await request.json()) as { reason?: string; notes?: string };
      if (!body.reason) return fail({ reason: ['Please choose a reason.'] });
      if (body.reason === 'OTHER' && !body.notes?.trim())
        return fail({ notes: ['Please tell us why you are cancelling.'] });
      Object.assign(appointment, {
        status: 'CANCELLED',
        can_cancel: false,
        can_transfer: false,
        cancel_reason: body.reason,
        cancelled_by: 'PARTNER',
        cancelled_at: new Date().toISOString(),
        refund_status: appointment.total.amount > 0 ? 'REFUNDED' : null,
        refund: appointment.total.amount > 0 ? appointment.total : null,
      });
      return success(appointment);
    }),
  ];
}
