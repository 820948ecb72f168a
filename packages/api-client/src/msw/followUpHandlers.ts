import { HttpResponse, http } from 'msw';
import type { Quote } from '../types';
import { makeQuote } from './fixtures';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';
const SLOT_TAKEN =
  'This time slot is no longer available, but your other choices are saved. Please select a new time slot to continue.';

/**
 * The client's answer to a follow-up the vet proposed (a quote to pay for it, or declining it), for
 * the msw engine: the same rules and messages as the API server, over the engine's in-memory state.
 */
export function followUpHandlers(state: MockApiState) {
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  return [
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
  ];
}
