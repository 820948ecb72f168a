import { HttpResponse, http } from 'msw';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const NOT_FOUND = 'This page could not be found.';
const DAY = 24 * 60 * 60_000;
/** The engine's partners all keep the default platform rate of migration 012. */
const PLATFORM_RATE = 0.2;

/**
 * The vet's statement of one appointment (earnings, platform fee, payout) for the msw engine: the
 * same rule (partnerStatement of @pawcall/domain) as the API server, over the engine's in-memory
 * appointments, whose total stands for the visit's price.
 */
export function partnerStatementHandlers(state: MockApiState) {
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
  ];
}
