import { type ChannelHandlers, queryKeys } from '@pawcall/api-client';
import { visitQueryKeys } from '@pawcall/api-client/visits';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRealtimeChannel } from './useRealtimeChannel';

/**
 * Real-time pushes of part 1 §4 for one appointment's page: a status or relationship change
 * refetches the appointment, session events the session, follow-ups and declines the appointment,
 * uploads the attachments, records and messages their lists. pusher-js loads with this page only.
 * Shared by the client's and the vet's appointment pages, hence in src/shared rather than in one of them.
 */
export function useAppointmentPushes(reference: string, side: 'cx' | 'px') {
  const queryClient = useQueryClient();
  const handlers = useMemo((): ChannelHandlers => {
    const appointmentKey =
      side === 'cx' ? queryKeys.appointment(reference) : visitQueryKeys.partnerAppointment(reference);
    const refresh = (...keys: ReadonlyArray<readonly unknown[]>) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    return {
      events: {
        'appointment.updated': () => refresh(appointmentKey),
        'appointment.declined': () => refresh(appointmentKey),
        'followup.requested': () => refresh(appointmentKey),
        'followup.updated': () => refresh(appointmentKey),
        'session.updated': () => refresh(visitQueryKeys.session(reference), appointmentKey),
        'session.ended': () => refresh(appointmentKey, visitQueryKeys.session(reference)),
        'record.finalized': () => refresh(appointmentKey, visitQueryKeys.record(reference)),
        'record.updated': () => refresh(visitQueryKeys.record(reference)),
        'message.created': () =>
          refresh(
            visitQueryKeys.messages(reference, 'DIRECT'),
            visitQueryKeys.messages(reference, 'ROOM'),
            appointmentKey,
          ),
        'media.uploaded': () => refresh(visitQueryKeys.media(reference)),
      },
      onResync: () => refresh(appointmentKey, ['appointment', reference]),
    };
  }, [queryClient, reference, side]);
  useRealtimeChannel(`private-appointment-${reference}`, handlers);
}
