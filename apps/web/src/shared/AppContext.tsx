import type { User } from '@pawcall/api-client';
import { api } from '@pawcall/api-client';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Locale } from '../i18n/locale';
import type { AppServices } from './services';
import type { SessionSnapshot } from './session';

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <AppProviders> above it');
  return services;
}

export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** The signed-in user, or null for a guest. */
export function useViewer(): User | null {
  return useSession().session?.user ?? null;
}

/** Signs out on the server (revoking the refresh cookie), then forgets everything locally. */
export function useLogout(): () => Promise<void> {
  const services = useServices();
  return useCallback(async () => {
    try {
      await api.logout(services.clients);
    } catch {
      // Offline or already signed out: the local session is cleared all the same.
    }
    services.session.clear();
    services.queryClient.clear();
    services.navigate('/auth/login');
  }, [services]);
}

export interface LocaleState {
  locale: Locale;
  timeZone: string;
  setLocale(locale: Locale): void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocaleState(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocaleState needs <AppProviders> above it');
  return state;
}
