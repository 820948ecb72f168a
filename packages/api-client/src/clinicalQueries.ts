import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import { clinicalApi } from './clinicalOperations';

/** Keys of the clinical calls; the appointment's own keys start with ['appointment', ref]. */
export const clinicalQueryKeys = {
  partnerInquiries: (perPage: number) => ['px', 'inquiries', perPage] as const,
  clientInquiries: (perPage: number) => ['cx', 'inquiries', perPage] as const,
  accelerator: ['px', 'accelerator'] as const,
  petHistory: (ref: string, page: number) => ['appointment', ref, 'pet-history', page] as const,
  petAppointment: (ref: string, selected: string) =>
    ['appointment', ref, 'pet-history', 'item', selected] as const,
  diagnosticKits: (ref: string) => ['px', 'appointment', ref, 'diagnostic-kits'] as const,
  productRecommendations: (ref: string) => ['px', 'appointment', ref, 'products'] as const,
  upgradeOffer: (ref: string) => ['cx', 'offers', 'appointment-upgrade', ref] as const,
};

export const clinicalQueries = {
  partnerInquiries: (c: ApiClients, perPage: number) =>
    queryOptions({
      queryKey: clinicalQueryKeys.partnerInquiries(perPage),
      queryFn: () => clinicalApi.listPartnerInquiries(c, perPage),
    }),
  clientInquiries: (c: ApiClients, perPage: number) =>
    queryOptions({
      queryKey: clinicalQueryKeys.clientInquiries(perPage),
      queryFn: () => clinicalApi.listClientInquiries(c, perPage),
    }),
  accelerator: (c: ApiClients) =>
    queryOptions({
      queryKey: clinicalQueryKeys.accelerator,
      queryFn: () => clinicalApi.getAcceleratorProgram(c),
    }),
  petHistory: (c: ApiClients, ref: string, page: number) =>
    queryOptions({
      queryKey: clinicalQueryKeys.petHistory(ref, page),
      queryFn: () => clinicalApi.listPetAppointments(c, ref, page),
    }),
  petAppointment: (c: ApiClients, ref: string, selected: string) =>
    queryOptions({
      queryKey: clinicalQueryKeys.petAppointment(ref, selected),
      queryFn: () => clinicalApi.getPetAppointment(c, ref, selected),
    }),
  diagnosticKits: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: clinicalQueryKeys.diagnosticKits(ref),
      queryFn: () => clinicalApi.listDiagnosticKits(c, ref),
    }),
  productRecommendations: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: clinicalQueryKeys.productRecommendations(ref),
      queryFn: () => clinicalApi.listProductRecommendations(c, ref),
    }),
  upgradeOffer: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: clinicalQueryKeys.upgradeOffer(ref),
      queryFn: () => clinicalApi.getAppointmentUpgradeOffer(c, ref),
    }),
};

export function usePartnerInquiries(perPage: number) {
  return useQuery(clinicalQueries.partnerInquiries(useApiClients(), perPage));
}
export function useClientInquiries(perPage: number) {
  return useQuery(clinicalQueries.clientInquiries(useApiClients(), perPage));
}
export function useAcceleratorProgram() {
  return useQuery(clinicalQueries.accelerator(useApiClients()));
}
export function usePetHistory(ref: string, page = 1) {
  return useQuery(clinicalQueries.petHistory(useApiClients(), ref, page));
}
export function usePetAppointment(ref: string, selected: string | null) {
  return useQuery({
    ...clinicalQueries.petAppointment(useApiClients(), ref, selected ?? ''),
    enabled: selected != null,
  });
}
export function useDiagnosticKits(ref: string) {
  return useQuery(clinicalQueries.diagnosticKits(useApiClients(), ref));
}
export function useProductRecommendations(ref: string) {
  return useQuery(clinicalQueries.productRecommendations(useApiClients(), ref));
}
/** The upgrade offer after this appointment (null when none is valid); fetched only when `enabled`. */
export function useUpgradeOffer(ref: string, enabled = true) {
  return useQuery({ ...clinicalQueries.upgradeOffer(useApiClients(), ref), enabled });
}

/** POST the kit, then the kits and the appointment (its bundled follow-up) are fetched again. */
export function useRecommendDiagnosticKit(ref: string) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productUuid: string) => clinicalApi.recommendDiagnosticKit(clients, ref, productUuid),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clinicalQueryKeys.diagnosticKits(ref) });
      await queryClient.invalidateQueries({ queryKey: ['px', 'appointment', ref] });
    },
  });
}
