import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

export type PaymentHistoryQuery = NonNullable<V1Operations['listPaymentHistory']['parameters']['query']>;
export type PaymentHistoryPage = Awaited<ReturnType<typeof paymentHistoryApi.listPaymentHistory>>;
export type PaymentTransaction = PaymentHistoryPage['items'][number];

/** The client's payment history, page by page. Only the lazy account screens import it. */
export const paymentHistoryApi = {
  listPaymentHistory: (c: ApiClients, query: PaymentHistoryQuery = {}) =>
    unwrap(c, () => c.v1.GET('/cx/payments/history', { params: { query } })),
};

export const paymentHistoryKeys = {
  page: (query: PaymentHistoryQuery) => ['cx', 'payments', 'history', query] as const,
};

export const paymentHistoryQueries = {
  page: (c: ApiClients, query: PaymentHistoryQuery) =>
    queryOptions({
      queryKey: paymentHistoryKeys.page(query),
      queryFn: () => paymentHistoryApi.listPaymentHistory(c, query),
    }),
};

/** One page of the payment history; the previous page stays on screen while the next loads. */
export function usePaymentHistory(query: PaymentHistoryQuery) {
  return useQuery({
    ...paymentHistoryQueries.page(useApiClients(), query),
    placeholderData: keepPreviousData,
  });
}
