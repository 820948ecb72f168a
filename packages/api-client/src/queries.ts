import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { useApiClients } from './ApiProvider';
import { api, type AppointmentListQuery, type AvailabilityBody, type PartnerSearchQuery } from './operations';

// Query keys and options in one place, so invalidation after a mutation names the same keys.
export const queryKeys = {
  profile: ['profile'] as const,
  pets: ['cx', 'pets'] as const,
  paymentMethods: ['cx', 'payment-methods'] as const,
  quote: (uuid: string) => ['cx', 'quote', uuid] as const,
  appointments: (query: AppointmentListQuery) => ['cx', 'appointments', query] as const,
  appointmentsAll: ['cx', 'appointments'] as const,
  appointment: (ref: string) => ['cx', 'appointment', ref] as const,
  partnerSearch: (query: PartnerSearchQuery) => ['p', 'partners', 'search', query] as const,
  partnerProfile: (slug: string) => ['p', 'partners', slug] as const,
  availability: (uuid: string, body: AvailabilityBody) => ['p', 'availability', uuid, body] as const,
};

export const queries = {
  profile: (c: ApiClients) => queryOptions({ queryKey: queryKeys.profile, queryFn: () => api.getProfile(c) }),
  pets: (c: ApiClients) => queryOptions({ queryKey: queryKeys.pets, queryFn: () => api.listPets(c) }),
  paymentMethods: (c: ApiClients) =>
    queryOptions({ queryKey: queryKeys.paymentMethods, queryFn: () => api.listPaymentMethods(c) }),
  quote: (c: ApiClients, uuid: string) =>
    queryOptions({ queryKey: queryKeys.quote(uuid), queryFn: () => api.getQuote(c, uuid) }),
  appointments: (c: ApiClients, query: AppointmentListQuery) =>
    queryOptions({ queryKey: queryKeys.appointments(query), queryFn: () => api.listAppointments(c, query) }),
  appointment: (c: ApiClients, ref: string) =>
    queryOptions({ queryKey: queryKeys.appointment(ref), queryFn: () => api.getAppointment(c, ref) }),
  partnerSearch: (c: ApiClients, query: PartnerSearchQuery) =>
    queryOptions({ queryKey: queryKeys.partnerSearch(query), queryFn: () => api.searchPartners(c, query) }),
  partnerProfile: (c: ApiClients, slug: string) =>
    queryOptions({ queryKey: queryKeys.partnerProfile(slug), queryFn: () => api.getPartnerProfile(c, slug) }),
  availability: (c: ApiClients, uuid: string, body: AvailabilityBody) =>
    queryOptions({
      queryKey: queryKeys.availability(uuid, body),
      queryFn: () => api.getPartnerAvailability(c, uuid, body),
    }),
};

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...queries.profile(useApiClients()), ...options });
}
export function usePets() {
  return useQuery(queries.pets(useApiClients()));
}
export function usePaymentMethods() {
  return useQuery(queries.paymentMethods(useApiClients()));
}
export function useQuote(uuid: string) {
  return useQuery(queries.quote(useApiClients(), uuid));
}
export function useAppointments(query: AppointmentListQuery) {
  return useQuery(queries.appointments(useApiClients(), query));
}
export function useAppointment(ref: string) {
  return useQuery(queries.appointment(useApiClients(), ref));
}
export function usePartnerSearch(query: PartnerSearchQuery) {
  return useQuery(queries.partnerSearch(useApiClients(), query));
}
export function usePartnerProfile(slug: string) {
  return useQuery(queries.partnerProfile(useApiClients(), slug));
}
/** Availability failures are silently ignored by the spec: callers show an empty picker, not a toast. */
export function usePartnerAvailability(uuid: string | undefined, body: AvailabilityBody | undefined) {
  const c = useApiClients();
  return useQuery({
    ...queries.availability(c, uuid ?? '', body ?? { start_at: '' }),
    enabled: Boolean(uuid && body?.start_at),
  });
}

export function useAddPaymentMethod() {
  const c = useApiClients();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      card: string | { paymentMethodId: string; billingDetails: Parameters<typeof api.addPaymentMethod>[2] },
    ) =>
      typeof card === 'string'
        ? api.addPaymentMethod(c, card)
        : api.addPaymentMethod(c, card.paymentMethodId, card.billingDetails),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.paymentMethods });
      void client.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}

export function useCreateQuote() {
  const c = useApiClients();
  return useMutation({
    mutationFn: ({
      partnerUuid,
      body,
    }: {
      partnerUuid: string;
      body: Parameters<typeof api.createQuote>[2];
    }) => api.createQuote(c, partnerUuid, body),
  });
}

declare module '@tanstack/react-query' {
  // Every query and mutation here fails with an ApiError (see errors.ts), so screens read its fields unchecked.
  interface Register {
    defaultError: import('./errors').ApiError;
  }
}
