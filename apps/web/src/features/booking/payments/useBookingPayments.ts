import { useApiClients } from '@pawcall/api-client';
import { useQuery } from '@tanstack/react-query';
import { paymentsConfigQuery } from '../../../shared/payments/paymentsConfig';
import { selectBookingPayments } from './selectBookingPayments';

/** The payment provider's parts for this server: pending while the configuration loads. */
export function useBookingPayments() {
  return useQuery({ ...paymentsConfigQuery(useApiClients()), select: selectBookingPayments });
}
