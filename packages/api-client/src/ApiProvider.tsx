import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClients } from './clients';

const ApiClientsContext = createContext<ApiClients | null>(null);

export function ApiProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiClientsContext.Provider value={clients}>{children}</ApiClientsContext.Provider>;
}

export function useApiClients(): ApiClients {
  const clients = useContext(ApiClientsContext);
  if (!clients) throw new Error('useApiClients needs an <ApiProvider> above it');
  return clients;
}
