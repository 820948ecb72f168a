import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useServices, useViewer } from '../shared/AppContext';
import { guardRoute, type RouteAccess } from '../shared/guards';

/** Renders its children (or the child routes) when guardRoute lets the viewer in, else redirects. */
export function Guard({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  const services = useServices();
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  // A 403 IDENTIFIER cleared the session and names where to go: that wins over "guests go to login".
  const exit = services.identifierExit;
  if (exit != null) {
    if (viewer == null && wanted !== exit) return <Navigate to={exit} replace />;
    services.identifierExit = null;
  }
  const redirect = guardRoute(access, viewer, wanted);
  if (redirect) return <Navigate to={redirect} replace />;
  return children ?? <Outlet />;
}
