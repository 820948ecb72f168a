import { HttpResponse, http } from 'msw';
import type { PaymentTransaction } from '../paymentHistory';
import type { MockApiState } from './handlers';

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });

/** The client's payment history in the mock engine: one transaction per appointment, newest first. */
export function paymentHistoryHandlers(state: MockApiState) {
  return [
    http.get('*/api/v1/cx/payments/history', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const items: PaymentTransaction[] = [...state.appointments]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((appointment) => ({
          uuid: `${appointment.reference_id.toLowerCase().padEnd(8, '0').slice(0, 8)}-0000-4000-8000-000000000000`,
          reference_id: appointment.reference_id,
          booked_on: appointment.created_at,
          description: `Appointment with Dr. ${appointment.partner.last_name} for ${appointment.pet.name}`,
          amount: appointment.total,
          status:
            appointment.total.amount === 0
              ? 'FREE'
              : appointment.status === 'CANCELLED'
                ? 'REFUNDED'
                : appointment.status === 'REQUIRES_PAYMENT'
                  ? 'PENDING'
                  : 'PAID',
          payment_method: appointment.payment_method
            ? `${appointment.payment_method.brand} ending in ${appointment.payment_method.last4}`
            : null,
          receipt_path: `/cx/appointments/${appointment.reference_id}/receipt`,
        }));
      return success({
        page,
        per_page: perPage,
        total: items.length,
        items: items.slice((page - 1) * perPage, page * perPage),
      });
    }),
  ];
}
