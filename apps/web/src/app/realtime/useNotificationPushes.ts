import { createRealtimeClient, fetchRealtimeOptions, useApiClients } from '@pawcall/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

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
  const clients = useApiClients();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: METRICS_KEY });
    };
    void (async () => {
      try {
        const options = await fetchRealtimeOptions(clients);
        if (cancelled) return;
        const realtime = createRealtimeClient({ clients, ...options });
        const unsubscribe = realtime.subscribe(`private-user-${userUuid}`, {
          events: { 'notification.created': refresh },
          onResync: refresh,
        });
        stop = () => {
          unsubscribe();
          realtime.disconnect();
        };
      } catch {
        // Without real time the bell still shows what is stored; the next fetch catches up.
      }
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [clients, queryClient, userUuid]);
}
