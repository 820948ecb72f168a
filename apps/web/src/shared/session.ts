import { type ApiClients, type AuthSession, isApiError, type User } from '@pawcall/api-client';
import { api } from '@pawcall/api-client';

/**
 * The signed-in session. The access token lives in memory only (never in storage a script can read
 * later); the long-lived refresh token is an HttpOnly cookie the browser sends to POST
 * /auth/refresh, so a reload restores the session without the page ever seeing that token.
 */
export interface Session {
  accessToken: string;
  /** Epoch milliseconds when the access token stops working. */
  expiresAt: number;
  user: User;
}

export type SessionStatus =
  /** Startup: asking the refresh endpoint whether the browser still holds a session. */
  | 'restoring'
  /** Known: `session` is the signed-in user, or null for a guest. */
  | 'ready'
  /** The restore call could not reach the server: we cannot tell guest from signed-in. */
  | 'offline';

export interface SessionSnapshot {
  status: SessionStatus;
  session: Session | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  getAccessToken(): string | null;
  /** Stores a sign-in, registration or refresh answer and schedules the next refresh. */
  signIn(auth: AuthSession): void;
  /** Replaces the cached user (after a profile fetch) without touching the token. */
  updateUser(user: User): void;
  /** Forgets the token (logout, IDENTIFIER 403, failed refresh). */
  clear(): void;
  /** POST /auth/refresh; resolves once the status is no longer 'restoring'. */
  restore(clients: ApiClients): Promise<void>;
  /**
   * Page load: restores the session when `cookies` (document.cookie) hold the signed-in hint;
   * without it the browser has no refresh cookie, so the page is a guest's without asking.
   */
  restoreAtStartUp(clients: ApiClients, cookies: string): Promise<void>;
  /** Stops the refresh timer (tests, page unload). */
  dispose(): void;
}

/**
 * Set by the server beside the HttpOnly refresh cookie and cleared with it (sign-out, a refused
 * refresh). It grants nothing; it only tells the page whether a refresh is worth trying, so a
 * guest's page load makes no refresh call that could only fail (401).
 */
export const SIGNED_IN_HINT_COOKIE = 'pawcall_signed_in';

/** Whether `cookies` (document.cookie) holds the signed-in hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Refresh this long before the token expires, so a request in flight never carries a dead token. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never schedule refreshes closer together than this, whatever expires_in says. */
const MIN_REFRESH_DELAY_MS = 5_000;

export function createSessionStore(options: { now?: () => number } = {}): SessionStore {
  const now = options.now ?? Date.now;
  let snapshot: SessionSnapshot = { status: 'restoring', session: null };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clientsForRefresh: ApiClients | null = null;
  let refreshing: Promise<void> | null = null;

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const scheduleRefresh = (expiresAt: number) => {
    clearTimeout(timer);
    if (!clientsForRefresh) return;
    const delay = Math.max(expiresAt - now() - REFRESH_MARGIN_MS, MIN_REFRESH_DELAY_MS);
    timer = setTimeout(() => void refresh(), delay);
  };

  const refresh = (): Promise<void> => {
    const clients = clientsForRefresh;
    if (!clients) return Promise.resolve();
    if (refreshing) return refreshing;
    refreshing = api
      .refreshSession(clients)
      .then((auth) => store.signIn(auth))
      .catch((error: unknown) => {
        // Unreachable, timed out or failing (5xx): the server could not say whether the refresh
        // cookie is good, so the client is not signed out for it.
        if (isApiError(error) && (error.isNetwork || error.status >= 500)) {
          // Keep the current token: it may still be valid, and the next call will tell.
          if (snapshot.status === 'restoring') set({ status: 'offline', session: null });
          else if (snapshot.session) scheduleRefresh(now() + REFRESH_MARGIN_MS + MIN_REFRESH_DELAY_MS * 6);
          return;
        }
        store.clear();
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing ?? Promise.resolve();
  };

  const store: SessionStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.session?.accessToken ?? null,
    signIn(auth) {
      const expiresAt = now() + auth.expires_in * 1000;
      set({ status: 'ready', session: { accessToken: auth.access_token, expiresAt, user: auth.user } });
      scheduleRefresh(expiresAt);
    },
    updateUser(user) {
      if (!snapshot.session) return;
      set({ ...snapshot, session: { ...snapshot.session, user } });
    },
    clear() {
      clearTimeout(timer);
      set({ status: 'ready', session: null });
    },
    restore(clients) {
      clientsForRefresh = clients;
      // A signed-in page keeps showing while a rejected token is refreshed; only a page that does
      // not yet know who is there waits for the answer.
      if (snapshot.session == null && snapshot.status !== 'restoring')
        set({ status: 'restoring', session: null });
      return refresh();
    },
    restoreAtStartUp(clients, cookies) {
      if (hasSignedInHint(cookies)) return store.restore(clients);
      // Kept for the refreshes a sign-in on this page schedules.
      clientsForRefresh = clients;
      if (!snapshot.session) set({ status: 'ready', session: null });
      return Promise.resolve();
    },
    dispose() {
      clearTimeout(timer);
      listeners.clear();
    },
  };
  return store;
}
