import { HttpResponse, http } from 'msw';
import type { Appointment, Quote } from '../types';
import { cardDeclined, makeQuote } from './fixtures';
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

/** The server's rule (transferFollowUp of @pawcall/domain): 10.00 once the vet has confirmed a paid visit. */
function transferFee(appointment: Appointment): number {
  return appointment.total.amount > 0 && appointment.partner_confirmed_at ? 1000 : 0;
}

/**
 * Transfer (quote and move), the follow-up quote and answer, and the vet's cancel, for the msw
 * engine: the same rules and messages as the API server, over the engine's in-memory state.
 */
export function transferFollowUpHandlers(state: MockApiState) {
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
    http.post('*/api/v1/cx/appointments/:ref/followup/quote', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      if (appointment.follow_up?.status !== 'PROPOSED')
        return error(409, 'NOT_ALLOWED', 'There is no follow-up waiting for an answer.');
      const { start_at: startAt } = (await request.json()) as { start_at: string };
      if (state.takenSlots.has(startAt)) return error(409, 'SLOT_UNAVAILABLE', SLOT_TAKEN);
      const price = appointment.follow_up.price ?? { amount: 5000, currency: appointment.total.currency };
      const partner = state.partners.find((p) => p.uuid === appointment.partner.uuid) ?? appointment.partner;
      const quote: Quote = makeQuote({
        uuid: crypto.randomUUID(),
        partner,
        start_at: startAt,
        end_at: new Date(Date.parse(startAt) + 30 * 60_000).toISOString(),
        expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
        items: [{ type: 'APPOINTMENT_FEE', amount: price }],
        total: price,
        currency: price.currency,
        pet: appointment.pet,
        followup_of: appointment.reference_id,
      });
      state.quotes.set(quote.uuid, quote);
      return success(quote, 201);
    }),
    http.put('*/api/v1/cx/appointments/:ref/followup', async ({ params, request }) => {
      const appointment = find(params.ref);
      if (!appointment) return error(404, 'NOT_FOUND', NOT_FOUND);
      const { action } = (await request.json()) as { action: 'ACCEPT' | 'CANCEL' };
      if (appointment.follow_up?.status !== 'PROPOSED')
        return error(409, 'NOT_ALLOWED', 'There is no follow-up waiting for an answer.');
      if (action === 'ACCEPT')
        return error(
          409,
          'FOLLOW_UP_PAYMENT_REQUIRED',
          'To accept this follow-up, choose a time and pay for it.',
        );
      appointment.follow_up = { ...appointment.follow_up, status: 'CANCELLED' };
      return success(appointment);
    }),
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
