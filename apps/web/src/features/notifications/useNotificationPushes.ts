import type { ChannelHandlers } from '@pawcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRealtimeChannel } from '../../shared/realtime/useRealtimeChannel';

/** Every notification query (list pages, recent, news) lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const METRICS_KEY = ['profile', 'metrics'] as const;

/**
 * The signed-in user's private channel: a pushed notification refreshes every notification query
 * (the bell, the list, the dashboard's unread count), and so does every re-subscription after the
 * connection dropped (onResync), so nothing pushed while offline is missed: the server stores each
 * notification before pushing it. Mounted once, by the header's bell, for as long as a user is
 * signed in; pusher-js loads with the bell's chunk, never with the first page.
 */
export function useNotificationPushes(userUuid: string) {
  const queryClient = useQueryClient();
  const handlers = useMemo((): ChannelHandlers => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: METRICS_KEY });
    };
    return { events: { 'notification.created': refresh }, onResync: refresh };
  }, [queryClient]);
  useRealtimeChannel(`private-user-${userUuid}`, handlers);
}
