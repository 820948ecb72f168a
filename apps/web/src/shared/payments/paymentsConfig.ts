import { type ApiClients, unwrap, useApiClients } from '@pawcall/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  publishable_key: string | null;
}

/** GET /api/p/config/payments, read once per visit (it changes only with a server restart). */
export function paymentsConfigQuery(clients: ApiClients) {
  return queryOptions({
    queryKey: ['p', 'config', 'payments'] as const,
    queryFn: async (): Promise<PaymentsConfig> => unwrap(clients, () => clients.p.GET('/config/payments')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Stripe's publishable key, once the configuration is in (null with the local provider). */
export function usePublishableKey(): string | null {
  return useQuery(paymentsConfigQuery(useApiClients())).data?.publishable_key ?? null;
}
