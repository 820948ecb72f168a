import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Renders its children only in the browser, once the page has hydrated: what depends on the
 * browser (its time zone, the current time) cannot match the server's markup, so the server and
 * the hydrating render both show `fallback`, and React renders the children right after. A page
 * the browser renders itself shows them at once.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
