import { HttpResponse, http } from 'msw';
import type { Appointment } from '../types';
import { cardDeclined } from './fixtures';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';
const SLOT_TAKEN =
  'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.';

/** The server's rule (transferFeeMinor of @pawcall/domain): 10.00 once the vet has confirmed a paid visit. */
function transferFee(appointment: Appointment): number {
  return appointment.total.amount > 0 && appointment.partner_confirmed_at ? 1000 : 0;
}

/**
 * Moving an appointment to another vet (the fee's quote, then the move), for the msw engine: the
 * same rules and messages as the API server, over the engine's in-memory state.
 */
export function transferHandlers(state: MockApiState) {
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  return [
    http.get('*/api/v1/cx/appointments/:ref/transfer-quote', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      if (!appointment.can_transfer)
        return error(
          409,
          'NOT_ALLOWED',
          'Only an upcoming appointment can be transferred, before its session starts.',
        );
      const amount = transferFee(appointment);
      const money = { amount, currency: appointment.total.currency };
      return success({
        items: [{ type: 'TRANSFER_FEE' as const, amount: money }],
        total: money,
        free_reason:
          amount > 0
            ? null
            : appointment.total.amount === 0
              ? ('FREE_APPOINTMENT' as const)
              : ('NOT_CONFIRMED_BY_VET' as const),
        payment_method: appointment.payment_method ?? state.cards.find((c) => c.is_default) ?? null,
        expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
    }),
    http.post('*/api/v1/cx/appointments/:ref/transfer', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      if (!appointment.can_transfer)
        return error(
          409,
          'NOT_ALLOWED',
          'Only an upcoming appointment can be transferred, before its session starts.',
        );
      const body = (await request.json()) as {
        partner_uuid: string;
        start_at?: string;
        payment_method_uuid?: string;
        expected_fee?: number;
      };
      if (body.partner_uuid === appointment.partner.uuid)
        return fail({ partner_uuid: ['Choose a different vet from the one you booked.'] });
      const partner = state.partners.find((p) => p.uuid === body.partner_uuid);
      if (!partner) return error(404, 'NOT_FOUND', NOT_FOUND);
      const fee = transferFee(appointment);
      if (body.expected_fee !== undefined && body.expected_fee !== fee)
        return error(
          409,
          'TRANSFER_FEE_CHANGED',
          'The transfer fee has changed since you saw it. Please review it and confirm again.',
        );
      const startAt = body.start_at ?? appointment.start_at;
      if (state.takenSlots.has(startAt)) return error(409, 'SLOT_UNAVAILABLE', SLOT_TAKEN);
      const cardUuid = body.payment_method_uuid ?? appointment.payment_method?.uuid;
      const card = state.cards.find((c) => c.uuid === cardUuid);
      if (fee > 0 && card?.last4 === cardDeclined.last4)
        return error(
          402,
          'PAYMENT_DECLINED',
          'We were unable to charge your card, Please try again or select another card.',
        );
      const duration = Date.parse(appointment.end_at) - Date.parse(appointment.start_at);
      Object.assign(appointment, {
        partner,
        start_at: startAt,
        end_at: new Date(Date.parse(startAt) + duration).toISOString(),
        partner_confirmed_at: null,
        can_self_transfer: true,
      });
      state.takenSlots.add(startAt);
      return success(appointment);
    }),
  ];
}
