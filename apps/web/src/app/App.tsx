import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import type { AppServices } from '../shared/services';

/**
 * Marks <html data-app-ready> once the app has mounted or hydrated: until then a server-rendered
 * form is markup only, and a journey (or a tool) that types into it must wait for this.
 */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <AppReadyMarker />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
