import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import { queryKeys } from './queries';
import { type MessageChannel, type PartnerAppointmentsQuery, visitApi } from './visitOperations';

/** Keys of the appointment area; a real-time push names the key it refreshes. */
export const visitQueryKeys = {
  partnerAppointments: (query: PartnerAppointmentsQuery) => ['px', 'appointments', query] as const,
  partnerAppointmentsAll: ['px', 'appointments'] as const,
  partnerAppointment: (ref: string) => ['px', 'appointment', ref] as const,
  session: (ref: string) => ['appointment', ref, 'session'] as const,
  record: (ref: string) => ['appointment', ref, 'record'] as const,
  messages: (ref: string, channel: MessageChannel) => ['appointment', ref, 'messages', channel] as const,
  media: (ref: string) => ['appointment', ref, 'media'] as const,
  cancellationPolicy: (ref: string) => ['cx', 'appointment', ref, 'cancellation-policy'] as const,
  receipt: (ref: string) => ['cx', 'appointment', ref, 'receipt'] as const,
  partnerReceipt: (ref: string) => ['px', 'appointment', ref, 'receipt'] as const,
};

/** Shorter than the shortest life of a shared file's link (10 minutes). */
export const MEDIA_LINKS_REFRESH_MS = 5 * 60_000;

export const visitQueries = {
  partnerAppointments: (c: ApiClients, query: PartnerAppointmentsQuery) =>
    queryOptions({
      queryKey: visitQueryKeys.partnerAppointments(query),
      queryFn: () => visitApi.listPartnerAppointments(c, query),
    }),
  partnerAppointment: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: visitQueryKeys.partnerAppointment(ref),
      queryFn: () => visitApi.getPartnerAppointment(c, ref),
    }),
  session: (c: ApiClients, ref: string) =>
    queryOptions({ queryKey: visitQueryKeys.session(ref), queryFn: () => visitApi.getSession(c, ref) }),
  record: (c: ApiClients, ref: string) =>
    queryOptions({ queryKey: visitQueryKeys.record(ref), queryFn: () => visitApi.listRecordNotes(c, ref) }),
  messages: (c: ApiClients, ref: string, channel: MessageChannel) =>
    queryOptions({
      queryKey: visitQueryKeys.messages(ref, channel),
      queryFn: () => visitApi.listMessages(c, ref, channel),
    }),
  // Each file's url works 10 to 15 minutes from the list: fetched again every 5, it never goes stale.
  media: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: visitQueryKeys.media(ref),
      queryFn: () => visitApi.listMedia(c, ref),
      refetchInterval: MEDIA_LINKS_REFRESH_MS,
    }),
  receipt: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: visitQueryKeys.receipt(ref),
      queryFn: () => visitApi.getAppointmentReceipt(c, ref),
    }),
  partnerReceipt: (c: ApiClients, ref: string) =>
    queryOptions({
      queryKey: visitQueryKeys.partnerReceipt(ref),
      queryFn: () => visitApi.getPartnerAppointmentReceipt(c, ref),
    }),
};

export function usePartnerAppointments(query: PartnerAppointmentsQuery) {
  return useQuery(visitQueries.partnerAppointments(useApiClients(), query));
}
export function usePartnerAppointment(ref: string) {
  return useQuery(visitQueries.partnerAppointment(useApiClients(), ref));
}
export function useVisitSession(ref: string) {
  return useQuery(visitQueries.session(useApiClients(), ref));
}
export function useMedicalRecord(ref: string) {
  return useQuery(visitQueries.record(useApiClients(), ref));
}
export function useMessages(ref: string, channel: MessageChannel) {
  return useQuery(visitQueries.messages(useApiClients(), ref, channel));
}
export function useMedia(ref: string) {
  return useQuery(visitQueries.media(useApiClients(), ref));
}
export function useReceipt(ref: string) {
  return useQuery(visitQueries.receipt(useApiClients(), ref));
}
/** The vet's statement for one appointment (GET px/appointments/{ref}/receipt). */
export function usePartnerReceipt(ref: string) {
  return useQuery(visitQueries.partnerReceipt(useApiClients(), ref));
}

/**
 * PUT cx/appointments/{ref}/incomplete ("The vet did not join"): then the appointment, its receipt
 * (the refund) and the list are fetched again.
 */
export function useReportVetNoShow(ref: string) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => visitApi.reportVetNoShow(clients, ref),
    onSuccess: async (appointment) => {
      queryClient.setQueryData(queryKeys.appointment(ref), appointment);
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(ref) });
      await queryClient.invalidateQueries({ queryKey: visitQueryKeys.receipt(ref) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
    },
  });
}

/** PUT cx/appointments/{ref}/concerns, then the appointment (and the list) are fetched again. */
export function useUpdateAppointmentConcerns(ref: string) {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (concerns: string[]) => visitApi.updateAppointmentConcerns(clients, ref, concerns),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointment(ref) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
    },
  });
}
