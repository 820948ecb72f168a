import {
  type ChannelHandlers,
  createRealtimeClient,
  fetchRealtimeOptions,
  useApiClients,
} from '@pawcall/api-client';
import { useEffect } from 'react';

/**
 * Subscribes to one channel while mounted: reads the real-time options, connects, subscribes with
 * `handlers` (keep them stable, e.g. with useMemo), and unsubscribes and disconnects on unmount or
 * when the channel or handlers change. Without real time (options refused, no connection) the
 * screen keeps what it fetched; the next fetch catches up.
 */
export function useRealtimeChannel(channel: string, handlers: ChannelHandlers): void {
  const clients = useApiClients();
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void (async () => {
      try {
        const options = await fetchRealtimeOptions(clients);
        if (cancelled) return;
        const realtime = createRealtimeClient({ clients, ...options });
        const unsubscribe = realtime.subscribe(channel, handlers);
        stop = () => {
          unsubscribe();
          realtime.disconnect();
        };
      } catch {
        // Without real time the screen still shows what is stored.
      }
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [clients, channel, handlers]);
}
