import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useViewer } from './AppContext';
import { guardRoute, type RouteAccess } from './guards';

/** Renders its children (or the child routes) when guardRoute lets the viewer in, else redirects. */
export function Guard({ access, children }: { access: RouteAccess; children?: ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  const redirect = guardRoute(access, viewer, `${location.pathname}${location.search}${location.hash}`);
  if (redirect) return <Navigate to={redirect} replace />;
  return children ?? <Outlet />;
}
